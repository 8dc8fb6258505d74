import {
  type AnalyticsRangeWeeks,
  bodyWeightReadRange,
  DEFAULT_ANALYTICS_WEEKS,
  type WeightUnit,
} from '@liftwise/domain';
import type { RouterOutputs } from '@liftwise/trpc';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { queueable } from '#web/lib/outbox/queueable.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { browserTimeZone, browserToday } from '#web/lib/time-zone.ts';
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
  void queryClient.prefetchQuery(bodyWeightsQueryOptions(DEFAULT_ANALYTICS_WEEKS));
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

/** The body-weight log of the period's days and the week before them; today is the athlete's. */
export function bodyWeightsQueryOptions(weeks: AnalyticsRangeWeeks) {
  return trpc.getBodyWeights.queryOptions(bodyWeightReadRange(browserToday(), weeks * 7));
}

export function useBodyWeights(weeks: AnalyticsRangeWeeks) {
  const query = useQuery({ ...bodyWeightsQueryOptions(weeks), placeholderData: keepPreviousData });
  useLoadFailureToast(query, 'getBodyWeights');
  return query;
}

type BodyWeightLog = RouterOutputs['getBodyWeights'];

/** Every cached range holding `date`, changed the same way, so an entry shows at once (offline too). */
function changeLogs(queryClient: QueryClient, date: string, change: (log: BodyWeightLog) => BodyWeightLog) {
  for (const [key, log] of queryClient.getQueriesData<BodyWeightLog>(trpc.getBodyWeights.pathFilter())) {
    const range = (key[1] as { input?: { from: string; to: string } } | undefined)?.input;
    if (log && range && range.from <= date && date <= range.to) queryClient.setQueryData(key, change(log));
  }
}

/** Logs a day (replacing that day's entry); offline it waits in the outbox and shows meanwhile. */
export function useSaveBodyWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.saveBodyWeight.mutationOptions({
      ...failsAs('saveBodyWeight'),
      onSuccess: ({ entry }) => {
        changeLogs(queryClient, entry.date, (log) => ({
          ...log,
          entries: [entry, ...log.entries.filter((kept) => kept.date !== entry.date)].sort((a, b) =>
            b.date.localeCompare(a.date),
          ),
        }));
        void queryClient.invalidateQueries(trpc.getGoals.pathFilter());
      },
    }),
    ...queueable('saveBodyWeight'),
  });
}

export function useDeleteBodyWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.deleteBodyWeight.mutationOptions({
      ...failsAs('deleteBodyWeight'),
      onSuccess: ({ entryId }) => {
        queryClient.setQueriesData<BodyWeightLog>(trpc.getBodyWeights.pathFilter(), (log) =>
          log ? { ...log, entries: log.entries.filter((entry) => entry.id !== entryId) } : log,
        );
      },
    }),
    ...queueable('deleteBodyWeight'),
  });
}
