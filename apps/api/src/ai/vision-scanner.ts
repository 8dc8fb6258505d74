import {
  type DefaultEquipmentData,
  EQUIPMENT_CATALOGUE,
  type EquipmentImageResult,
  type EquipmentScanner,
  equipmentImageResultSchema,
  matchToCatalogue,
  SCAN_MESSAGES,
} from '@liftwise/domain';
import { classifyModelFailure, describeModelError, lastError } from './model-failure.ts';
import type { AskModel, ModelReply } from './model-reply.ts';
import { VISION_INSTRUCTIONS, visionQuestion } from './vision-prompt.ts';

/** The spec's 70 s for the image processor. */
export const VISION_TIMEOUT_MS = 70_000;

export interface VisionScannerOptions {
  /** One structured-output question to a vision model (sdkAsk on Node, workersAiAsk on Workers). */
  ask: AskModel;
  timeoutMs?: number;
  catalogue?: DefaultEquipmentData;
  /** Hears why the model failed (the provider's own words), for the server log; never shown to the athlete. */
  onError?: (error: unknown) => void;
}

function logVisionError(error: unknown): void {
  console.warn(`vision model failed (${describeModelError(error)})`);
}

/** The athlete's reason for a failed request: plain words by kind; a used-up allowance stays that error. */
function scanFailure(error: unknown, abortSignal: AbortSignal, timeoutMs: number): Error {
  switch (classifyModelFailure(error, abortSignal)) {
    case 'allowance-spent':
      return lastError(error) as Error;
    case 'timeout':
      return new Error(SCAN_MESSAGES.modelTimedOut(timeoutMs / 1000));
    case 'declined':
      return new Error(SCAN_MESSAGES.modelDeclined);
    case 'refused':
      return new Error(SCAN_MESSAGES.modelRefused);
    case 'unreachable':
      return new Error(SCAN_MESSAGES.modelUnreachable);
  }
}

/** Problems shown in an error message: enough to see what was wrong, not the whole list. */
const PROBLEMS_SHOWN = 3;

/**
 * An EquipmentScanner over a vision model: the photos go as images with the athlete's equipment and the
 * catalogue's categories, the answer must be the domain's image result, and its items come back in the
 * catalogue's terms. A wrong answer or no answer in time is an error with a plain message (the procedure shows it
 * after 'Failed to process equipment images: '); never a made-up result. No SDK is imported here.
 */
export function createVisionScanner({
  ask,
  timeoutMs = VISION_TIMEOUT_MS,
  catalogue = EQUIPMENT_CATALOGUE,
  onError = logVisionError,
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
            allowance: request.allowance,
          }),
          timedOut,
        ]);
      } catch (error) {
        onError(error);
        throw scanFailure(error, abortSignal, timeoutMs);
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
