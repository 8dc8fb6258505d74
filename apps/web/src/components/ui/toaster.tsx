import { Toaster as SonnerToaster, toast } from 'sonner';

/**
 * Mounted once at the root; the system colour scheme decides light or dark, like the rest of the app. Bottom right
 * (full width at the bottom on phones), because at the top they covered the avatar and the menu button.
 */
export function Toaster() {
  return <SonnerToaster theme="system" position="bottom-right" richColors closeButton />;
}

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
  if (variant === 'destructive') toast.error(title, options);
  else toast.success(title, options);
}

/** Spec §8: destructive toasts are titled 'Error' unless the catalogue names another title. */
export function showError(description: string, title = 'Error'): void {
  showToast({ title, description, variant: 'destructive' });
}
