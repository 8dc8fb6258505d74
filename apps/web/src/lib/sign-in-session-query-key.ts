import type { QueryKey } from '@tanstack/react-query';

/**
 * The sign-in session's place in the query cache, apart from how it is fetched (./sign-in-session.ts) so the cache's
 * keeping (./persistence.ts), which the fetch itself calls, can tell it from training data without a cycle.
 */
export const SIGN_IN_SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function isSignInSessionQuery(queryKey: QueryKey): boolean {
  return queryKey[0] === SIGN_IN_SESSION_QUERY_KEY[0] && queryKey[1] === SIGN_IN_SESSION_QUERY_KEY[1];
}
