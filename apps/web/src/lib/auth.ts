import { AUTH_BROADCAST_CHANNEL, readSignInMessage } from '@liftwise/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import {
  type AuthUser,
  isSessionQuery,
  SESSION_QUERY_KEY,
  type Session,
  sessionQueryOptions,
} from './auth-session.ts';
import { removePersistedCache } from './persistence.ts';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'unauthenticated'; user: null };

/** Spec §4: auth is loading, then authenticated or not. */
export function useAuth(): AuthState {
  const session = useQuery(sessionQueryOptions);
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
    // The verdict can arrive twice (opener message and broadcast): one completion serves both.
    let completing: Promise<void> | null = null;

    async function completeSignIn() {
      // The session must be in the cache before navigating, because the guard reads it from there.
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
      await navigate({ to: '/dashboard' });
    }

    function onMessage(event: MessageEvent) {
      const outcome = readSignInMessage(event, window.location.origin);
      if (outcome === 'signed-in') {
        completing ??= completeSignIn()
          .catch((error: unknown) => console.error('Could not complete sign-in.', error))
          .finally(() => {
            completing = null;
          });
      } else if (outcome === 'failed') {
        console.error('Sign-in failed.', event.data);
      }
    }

    window.addEventListener('message', onMessage);
    // A provider whose pages cut window.opener leaves the popup only this same-origin channel to report on.
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
    channel?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [queryClient, navigate]);
}

const SIGNED_OUT: Session = { user: null };

/**
 * Spec §2: Sign Out signs out, clears the user and goes to /. The local clean-up happens even when the server call
 * fails (that failure is only logged), because the athlete asked to leave this browser.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      const response = await fetch('/auth/signout', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) console.error(`Sign-out failed with HTTP ${response.status}.`);
    } catch (error) {
      console.error('Sign-out failed.', error);
    }
    queryClient.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
    await navigate({ to: '/' });
    // Only after leaving the app pages, so no mounted screen refetches what is being dropped.
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
    queryClient.getMutationCache().clear();
    await removePersistedCache().catch((error: unknown) =>
      console.error('Could not remove the cached data from this browser.', error),
    );
  }, [queryClient, navigate]);
}
