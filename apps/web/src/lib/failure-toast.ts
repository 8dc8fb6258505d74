import type { FailingOperation } from '@liftwise/domain';
import { showToast, type ToastAction } from '../components/ui/toast.ts';
import type { failureToast } from './failure-messages.ts';

/**
 * The failure catalogue, loaded after the first paint (the root loads it with the Toaster) or with the first
 * failure, whichever comes first: one request, cached by the browser for every later failure.
 */
export const loadFailureMessages = () => import('./failure-messages.ts');

/** Shows the spec's toast for a failed call (`failureToast`), with its `action` (e.g. Retry) if given. */
export function showFailureToast(
  operation: FailingOperation,
  error?: Parameters<typeof failureToast>[1],
  action?: ToastAction,
): void {
  void loadFailureMessages().then((messages) => showToast(messages.failureToast(operation, error), action));
}
