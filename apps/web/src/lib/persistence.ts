import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryKey } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { isSessionQuery } from './auth-session.ts';
import { CACHE_FRESHNESS_MS } from './query-client.ts';

/** Bumped when the shape of cached data changes, so an old cache is discarded instead of misread. */
const CACHE_BUSTER = 'liftwise-v1';
const STORAGE_KEY = 'liftwise-query-cache';

/** localStorage is missing in some private modes and in non-browser tests; persistence is then simply off. */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const queryPersister = createAsyncStoragePersister({
  storage: browserStorage(),
  key: STORAGE_KEY,
  // Written at once: with the default 1 s throttle, a reload right after a save brought back the old data,
  // and it would then count as fresh for a day.
  throttleTime: 0,
});

/**
 * The session is never persisted: the guard must ask the server who is signed in, not trust a day-old answer.
 * Everything else that succeeded is kept for the spec's 24 hours.
 */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.state.status === 'success' && !isSessionQuery(query.queryKey);
}

/**
 * Structural on purpose: the persist packages pin their own @tanstack/query-core, whose Query class is a
 * different (nominal, #private) type from the one @tanstack/react-query uses.
 */
interface PersistableQuery {
  queryKey: QueryKey;
  state: { status: string };
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: CACHE_FRESHNESS_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/** Where a running live session is kept until it is saved (features/session): one entry per athlete and workout. */
const LIVE_SESSION_PREFIX = 'liftwise-session:';
export function liveSessionKey(userId: string, workoutId: string): string {
  return `${LIVE_SESSION_PREFIX}${userId}:${workoutId}`;
}

/** Sign-out: another person may use this browser next, so nothing of this user's data may stay on disk. */
export async function removePersistedCache(): Promise<void> {
  await queryPersister.removeClient();
  const storage = browserStorage();
  if (!storage) return;
  const sessions = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) =>
    key?.startsWith(LIVE_SESSION_PREFIX),
  );
  for (const key of sessions) if (key) storage.removeItem(key);
}
