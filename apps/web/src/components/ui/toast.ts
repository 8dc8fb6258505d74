/**
 * Showing a toast, without sonner in the first load: sonner (≈10 KB gzip) is fetched with the first toast, or
 * with the root's lazy Toaster after the first paint, whichever comes first; both get the same module, so a toast
 * shown before the Toaster mounts is kept and appears when it does.
 */

/** The shape of the domain's toast catalogue (spec §8): a title, an optional line, destructive or not. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'destructive';
}

/** A button in the toast, e.g. 'Retry' after a failed load, so a failed call is one tap from being repeated. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function showToast({ title, description, variant }: ToastMessage, action?: ToastAction): void {
  const options = { ...(description !== undefined && { description }), ...(action && { action }) };
  void import('sonner').then(({ toast }) => {
    if (variant === 'destructive') toast.error(title, options);
    else toast.success(title, options);
  });
}

/** Spec §8: destructive toasts are titled 'Error' unless the catalogue names another title. */
export function showError(description: string, title = 'Error'): void {
  showToast({ title, description, variant: 'destructive' });
}
