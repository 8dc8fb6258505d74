import { deliverPendingSignOut } from './pending-sign-out.ts';

/** The popup's window name: a second click focuses the same popup instead of opening another. */
export const SIGN_IN_WINDOW_NAME = 'liftwise-signin';
export const SIGN_IN_POPUP_FEATURES = 'popup,width=480,height=640';
export const SIGN_IN_URL = '/auth/signin';
export const SIGN_IN_REDIRECT_URL = '/auth/signin?mode=redirect';

type BrowserWindow = Pick<Window, 'open'> & { location: Pick<Location, 'assign'> };

/**
 * Starts sign-in in the identity provider popup (spec §1). When the browser blocks the popup, the whole page goes
 * through the provider instead and comes back signed in.
 */
export function startSignIn(browser: BrowserWindow = window): 'popup' | 'redirect' {
  // An earlier sign-out made without signal ends that session first: its answer could otherwise come after this
  // sign-in's, from a session check, and end the new one.
  void deliverPendingSignOut();
  const popup = browser.open(SIGN_IN_URL, SIGN_IN_WINDOW_NAME, SIGN_IN_POPUP_FEATURES);
  if (popup) return 'popup';
  browser.location.assign(SIGN_IN_REDIRECT_URL);
  return 'redirect';
}
