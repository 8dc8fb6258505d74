import type { QueryClient } from '@tanstack/react-query';
import { keepCacheOf } from './persistence.ts';
import type { AuthUser } from './sign-in-session.ts';
import { signInSessionQueryOptions } from './sign-in-session.ts';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: RouterAuth;
}

export interface RouterAuth {
  /**
   * The signed-in user, or null. Reads the session query (fetching it once if nothing is cached yet), so the guard
   * and the components always agree, even in the instant right after the sign-in popup reports back. Offline, it
   * resolves once that athlete's data kept on this device is back in the cache (it is all there is); online, the
   * page's requests start beside the restore instead of after it (reading IndexedDB can take a few hundred
   * milliseconds on a phone), and what is restored never replaces data newer than itself.
   */
  currentUser(): Promise<AuthUser | null>;
}

export function createRouterAuth(queryClient: QueryClient): RouterAuth {
  return {
    currentUser: async () => {
      const { user } = await queryClient.ensureQueryData(signInSessionQueryOptions);
      if (user) {
        const restored = keepCacheOf(queryClient, user.uid);
        if (!navigator.onLine) await restored;
      }
      return user;
    },
  };
}
