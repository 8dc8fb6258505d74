import { type AnalyticsRangeWeeks, DEFAULT_ANALYTICS_WEEKS } from '@liftwise/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useLoadFailureToast } from '../../lib/load-failure.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { staleUnlessToday } from '../../lib/training-cache.ts';
import { trpc } from '../../lib/trpc.ts';

// The Progress Analytics screen's server state: one answer per period, refreshed by every training write
// (lib/training-cache.ts invalidateTraining names it) and when the athlete's day turns.

export function progressQueryOptions(weeks: AnalyticsRangeWeeks) {
  return trpc.getProgressAnalytics.queryOptions(
    { timeZone: browserTimeZone(), weeks },
    // Switching the period keeps the last figures on screen until the new ones arrive, instead of a skeleton.
    { staleTime: staleUnlessToday, placeholderData: keepPreviousData },
  );
}

/** For the route loader: the default period, without waiting. */
export function prefetchProgress(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(progressQueryOptions(DEFAULT_ANALYTICS_WEEKS));
}

export function useProgressAnalytics(weeks: AnalyticsRangeWeeks) {
  const query = useQuery(progressQueryOptions(weeks));
  useLoadFailureToast(query, 'getProgressAnalytics');
  return query;
}
