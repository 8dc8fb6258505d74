import { TRPCClientError } from '@trpc/client';

/**
 * Spec §8: a failure toast shows the server's message when there is one. Only errors the server answered carry
 * such a message; a network failure's text ("Failed to fetch") means nothing to an athlete, so it yields undefined.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  if (error.shape === undefined && error.data === undefined) return undefined;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  return message === '' ? undefined : message;
}
