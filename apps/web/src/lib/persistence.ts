import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { browserStorage } from './browser-storage.ts';
import { LIVE_SESSION_PREFIX } from './live-session-key.ts';
import { forgetAthlete, forgetLastAthlete, offlineStore, queryCacheKey } from './offline-store.ts';
import { CACHE_FRESHNESS_MS, LAST_SAVE_KEY } from './query-client.ts';
import { isSignInSessionQuery } from './sign-in-session-query-key.ts';

// The device's record of who was signed in, which the session check reads and writes.
export { lastSignedInUser, rememberSignedInUser } from './offline-store.ts';

/** Bumped when the shape of cached data changes, so an old cache is discarded instead of misread. */
const CACHE_BUSTER = 'liftwise-v1';

/** Where the cache lived before it moved to IndexedDB (offline-store.ts): removed so no copy outlives a sign-out. */
const LEGACY_STORAGE_KEY = 'liftwise-query-cache';

/**
 * The persister of one athlete's cache: the client as JSON under their key. Each change is written at once, in
 * order (IndexedDB runs one store's write transactions in the order they were made): with a delay, a reload right
 * after a save brought back the old data, and it would then count as fresh for a day.
 */
export function persisterFor(userId: string, onRestore?: (client: PersistedClient) => void): Persister {
  const key = queryCacheKey(userId);
  // Without IndexedDB (some private modes) nothing is kept: the app works from the server alone.
  const idb = offlineStore();
  return {
    persistClient: async (client) => {
      if (idb) await set(key, JSON.stringify(client), idb);
    },
    restoreClient: async () => {
      const kept = idb && (await get<string>(key, idb));
      const client = kept ? (JSON.parse(kept) as PersistedClient) : undefined;
      if (client) onRestore?.(client);
      return client;
    },
    removeClient: async () => {
      if (idb) await del(key, idb);
    },
  };
}

/**
 * The session is never persisted in the cache: the guard asks the server who is signed in (and, when the server
 * cannot be reached, reads `last-user`). Everything else that succeeded is kept for the spec's 24 hours.
 */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.state.status === 'success' && !isSignInSessionQuery(query.queryKey);
}

/**
 * Structural on purpose: the persist packages pin their own @tanstack/query-core, whose Query class is a
 * different (nominal, #private) type from the one @tanstack/react-query uses.
 */
interface PersistableQuery {
  queryKey: QueryKey;
  state: { status: string };
}

/** The athlete whose cache is being kept, the restore of it, and how to stop keeping it. */
let current: { userId: string; restored: Promise<void>; stop: () => void } | undefined;

/**
 * Restores this athlete's cached data into the client, then keeps writing it back on every change. Called by the
 * guard once it knows who is signed in, before any page's loader runs, so a page opened offline finds its data.
 * Another athlete's cache (a sign-in over someone else's session) is first dropped from memory.
 */
export function keepCacheOf(queryClient: QueryClient, userId: string): Promise<void> {
  if (current?.userId === userId) return current.restored;
  if (current) {
    stopKeepingCache();
    queryClient.removeQueries({ predicate: (query) => !isSignInSessionQuery(query.queryKey) });
  }
  browserStorage()?.removeItem(LEGACY_STORAGE_KEY);
  let keptAt = Number.POSITIVE_INFINITY;
  const persister = persisterFor(userId, (client) => {
    keptAt = client.timestamp;
  });
  const options = { queryClient, persister, buster: CACHE_BUSTER };
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  const restored = persistQueryClientRestore({ ...options, maxAge: CACHE_FRESHNESS_MS })
    .catch((error: unknown) => console.error('Could not read the data kept in this browser.', error))
    .then(() => {
      if (stopped) return;
      // A save succeeded after the kept copy was written (a reload came before the write): what it changed may be
      // outdated, so everything restored counts as stale; a page shows it and asks again (nothing is refetched
      // that no page shows).
      if (Number(browserStorage()?.getItem(LAST_SAVE_KEY) ?? 0) > keptAt) {
        void queryClient.invalidateQueries({
          // Not what this page load has fetched meanwhile (the restore runs beside the first requests).
          predicate: (query) => !isSignInSessionQuery(query.queryKey) && query.state.dataUpdatedAt <= keptAt,
          refetchType: 'none',
        });
      }
      const keeping = { ...options, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } };
      unsubscribe = persistQueryClientSubscribe(keeping);
      // What this page load fetched while the restore ran is written now, not at the next change: a page left (or
      // a reload) before any other change would otherwise have kept none of it for offline use.
      void persistQueryClientSave(keeping);
    });
  current = {
    userId,
    restored,
    stop: () => {
      stopped = true;
      unsubscribe?.();
    },
  };
  return restored;
}

/** Stops writing the cache to disk (sign-out does this before it empties the cache). */
export function stopKeepingCache(): void {
  current?.stop();
  current = undefined;
}

/**
 * The server says nobody is signed in here any more (a sign-out everywhere from another device, an expired
 * session): nothing more is written, and the last athlete's data leaves this device too.
 */
export async function forgetEndedSession(): Promise<void> {
  stopKeepingCache();
  await forgetLastAthlete();
}

/**
 * Sign-out (this browser or everywhere): another person may use this browser next, so nothing of this athlete's
 * data may stay on disk: their cached data, their changes waiting to be saved (they were asked first: `useSignOut`),
 * the record that they were signed in, and the live sessions kept here.
 */
export async function removePersistedCache(userId: string | undefined): Promise<void> {
  stopKeepingCache();
  const storage = browserStorage();
  if (storage) {
    storage.removeItem(LEGACY_STORAGE_KEY);
    const sessions = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) =>
      key?.startsWith(LIVE_SESSION_PREFIX),
    );
    for (const key of sessions) if (key) storage.removeItem(key);
  }
  await forgetAthlete(userId, true);
}
