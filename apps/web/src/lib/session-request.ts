/**
 * `GET /auth/session` without reading the user: zod (and the domain's schemas) stay out of the landing page,
 * which only needs to know whether anyone is signed in at all.
 */

/** A failure (API down, network, not JSON) reads as this body: nobody signed in. */
const SIGNED_OUT_BODY = { user: null };

/**
 * Asks the server who is signed in. A failure is logged and read as signed out, so the public pages still render
 * and the guard sends visitors home instead of hanging.
 */
export async function requestSession(): Promise<unknown> {
  try {
    const response = await fetch('/auth/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      console.error(`Session check failed with HTTP ${response.status}; treating the visitor as signed out.`);
      return SIGNED_OUT_BODY;
    }
    return await response.json();
  } catch (error) {
    console.error('Session check failed; treating the visitor as signed out.', error);
    return SIGNED_OUT_BODY;
  }
}

/** Whether a session body names a user at all; whether that user is well formed is parseSession's job. */
export function namesAUser(body: unknown): boolean {
  const user = (body as { user?: unknown } | null)?.user;
  return user !== null && user !== undefined;
}
