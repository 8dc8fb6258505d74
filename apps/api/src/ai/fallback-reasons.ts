import { AI_ALLOWANCE_MESSAGES, type CoachProblem, type ModelAllowanceSpentError } from '@liftwise/domain';
import { classifyModelFailure, lastError } from './model-failure.ts';

/**
 * What the athlete reads when a model was asked but the built-in coach answered (CoachAnswer.fallbackReason).
 * Plain words, no provider detail: the server log has that.
 */
export const FALLBACK_REASONS = {
  timeout: (timeoutMs: number) =>
    `The AI model did not answer within ${timeoutMs / 1000} s, so the built-in coach answered.`,
  unreachable: 'The AI model could not be reached, so the built-in coach answered.',
  refused: 'The AI model service refused the request, so the built-in coach answered.',
  declined: 'The AI model declined to answer, so the built-in coach answered.',
  allowanceSpent: (dailyRequests: number) =>
    `${AI_ALLOWANCE_MESSAGES.allowance(dailyRequests)} is used up, so the built-in coach answered.`,
  failedCheck: (problems: readonly CoachProblem[]) => {
    const [first] = problems;
    const example = first ? ` (e.g. ${first.path === '' ? '' : `${first.path}: `}${first.message})` : '';
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    return `The AI model's answer failed the safety check even after one correction, with ${count}${example}, so the built-in coach answered.`;
  },
} as const;

/** The reason for a model request that failed (`abortSignal`: the call's budget of `timeoutMs`), by why it failed. */
export function fallbackReasonFor(error: unknown, abortSignal: AbortSignal, timeoutMs: number): string {
  switch (classifyModelFailure(error, abortSignal)) {
    case 'timeout':
      return FALLBACK_REASONS.timeout(timeoutMs);
    case 'allowance-spent':
      return FALLBACK_REASONS.allowanceSpent((lastError(error) as ModelAllowanceSpentError).dailyRequests);
    case 'declined':
      return FALLBACK_REASONS.declined;
    case 'refused':
      return FALLBACK_REASONS.refused;
    case 'unreachable':
      return FALLBACK_REASONS.unreachable;
  }
}
