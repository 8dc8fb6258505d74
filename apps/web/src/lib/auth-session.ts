import { type AuthUserRecord, authUserSchema } from '@liftwise/domain';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { namesAUser, requestSession } from './session-request.ts';

/** The spec's auth user (§3) as `GET /auth/session` returns it. */
export type AuthUser = AuthUserRecord;

export interface Session {
  user: AuthUser | null;
}

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function isSessionQuery(queryKey: QueryKey): boolean {
  return queryKey[0] === SESSION_QUERY_KEY[0] && queryKey[1] === SESSION_QUERY_KEY[1];
}

const SIGNED_OUT: Session = { user: null };

/** Reads a `/auth/session` body; anything that is not a well-formed user counts as signed out. */
export function parseSession(body: unknown): Session {
  if (!namesAUser(body)) return SIGNED_OUT;
  const user = (body as { user: unknown }).user;
  const parsed = authUserSchema.safeParse(user);
  if (!parsed.success) {
    console.error('Unexpected session payload; treating the visitor as signed out.', parsed.error);
    return SIGNED_OUT;
  }
  return { user: parsed.data };
}

/** Who is signed in, as the spec's auth user; any failure reads as signed out (see requestSession). */
export async function fetchSession(): Promise<Session> {
  return parseSession(await requestSession());
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  // Re-asked on window focus after a few minutes, so a sign-out in another tab is noticed.
  staleTime: 5 * 60 * 1000,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});
