import { errorToast, failureToast, type ToastContent } from '@liftwise/domain';
import { TRPCClientError } from '@trpc/client';
import { serverMessage } from '../../lib/server-message.ts';

/**
 * The toast for a failed coach call: the spec's message, except when the athlete asked too often, where the
 * server's message says to wait (a "try again" at once would be refused again).
 */
export function coachFailureToast(
  operation: 'generateWorkout' | 'generateAlternativeExercises',
  error: unknown,
): ToastContent {
  const rateLimited = error instanceof TRPCClientError && error.data?.code === 'TOO_MANY_REQUESTS';
  const message = rateLimited ? serverMessage(error) : undefined;
  return message ? errorToast(message) : failureToast(operation);
}
