import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from './auth-session.ts';
import { sessionQueryOptions } from './auth-session.ts';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: RouterAuth;
}

export interface RouterAuth {
  /**
   * The signed-in user, or null. Reads the session query (fetching it once if nothing is cached yet), so the guard
   * and the components always agree, even in the instant right after the sign-in popup reports back.
   */
  currentUser(): Promise<AuthUser | null>;
}

export function createRouterAuth(queryClient: QueryClient): RouterAuth {
  return {
    currentUser: async () => (await queryClient.ensureQueryData(sessionQueryOptions)).user,
  };
}
