import { APP_SHELL_TEXT, type FailingOperation } from '@liftwise/domain';
import { useEffect } from 'react';
import { showFailureToast } from './failure-toast.ts';

/**
 * Spec §8: a failed load is logged and shows its toast, with Retry, once per failure. Keyed on the error itself:
 * each failed fetch brings a new one, and a later success clears it, which must not read as another failure.
 */
export function useLoadFailureToast(
  query: { error: unknown; refetch: () => unknown },
  operation: FailingOperation,
): void {
  const { error, refetch } = query;
  useEffect(() => {
    if (error === null) return;
    console.error(`${operation} failed.`, error);
    showFailureToast(operation, undefined, {
      label: APP_SHELL_TEXT.page.retryLoad,
      onClick: () => void refetch(),
    });
  }, [error, refetch, operation]);
}
