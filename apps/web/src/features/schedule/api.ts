import { scheduleRange } from '@liftwise/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '../../lib/load-failure.ts';
import { failsAs } from '../../lib/save-failure.ts';
import { browserTimeZone, browserToday } from '../../lib/time-zone.ts';
import {
  invalidateTraining,
  staleUnlessToday,
  workoutOverviewQueryOptions,
} from '../../lib/training-cache.ts';
import { trpc } from '../../lib/trpc.ts';
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
