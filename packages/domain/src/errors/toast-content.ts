/** Spec §8: destructive toasts are titled Error unless noted. */
export const ERROR_TITLE = 'Error';

/** One toast as every area's messages describe it; the web renders it, the domain only says what it says. */
export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'destructive';
}

export function errorToast(description: string, title: string = ERROR_TITLE): ToastContent {
  return { title, description, variant: 'destructive' };
}
