import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { rememberSignOut } from './pending-sign-out.ts';
import { removePersistedCache, stopKeepingCache } from './persistence.ts';
import { type AuthUser, type SignInSession, signInSessionQueryOptions } from './sign-in-session.ts';
import { isSignInSessionQuery, SIGN_IN_SESSION_QUERY_KEY } from './sign-in-session-query-key.ts';
import { listenForSignInVerdicts, logFailedSignIn } from './sign-in-verdicts.ts';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'unauthenticated'; user: null };

/** Spec §4: auth is loading, then authenticated or not. */
export function useAuth(): AuthState {
  const session = useQuery(signInSessionQueryOptions);
  if (session.data === undefined) return { status: 'loading', user: null };
  if (session.data.user === null) return { status: 'unauthenticated', user: null };
  return { status: 'authenticated', user: session.data.user };
}

/**
 * Listens for the sign-in popup's verdict. On success the session is re-read without reloading the page, every
 * cached query is refetched for the new user (spec §4: on sign-in all data is fetched) and the athlete lands on the
 * dashboard. A failure leaves the visitor signed out; it is only logged (spec §8).
 */
export function useSignInMessages(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    async function completeSignIn() {
      // The session must be in the cache before navigating, because the guard reads it from there.
      await queryClient.fetchQuery({ ...signInSessionQueryOptions, staleTime: 0 });
      void queryClient.invalidateQueries({ predicate: (query) => !isSignInSessionQuery(query.queryKey) });
      await navigate({ to: '/dashboard' });
    }

    return listenForSignInVerdicts((outcome, data) => {
      if (outcome === 'failed') logFailedSignIn(data);
      else
        void completeSignIn().catch((error: unknown) => console.error('Could not complete sign-in.', error));
    });
  }, [queryClient, navigate]);
}

const SIGNED_OUT: SignInSession = { user: null };

/** Sign Out ends this browser's session; Sign Out Everywhere ends every session of the user, on every device. */
export type SignOutScope = 'this-browser' | 'everywhere';

export const SIGN_OUT_URLS: Record<SignOutScope, string> = {
  'this-browser': '/auth/signout',
  everywhere: '/auth/signout/everywhere',
};

/**
 * Spec §2: Sign Out signs out, clears the user and goes to /. The local clean-up happens even when the server call
 * fails (that failure is only logged), because the athlete asked to leave this browser.
 */
export function useSignOut(): (scope?: SignOutScope) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (scope: SignOutScope = 'this-browser') => {
      const athlete = queryClient.getQueryData<SignInSession>(SIGN_IN_SESSION_QUERY_KEY)?.user?.uid;
      // Changes made offline and not yet saved would be lost: the athlete decides.
      if (!(await (await import('./outbox/sign-out-question.ts')).maySignOut(athlete))) return;
      const url = SIGN_OUT_URLS[scope];
      try {
        const response = await fetch(url, { method: 'POST', credentials: 'same-origin' });
        if (!response.ok) console.error(`Sign-out failed with HTTP ${response.status}.`);
        // The server did not end the session (down, or behind a gateway that is): it is told on the next check.
        if (response.status >= 500) rememberSignOut(url);
      } catch (error) {
        console.error('Sign-out could not reach the server; it is sent when the app next can.', error);
        rememberSignOut(url);
      }
      // This browser stops showing the athlete's notifications; the push service's 'gone' for its subscription then
      // removes it from their devices on the next send.
      await import('./push-subscription.ts')
        .then(({ endSubscription }) => endSubscription())
        .catch((error: unknown) => console.error('Could not end the notification subscription.', error));
      // Nothing more of this athlete's data is written to disk from here on (the clean-up below removes it).
      stopKeepingCache();
      queryClient.setQueryData(SIGN_IN_SESSION_QUERY_KEY, SIGNED_OUT);
      await navigate({ to: '/' });
      // Only after leaving the app pages, so no mounted screen refetches what is being dropped.
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => !isSignInSessionQuery(query.queryKey) });
      queryClient.getMutationCache().clear();
      await removePersistedCache(athlete).catch((error: unknown) =>
        console.error('Could not remove the cached data from this browser.', error),
      );
    },
    [queryClient, navigate],
  );
}
