import { CACHE_FRESH_MS, isCacheFresh } from '@liftwise/domain';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { browserStorage } from './browser-storage.ts';
import { showFailure } from './save-failure.ts';

/** Spec §4/§9: cached data is fresh for 24 hours; a forced refresh (refetch) bypasses it. */
export const CACHE_FRESHNESS_MS = CACHE_FRESH_MS;

/** When this browser last saw a save succeed (persistence.ts reads it: a kept cache older than that is outdated). */
export const LAST_SAVE_KEY = 'liftwise-last-save';

/**
 * Written at once (localStorage is synchronous), where the kept cache is written to IndexedDB a moment later: an
 * athlete who reloads right after a save must not get the cache from before it back as fresh for a day.
 */
function noteSavedChange(): void {
  try {
    browserStorage()?.setItem(LAST_SAVE_KEY, String(Date.now()));
  } catch {
    // Storage full: the kept cache is then trusted as it is (as it is without storage at all).
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed save shows its spec toast from here (the mutation's `meta.failure`, `save-failure.ts`).
    mutationCache: new MutationCache({
      onSuccess: noteSavedChange,
      onError: (error, _variables, _context, mutation) => {
        const operation = mutation.meta?.failure;
        if (operation) showFailure(operation, error);
      },
    }),
    defaultOptions: {
      queries: {
        // The domain's freshness rule decides, so the browser and any other reader agree on what "fresh" means.
        staleTime: (query) =>
          isCacheFresh({ fetchedAt: query.state.dataUpdatedAt || null, now: Date.now() }) ? Infinity : 0,
        // Kept in memory at least as long as it may be persisted, or the persister would drop it early.
        gcTime: CACHE_FRESHNESS_MS,
        retry: 1,
      },
    },
  });
}

/** The one client of the app: tRPC's options proxy, the router context and the persister all share it. */
export const queryClient = createQueryClient();
