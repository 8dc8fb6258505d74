import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from './auth-session.ts';
import { sessionQueryOptions } from './auth-session.ts';
import { keepCacheOf } from './persistence.ts';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: RouterAuth;
}

export interface RouterAuth {
  /**
   * The signed-in user, or null. Reads the session query (fetching it once if nothing is cached yet), so the guard
   * and the components always agree, even in the instant right after the sign-in popup reports back. Resolves once
   * that athlete's data kept on this device is back in the cache.
   */
  currentUser(): Promise<AuthUser | null>;
}

export function createRouterAuth(queryClient: QueryClient): RouterAuth {
  return {
    currentUser: async () => {
      const { user } = await queryClient.ensureQueryData(sessionQueryOptions);
      // The athlete's kept data is in the cache before any page's loader asks for it (offline, that is all there is).
      if (user) await keepCacheOf(queryClient, user.uid);
      return user;
    },
  };
}
