import { type CalendarDate, listPageRange, scheduleRange, type Workout } from '@liftwise/domain';
import { type QueryClient, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { browserTimeZone, browserToday } from '#web/lib/time-zone.ts';
import {
  invalidateTraining,
  staleUnlessToday,
  workoutOverviewQueryOptions,
} from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';
import { monthOf } from './month.ts';

// The schedule's server state: the displayed grid's workouts, the workouts the Schedule Workout dialog offers,
// and the writes, each of which refreshes every workout read (the list and the dashboard show the same week).

export function scheduleQueryOptions(range: { from: string; to: string }) {
  return trpc.getSchedule.queryOptions(
    { timeZone: browserTimeZone(), ...range },
    { staleTime: staleUnlessToday },
  );
}

/** The same cache entry as the workout list's and the dashboard's (same procedure, same input). */
export function scheduleWorkoutsQueryOptions() {
  return workoutOverviewQueryOptions();
}

/** For the route loader: warms this month's grid without waiting; a failed load shows on the page. */
export function prefetchSchedule(queryClient: QueryClient): void {
  const { year, month } = monthOf(browserToday());
  void queryClient.prefetchQuery(scheduleQueryOptions(scheduleRange(year, month)));
  void queryClient.prefetchQuery(scheduleWorkoutsQueryOptions());
}

/** The grid's workouts; a failed load is logged and toasted with Retry, once per failure. */
export function useSchedule(range: { from: string; to: string }) {
  const query = useQuery({ ...scheduleQueryOptions(range), placeholderData: (previous) => previous });
  // getSchedule is a read of the spec's getWorkouts (§7), so a failure reads its message (§8).
  useLoadFailureToast(query, 'getWorkouts');
  return query;
}

/** What the List tab reads of each page's query. */
interface PageResult {
  data?: { today: CalendarDate; workouts: Workout[] } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
}

/** Every loaded page's workouts, in page order; pending while any page has not arrived (module-level: memoised). */
function combinePages(results: PageResult[]) {
  return {
    workouts: results.flatMap((r) => r.data?.workouts ?? []),
    today: results.find((r) => r.data)?.data?.today,
    pending: results.some((r) => r.isPending),
    /** A page that has never arrived: its weeks would read as free. */
    error: results.find((r) => r.data === undefined && r.error)?.error ?? null,
    fetching: results.some((r) => r.isFetching),
  };
}

/**
 * The List tab's pages (four weeks each, from `today`), one cache entry each, so showing more reads only the new
 * weeks; a failed page is logged and toasted with Retry, as the calendar's month is.
 */
export function useScheduleList(today: CalendarDate, pages: readonly number[]) {
  const queryClient = useQueryClient();
  const list = useQueries({
    queries: pages.map((page) => scheduleQueryOptions(listPageRange(today, page))),
    combine: combinePages,
  });
  const retry = useCallback(
    () =>
      void queryClient.refetchQueries({
        ...trpc.getSchedule.pathFilter(),
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      }),
    [queryClient],
  );
  // getSchedule is a read of the spec's getWorkouts (§7), so a failure reads its message (§8).
  useLoadFailureToast({ error: list.error, refetch: retry }, 'getWorkouts');
  return { ...list, retry };
}

/** Upcoming and missed workouts for the Schedule Workout dialog; it works without them (the month's are there). */
export function useScheduleWorkouts() {
  return useQuery(scheduleWorkoutsQueryOptions());
}

function useInvalidateTraining() {
  const queryClient = useQueryClient();
  return () => invalidateTraining(queryClient);
}

export function useUpdateWorkout() {
  const onSuccess = useInvalidateTraining();
  return useMutation(trpc.updateWorkout.mutationOptions({ ...failsAs('updateWorkout'), onSuccess }));
}

export function useSaveWorkout() {
  const onSuccess = useInvalidateTraining();
  return useMutation(trpc.saveWorkout.mutationOptions({ ...failsAs('saveWorkout'), onSuccess }));
}
