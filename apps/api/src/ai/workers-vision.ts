import { type EquipmentScanner, SCAN_MESSAGES } from '@liftwise/domain';
import type { Config } from '../env.ts';
import { createVisionScanner } from './vision-scanner.ts';
import { isWorkersAiBinding, workersAiAsk } from './workers-ai.ts';

/**
 * The equipment scanner on Workers: the `AI` binding with WORKERS_AI_VISION_MODEL (a multimodal chat model that
 * takes images as data URLs in its messages, e.g. @cf/meta/llama-4-scout-17b-16e-instruct), or an unavailable
 * scanner that says what to set. No SDK.
 */
export function workersVisionScanner(
  binding: unknown,
  config: Pick<Config, 'workersAiVisionModel'>,
): EquipmentScanner {
  if (!config.workersAiVisionModel || !isWorkersAiBinding(binding)) {
    return { available: false, reason: SCAN_MESSAGES.visionUnconfiguredOnWorkers };
  }
  return createVisionScanner({ ask: workersAiAsk(binding, config.workersAiVisionModel) });
}
