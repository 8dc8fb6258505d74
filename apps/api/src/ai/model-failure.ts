import { ModelAllowanceSpentError } from '@liftwise/domain';
import { ModelRefusal } from './model-reply.ts';

/**
 * Why a model request failed, in the terms the athlete is told: never the provider's own text, which can
 * carry a key fragment or an internal address; that goes to the server log only. No SDK is imported:
 * the SDK's errors are read by their shape.
 */
export type ModelFailure = 'timeout' | 'allowance-spent' | 'declined' | 'refused' | 'unreachable';

/** The SDK gives up after its transport retry with a RetryError whose `lastError` is the provider's error. */
export function lastError(error: unknown): unknown {
  const last = (error as { lastError?: unknown } | null)?.lastError;
  return last === undefined ? error : last;
}

export function classifyModelFailure(error: unknown, abortSignal: AbortSignal): ModelFailure {
  const cause = lastError(error);
  if (cause instanceof ModelAllowanceSpentError) return 'allowance-spent';
  if (abortSignal.aborted) return 'timeout';
  if (cause instanceof ModelRefusal) return 'declined';
  // An HTTP answer with an error status (the SDK's APICallError carries it): the service was reached and said no.
  if (typeof (cause as { statusCode?: unknown } | null)?.statusCode === 'number') return 'refused';
  return 'unreachable';
}

/** The provider's error for the server log: its name and message, not the request (it holds the athlete's text). */
export function describeModelError(error: unknown): string {
  const cause = lastError(error);
  const describe = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  return cause === error ? describe(error) : `${describe(error)} (last: ${describe(cause)})`;
}
