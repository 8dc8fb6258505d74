import { type AuthUserRecord, authUserSchema } from '@liftwise/domain';
import { type QueryKey, queryOptions } from '@tanstack/react-query';

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
  const user = (body as { user?: unknown } | null)?.user;
  if (user === null || user === undefined) return SIGNED_OUT;
  const parsed = authUserSchema.safeParse(user);
  if (!parsed.success) {
    console.error('Unexpected session payload; treating the visitor as signed out.', parsed.error);
    return SIGNED_OUT;
  }
  return { user: parsed.data };
}

/**
 * Asks the server who is signed in. A failure (API down, network, not JSON) is logged and read as signed out, so
 * the public pages still render and the guard sends visitors home instead of hanging.
 */
export async function fetchSession(): Promise<Session> {
  try {
    const response = await fetch('/auth/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      console.error(`Session check failed with HTTP ${response.status}; treating the visitor as signed out.`);
      return SIGNED_OUT;
    }
    return parseSession(await response.json());
  } catch (error) {
    console.error('Session check failed; treating the visitor as signed out.', error);
    return SIGNED_OUT;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  // Re-asked on window focus after a few minutes, so a sign-out in another tab is noticed.
  staleTime: 5 * 60 * 1000,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});
