/**
 * A Sign Out that could not reach the server (no signal in the gym). The browser cleared the athlete's data, but
 * their session cookie is HttpOnly: only the server can end it, and until it does, the next page load online would
 * be signed in again, on a shared computer too. So the sign-out is remembered here and sent with the next session
 * check; until it reaches the server, nobody is signed in on this browser.
 */

import { browserStorage } from './browser-storage.ts';

/**
 * The scope's sign-out URL (lib/auth.ts SIGN_OUT_URLS), remembered until the server has been told; app.html's
 * inline script reads no data while it is there (app-shell-inline-script.ts).
 */
export const PENDING_SIGN_OUT_KEY = 'liftwise-pending-sign-out';

/** Remembers a sign-out (its URL) the server did not get; without storage (private modes), nothing can be. */
export function rememberSignOut(url: string): void {
  browserStorage()?.setItem(PENDING_SIGN_OUT_KEY, url);
}

/**
 * Sends a remembered sign-out. true while one is still pending (the server was not reached again): the caller
 * then treats the browser as signed out. Any answer from the server settles it (a 401: that session was over).
 */
export async function deliverPendingSignOut(): Promise<boolean> {
  const url = browserStorage()?.getItem(PENDING_SIGN_OUT_KEY);
  if (!url) return false;
  try {
    const response = await fetch(url, { method: 'POST', credentials: 'same-origin' });
    // 502–504: a gateway's answer when the server behind it is down; the session is not ended yet.
    if (response.status > 501 && response.status < 505) return true;
  } catch {
    return true;
  }
  browserStorage()?.removeItem(PENDING_SIGN_OUT_KEY);
  return false;
}
