import type { QueryClient } from '@tanstack/react-query';
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
    ].map((filter) => queryClient.invalidateQueries(filter)),
  ).then(() => undefined);
}

/** The athlete's IANA zone, sent with reads whose answer depends on "today" (decision 0012). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
