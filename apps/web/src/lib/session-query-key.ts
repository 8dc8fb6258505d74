import type { QueryKey } from '@tanstack/react-query';

/**
 * The sign-in session's place in the query cache, apart from how it is fetched (./auth-session.ts) so the cache's
 * keeping (./persistence.ts), which the fetch itself calls, can tell it from training data without a cycle.
 */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function isSessionQuery(queryKey: QueryKey): boolean {
  return queryKey[0] === SESSION_QUERY_KEY[0] && queryKey[1] === SESSION_QUERY_KEY[1];
}
