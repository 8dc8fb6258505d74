import { Toaster as SonnerToaster } from 'sonner';

/** Below the sticky navigation bar (h-16 and its border), so a toast covers neither the avatar nor the menu. */
export const TOAST_TOP_OFFSET = '4.5rem';

/**
 * Mounted once at the root, loaded after the first paint (toasts are shown with ./toast.ts); the system colour scheme decides light or dark, like the rest of the app. Top centre,
 * under the navigation bar (full width there on phones): at the bottom a toast sat over a form's buttons (Save Goal),
 * the wizard's Next and the plan's week tabs, and while a finger or the pointer rests on it, it does not time out.
 * A page's primary action sits at its bottom or beside its title, never in the middle of its top edge.
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
