import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type EquipmentScanner, SCAN_MESSAGES } from '@liftwise/domain';
import { defaultSettingsMiddleware, extractJsonMiddleware, wrapLanguageModel } from 'ai';
import type { AiModelConfig, Config } from '../env.ts';
import { type CoachModel, sdkAsk } from './ask-model.ts';
import { createVisionScanner, type VisionScannerOptions } from './vision-scanner.ts';

const PROVIDER_NAME = 'coach';

/** The settings every configured model gets, for replies the coach can read. */
export function withCoachSettings(model: CoachModel): CoachModel {
  return wrapLanguageModel({
    model,
    middleware: [
      // Strict mode wants every property required; the domain's schemas have optional ones. The schema and the
      // checker validate every reply anyway.
      defaultSettingsMiddleware({
        settings: { providerOptions: { [PROVIDER_NAME]: { strictJsonSchema: false } } },
      }),
      // Small local models often wrap their JSON in a ```json fence.
      extractJsonMiddleware(),
    ],
  });
}

/** A model at an OpenAI-compatible endpoint, with the settings every configured model gets. */
function openAiCompatibleModel({ baseUrl, apiKey, model }: AiModelConfig): CoachModel {
  const provider = createOpenAICompatible({
    name: PROVIDER_NAME,
    baseURL: baseUrl,
    apiKey,
    // Ollama, llama.cpp, vLLM and OpenAI take a JSON schema as response_format; without it they only promise JSON.
    supportsStructuredOutputs: true,
  });
  return withCoachSettings(provider.chatModel(model));
}

/**
 * The coach's model from configuration, or undefined when none is configured (the caller then uses the built-in
 * coach). Node only: the Worker bundle must not import the `ai` SDK (its size budget).
 */
export function modelFromConfig(config: Pick<Config, 'ai'>): CoachModel | undefined {
  return config.ai ? openAiCompatibleModel(config.ai) : undefined;
}

/**
 * The equipment scanner from configuration (Node): the vision model at AI_BASE_URL, or an unavailable scanner
 * that says what to set. Never a made-up result.
 */
export function visionScannerFromConfig(
  config: Pick<Config, 'vision'>,
  options: Omit<VisionScannerOptions, 'ask'> = {},
): EquipmentScanner {
  if (!config.vision) return { available: false, reason: SCAN_MESSAGES.visionUnconfigured };
  // No retry: a scan's request is megabytes of photos.
  return createVisionScanner({
    ...options,
    ask: sdkAsk(openAiCompatibleModel(config.vision), { maxRetries: 0 }),
  });
}
