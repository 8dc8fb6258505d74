import { type AnalyticsRangeWeeks, DEFAULT_ANALYTICS_WEEKS, type WeightUnit } from '@liftwise/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { staleUnlessToday } from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';
import { browserWeightUnit, useWeightUnit } from '#web/lib/weight-unit.ts';

// The Progress Analytics screen's server state: one answer per period, refreshed by every training write
// (lib/training-cache.ts invalidateTraining names it) and when the athlete's day turns.

/** A period's figures, every weight in the athlete's unit. */
export function progressQueryOptions(weeks: AnalyticsRangeWeeks, weightUnit: WeightUnit) {
  return trpc.getProgressAnalytics.queryOptions(
    { timeZone: browserTimeZone(), weeks, weightUnit },
    // Switching the period keeps the last figures on screen until the new ones arrive, instead of a skeleton.
    { staleTime: staleUnlessToday, placeholderData: keepPreviousData },
  );
}

/** For the route loader: the default period in the unit known so far, without waiting. */
export function prefetchProgress(queryClient: QueryClient): void {
  const profile = queryClient.getQueryData(trpc.getProfile.queryKey());
  const unit = profile?.weightUnit ?? browserWeightUnit();
  void queryClient.prefetchQuery(progressQueryOptions(DEFAULT_ANALYTICS_WEEKS, unit));
}

export function useProgressAnalytics(weeks: AnalyticsRangeWeeks) {
  const query = useQuery(progressQueryOptions(weeks, useWeightUnit()));
  useLoadFailureToast(query, 'getProgressAnalytics');
  return query;
}

/** The athlete's all-time records: the same cache entry the live session reads and training writes refresh. */
export function usePersonalRecords() {
  return useQuery(trpc.getPersonalRecords.queryOptions());
}
