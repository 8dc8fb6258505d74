import type { CoachProblem } from '@liftwise/domain';

/**
 * What the athlete reads when a model was asked but the built-in coach answered (CoachAnswer.fallbackReason).
 * Plain words, no provider detail: the server log has that.
 */
export const FALLBACK_REASONS = {
  timeout: (timeoutMs: number) =>
    `The AI model did not answer within ${timeoutMs / 1000} s, so the built-in coach answered.`,
  unreachable: 'The AI model could not be reached, so the built-in coach answered.',
  refused: 'The AI model declined to answer, so the built-in coach answered.',
  failedCheck: (problems: readonly CoachProblem[]) => {
    const [first] = problems;
    const example = first ? ` (e.g. ${first.path === '' ? '' : `${first.path}: `}${first.message})` : '';
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    return `The AI model's answer failed the safety check even after one correction, with ${count}${example}, so the built-in coach answered.`;
  },
} as const;
