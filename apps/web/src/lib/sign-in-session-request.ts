/**
 * `GET /auth/session` without reading the user: zod (and the domain's schemas) stay out of the landing page,
 * which only needs to know whether anyone is signed in at all.
 */

import { deliverPendingSignOut } from './pending-sign-out.ts';

/** A failure (API down, network, not JSON) reads as this body: nobody signed in. */
const SIGNED_OUT_BODY = { user: null };

/**
 * The body of a check that never reached the server (no network, or no server behind the gateway): nobody signed
 * in for the landing page, while the app may go on with the last athlete it knew (sign-in-session.ts).
 */
const UNREACHABLE_BODY = { user: null, unreachable: true } as const;

/**
 * Asks the server who is signed in. A failure is logged and read as signed out, so the public pages still render
 * and the guard sends visitors home instead of hanging. An answer from the server (a 401 too) is the verdict.
 */
export async function requestSignInSession(): Promise<unknown> {
  // A sign-out made without signal goes first; until the server has it, nobody is signed in here.
  if (await deliverPendingSignOut()) return SIGNED_OUT_BODY;
  let response: Response;
  try {
    response = await fetch('/auth/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    console.error('Session check could not reach the server.', error);
    return UNREACHABLE_BODY;
  }
  // 502–504: a gateway's answers when the app behind it is down or not answering, so not reached either.
  if (response.status > 501 && response.status < 505) {
    console.error(`Session check got HTTP ${response.status}: the server is not answering.`);
    return UNREACHABLE_BODY;
  }
  if (!response.ok) {
    console.error(`Session check failed with HTTP ${response.status}; treating the visitor as signed out.`);
    return SIGNED_OUT_BODY;
  }
  try {
    return await response.json();
  } catch (error) {
    console.error('Session check failed; treating the visitor as signed out.', error);
    return SIGNED_OUT_BODY;
  }
}

/** Whether a session body names a user at all; whether that user is well formed is parseSignInSession's job. */
export function namesAUser(body: unknown): boolean {
  const user = (body as { user?: unknown } | null)?.user;
  return user !== null && user !== undefined;
}

/** Whether the check never reached the server (see UNREACHABLE_BODY). */
export function signInSessionUnreachable(body: unknown): boolean {
  return (body as { unreachable?: unknown } | null)?.unreachable === true;
}
