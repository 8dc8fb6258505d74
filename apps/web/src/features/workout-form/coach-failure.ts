import { errorToast, type ToastContent } from '@liftwise/domain';
import { TRPCClientError } from '@trpc/client';
import { loadFailureMessages } from '#web/lib/failure-toast.ts';
import { serverMessage } from '#web/lib/server-message.ts';

/**
 * The toast for a failed coach call: the spec's message, except when the athlete asked too often, where the
 * server's message says to wait (a "try again" at once would be refused again). Asynchronous: the spec's messages
 * are the failure catalogue, which loads after the first paint.
 */
export async function coachFailureToast(
  operation: 'generateWorkout' | 'generateAlternativeExercises',
  error: unknown,
): Promise<ToastContent> {
  const rateLimited = error instanceof TRPCClientError && error.data?.code === 'TOO_MANY_REQUESTS';
  const message = rateLimited ? serverMessage(error) : undefined;
  return message ? errorToast(message) : (await loadFailureMessages()).failureToast(operation);
}
