import { Toaster as SonnerToaster, toast } from 'sonner';

/** Below the sticky navigation bar (h-16 and its border), so a toast covers neither the avatar nor the menu. */
export const TOAST_TOP_OFFSET = '4.5rem';

/**
 * Mounted once at the root; the system colour scheme decides light or dark, like the rest of the app. Top centre,
 * under the navigation bar (full width there on phones): at the bottom a toast sat over a form's buttons (Save Goal),
 * the wizard's Next and the plan's week tabs, and while a finger or the pointer rests on it, it does not time out.
 * A page's primary action sits at its bottom or beside its title, never in the middle of its top edge (decision 0024).
 */
export function Toaster() {
  return (
    <SonnerToaster
      theme="system"
      position="top-center"
      offset={{ top: TOAST_TOP_OFFSET }}
      mobileOffset={{ top: TOAST_TOP_OFFSET }}
      richColors
      closeButton
    />
  );
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
