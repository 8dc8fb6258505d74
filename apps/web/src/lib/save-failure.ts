import { ERROR_CODE_BY_HTTP_STATUS, type FailingOperation } from '@liftwise/domain';
import { TRPCClientError } from '@trpc/client';
import { showFailureToast } from './failure-toast.ts';
import { serverMessage } from './server-message.ts';

/**
 * Failed saves, in one place: every mutation names the spec's failure it shows (§8) in its `meta`, and
 * the query client's mutation cache (`query-client.ts`) logs the error and shows that toast. A screen only decides
 * what happens on success; on failure it keeps what the athlete typed, so trying again is one tap.
 */
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { failure?: FailingOperation };
  }
}

/** The `meta` of a mutation whose failure shows `operation`'s toast. */
export function failsAs(operation: FailingOperation): { meta: { failure: FailingOperation } } {
  return { meta: { failure: operation } };
}

/** The spec's toast for a failed call: the server's code and message when it answered, else the plain message. */
export function showFailure(operation: FailingOperation, error: unknown): void {
  console.error(`${operation} failed.`, error);
  const status =
    error instanceof TRPCClientError ? (error.data as { httpStatus?: number })?.httpStatus : undefined;
  const code = status === undefined ? undefined : ERROR_CODE_BY_HTTP_STATUS[status];
  showFailureToast(operation, { code, message: serverMessage(error) });
}

/**
 * Whether a save succeeded: its failure has already been shown by the mutation cache, so the caller only goes on
 * (navigates, closes a dialog) when it did.
 */
export function succeeded(save: Promise<unknown>): Promise<boolean> {
  return save.then(
    () => true,
    () => false,
  );
}
