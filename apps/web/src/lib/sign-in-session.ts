import { type AuthUserRecord, readAuthUser } from '@liftwise/domain';
import { queryOptions } from '@tanstack/react-query';
import { forgetEndedSession, lastSignedInUser, rememberSignedInUser } from './persistence.ts';
import { SIGN_IN_SESSION_QUERY_KEY } from './sign-in-session-query-key.ts';
import { namesAUser, requestSignInSession, signInSessionUnreachable } from './sign-in-session-request.ts';

/** The spec's auth user (§3) as `GET /auth/session` returns it. */
export type AuthUser = AuthUserRecord;

export interface SignInSession {
  user: AuthUser | null;
}

const SIGNED_OUT: SignInSession = { user: null };

/** Reads a `/auth/session` body; anything that is not a well-formed user counts as signed out. */
export function parseSignInSession(body: unknown): SignInSession {
  if (!namesAUser(body)) return SIGNED_OUT;
  const user = (body as { user: unknown }).user;
  // The spec's auth user schema, read without zod (readAuthUser): this runs before any page can paint.
  const parsed = readAuthUser(user);
  if (parsed === undefined) {
    console.error('Unexpected session payload; treating the visitor as signed out.', user);
    return SIGNED_OUT;
  }
  return { user: parsed };
}

/**
 * The session a `/auth/session` body stands for. The server's answer is the verdict (the athlete it names is
 * remembered on this device); a check that never reached the server (offline) goes on with the last athlete the
 * server named here, so the app opens with their kept data instead of sending them to `/`.
 */
export async function signInSessionFromBody(body: unknown): Promise<SignInSession> {
  if (signInSessionUnreachable(body)) {
    const last = await lastSignedInUser().catch(() => undefined);
    return last ? parseSignInSession({ user: last }) : SIGNED_OUT;
  }
  const session = parseSignInSession(body);
  // Nobody signed in any more (signed out everywhere from another device, expired): their data leaves too.
  void (session.user ? rememberSignedInUser(session.user) : forgetEndedSession()).catch((error: unknown) =>
    console.error('Could not update the data kept on this device.', error),
  );
  return session;
}

/** Who is signed in, as the spec's auth user; any other failure reads as signed out (see requestSignInSession). */
export async function fetchSignInSession(): Promise<SignInSession> {
  return signInSessionFromBody(await requestSignInSession());
}

export const signInSessionQueryOptions = queryOptions({
  queryKey: SIGN_IN_SESSION_QUERY_KEY,
  queryFn: fetchSignInSession,
  // Re-asked on window focus after a few minutes, so a sign-out in another tab is noticed.
  staleTime: 5 * 60 * 1000,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});
