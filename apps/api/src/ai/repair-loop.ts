import type { CoachAnswer, CoachProblem } from '@liftwise/domain';
import { FALLBACK_REASONS, fallbackReasonFor } from './fallback-reasons.ts';
import { repairPrompt } from './model-prompts.ts';
import type { CoachMessage, ModelReply } from './model-reply.ts';

export interface RepairLoop<T> {
  prompt: string;
  ask(messages: CoachMessage[], abortSignal: AbortSignal): Promise<ModelReply<T>>;
  /** The one checker's verdict on a well-shaped value: empty means safe to show and save. */
  check(value: T): CoachProblem[];
  /** The built-in coach's answer to the same request. */
  fallback(): Promise<CoachAnswer<T>>;
  /** One budget for the whole call, repair included: the server function's timeout. */
  timeoutMs: number;
  /** Hears why the model path failed (provider errors, timeouts, refusals), for the server log. */
  onError?: (error: unknown) => void;
}

type Verdict<T> = { ok: true; value: T } | { ok: false; problems: CoachProblem[] };

function judge<T>(reply: ModelReply<T>, check: (value: T) => CoachProblem[]): Verdict<T> {
  if (!('value' in reply)) return { ok: false, problems: reply.problems };
  const problems = check(reply.value);
  return problems.length === 0 ? { ok: true, value: reply.value } : { ok: false, problems };
}

/** Asks the model; an answer that fails the check is sent back once with its problems listed. */
async function askAndRepair<T>(loop: RepairLoop<T>, abortSignal: AbortSignal): Promise<Verdict<T>> {
  const question: CoachMessage[] = [{ role: 'user', content: loop.prompt }];
  const first = await loop.ask(question, abortSignal);
  const verdict = judge(first, loop.check);
  if (verdict.ok) return verdict;
  const repair: CoachMessage[] = [
    ...question,
    { role: 'assistant', content: first.text },
    { role: 'user', content: repairPrompt(verdict.problems) },
  ];
  return judge(await loop.ask(repair, abortSignal), loop.check);
}

/**
 * The model's answer when it passes the check (at most one repair), else the built-in coach's, saying why. A
 * model that times out, fails or refuses, or an athlete whose daily allowance is used up, never fails the athlete's
 * request: only the fallback's own error does.
 */
export async function answerWithRepair<T>(loop: RepairLoop<T>): Promise<CoachAnswer<T>> {
  const abortSignal = AbortSignal.timeout(loop.timeoutMs);
  let fallbackReason: string;
  try {
    const verdict = await askAndRepair(loop, abortSignal);
    if (verdict.ok) return { value: verdict.value, source: 'model' };
    fallbackReason = FALLBACK_REASONS.failedCheck(verdict.problems);
  } catch (error) {
    loop.onError?.(error);
    fallbackReason = fallbackReasonFor(error, abortSignal, loop.timeoutMs);
  }
  const answer = await loop.fallback();
  return { ...answer, source: 'built-in', fallbackReason };
}
