import {
  DEFAULT_EQUIPMENT_DATA,
  type DefaultEquipmentData,
  type EquipmentImageResult,
  type EquipmentScanner,
  equipmentImageResultSchema,
  matchToCatalogue,
} from '@liftwise/domain';
import type { AskModel, ModelReply } from './model-reply.ts';
import { VISION_INSTRUCTIONS, visionQuestion } from './vision-prompt.ts';

/** The spec's 70 s for the image processor. */
export const VISION_TIMEOUT_MS = 70_000;

export interface VisionScannerOptions {
  /** One structured-output question to a vision model (sdkAsk on Node, workersAiAsk on Workers). */
  ask: AskModel;
  timeoutMs?: number;
  catalogue?: DefaultEquipmentData;
}

/** Problems shown in an error message: enough to see what was wrong, not the whole list. */
const PROBLEMS_SHOWN = 3;

/**
 * An EquipmentScanner over a vision model: the photos go as images with the athlete's equipment and the
 * catalogue's categories, the answer must be the domain's image result, and its items come back in the
 * catalogue's terms. A wrong answer or no answer in time is an error with a plain message (the procedure shows it
 * after 'Failed to process equipment images: '); never a made-up result. No SDK is imported here (decision 0014).
 */
export function createVisionScanner({
  ask,
  timeoutMs = VISION_TIMEOUT_MS,
  catalogue = DEFAULT_EQUIPMENT_DATA,
}: VisionScannerOptions): EquipmentScanner {
  return {
    available: true,
    async scan(request) {
      const abortSignal = AbortSignal.timeout(timeoutMs);
      // A model (or binding) that ignores the signal still loses the race: the athlete waits no longer than this.
      const timedOut = new Promise<never>((_, reject) =>
        abortSignal.addEventListener('abort', () => reject(abortSignal.reason), { once: true }),
      );
      timedOut.catch(() => {}); // it fires after an answer too, with no one waiting
      let reply: ModelReply<EquipmentImageResult>;
      try {
        reply = await Promise.race([
          ask({
            schema: equipmentImageResultSchema,
            instructions: VISION_INSTRUCTIONS,
            messages: [{ role: 'user', content: visionQuestion(request, catalogue) }],
            abortSignal,
          }),
          timedOut,
        ]);
      } catch (error) {
        if (abortSignal.aborted) {
          throw new Error(`The vision model did not answer within ${timeoutMs / 1000} seconds.`);
        }
        throw new Error(`The vision model could not be reached: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if ('problems' in reply) {
        const problems = reply.problems
          .slice(0, PROBLEMS_SHOWN)
          .map((problem) => (problem.path ? `${problem.path} ${problem.message}` : problem.message));
        throw new Error(`The vision model's answer was not an equipment list (${problems.join('; ')}).`);
      }
      // Models number items loosely (or repeat ids); the cards and 'Add to my equipment' need them unique.
      const equipment = reply.value.equipment.map((item, index) => ({ ...item, id: `scan-${index + 1}` }));
      return matchToCatalogue({ ...reply.value, equipment }, catalogue);
    },
  };
}
