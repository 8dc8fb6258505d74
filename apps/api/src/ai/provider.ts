import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { defaultSettingsMiddleware, extractJsonMiddleware, wrapLanguageModel } from 'ai';
import type { Config } from '../env.ts';
import type { CoachModel } from './ask-model.ts';

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

/**
 * The coach's model from configuration, or undefined when none is configured (the caller then uses the built-in
 * coach). Node only: the Worker bundle must not import the `ai` SDK (its size budget; Workers AI is later work).
 */
export function modelFromConfig(config: Pick<Config, 'ai'>): CoachModel | undefined {
  if (!config.ai) return undefined;
  const { baseUrl, apiKey, model } = config.ai;
  const provider = createOpenAICompatible({
    name: PROVIDER_NAME,
    baseURL: baseUrl,
    apiKey,
    // Ollama, llama.cpp, vLLM and OpenAI take a JSON schema as response_format; without it they only promise JSON.
    supportsStructuredOutputs: true,
  });
  return withCoachSettings(provider.chatModel(model));
}
