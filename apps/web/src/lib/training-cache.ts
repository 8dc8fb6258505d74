import { isCacheFresh } from '@liftwise/domain';
import type { QueryClient } from '@tanstack/react-query';
import { browserTimeZone, browserToday } from './time-zone.ts';
import { trpc } from './trpc.ts';

/**
 * Every workout read, refetched after any workout write. The list, the schedule, the dashboard, the details and the
 * session all read overlapping data, and features never import each other: this one place names them all, so a
 * save on one screen can never leave another showing the old week.
 */
export function invalidateTraining(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      trpc.getWorkouts.pathFilter(),
      trpc.getSchedule.pathFilter(),
      trpc.getWorkout.pathFilter(),
      trpc.getWorkoutDetails.pathFilter(),
      trpc.getCompletedWorkouts.pathFilter(),
      trpc.getCompletedWorkout.pathFilter(),
      trpc.getProgressAnalytics.pathFilter(),
      trpc.getExerciseHistory.pathFilter(),
      trpc.getLastTime.pathFilter(),
      trpc.getPersonalRecords.pathFilter(),
    ].map((filter) => queryClient.invalidateQueries(filter)),
  ).then(() => undefined);
}

/**
 * For reads whose answer carries the `today` it was computed for (getWorkouts, getSchedule): fresh only while that
 * is still the athlete's today and the cache's 24 hours hold. A list cached last night must not call yesterday's
 * workout "Today" in the morning.
 */
export function staleUnlessToday(query: {
  state: { data: { today: string } | undefined; dataUpdatedAt: number };
}): number {
  const { data, dataUpdatedAt } = query.state;
  const today = browserToday();
  return data?.today === today && isCacheFresh({ fetchedAt: dataUpdatedAt || null, now: Date.now() })
    ? Infinity
    : 0;
}

/**
 * The one getWorkouts read of the list, the dashboard and the schedule's dialog: the same procedure and input is the
 * same cache entry, so they share one request and a write anywhere refreshes them all.
 */
export function workoutOverviewQueryOptions() {
  return trpc.getWorkouts.queryOptions({ timeZone: browserTimeZone() }, { staleTime: staleUnlessToday });
}
