import { Toaster as SonnerToaster, toast } from 'sonner';

/** Mounted once at the root; the system colour scheme decides light or dark, like the rest of the app. */
export function Toaster() {
  return <SonnerToaster theme="system" position="top-right" richColors closeButton />;
}

/** The shape of the domain's toast catalogue (spec §8): a title, an optional line, destructive or not. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'destructive';
}

export function showToast({ title, description, variant }: ToastMessage): void {
  const options = description === undefined ? undefined : { description };
  if (variant === 'destructive') toast.error(title, options);
  else toast.success(title, options);
}

/** Spec §8: destructive toasts are titled 'Error' unless the catalogue names another title. */
export function showError(description: string, title = 'Error'): void {
  showToast({ title, description, variant: 'destructive' });
}
