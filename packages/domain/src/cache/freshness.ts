const HOUR_MS = 60 * 60 * 1000;

/** Cached data stays fresh for 24 hours (spec §4, §9). */
export const CACHE_FRESH_HOURS = 24;
export const CACHE_FRESH_MS = CACHE_FRESH_HOURS * HOUR_MS;

function toMs(value: Date | string | number): number {
  if (typeof value === 'number') return value;
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/**
 * Spec §4: cached data is fresh for 24 hours; a forced refresh bypasses it. A missing or unreadable timestamp, or
 * one in the future (a clock moved back), is treated as stale so the data is refetched.
 */
export function isCacheFresh(input: {
  fetchedAt: Date | string | number | null | undefined;
  now: Date | string | number;
  force?: boolean | undefined;
}): boolean {
  if (input.force || input.fetchedAt === null || input.fetchedAt === undefined) return false;
  const age = toMs(input.now) - toMs(input.fetchedAt);
  return Number.isFinite(age) && age >= 0 && age < CACHE_FRESH_MS;
}

/** Spec §4 (plans): the fetch is skipped when the cache is valid and initialized, unless forced. */
export function shouldFetch(input: {
  initialized: boolean;
  fetchedAt: Date | string | number | null | undefined;
  now: Date | string | number;
  force?: boolean | undefined;
}): boolean {
  return !(input.initialized && isCacheFresh(input));
}
