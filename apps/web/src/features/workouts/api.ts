import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { invalidateTraining, workoutOverviewQueryOptions } from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';

// The workout list's server state: one bounded read for the whole screen and the completed
// sessions' delete (a planned workout's delete is shared with the schedule: lib/delete-workout.ts).

export function prefetchWorkouts(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(workoutOverviewQueryOptions());
}

/** Upcoming, missed, recently completed and the stat cards; a failed load is toasted with Retry. */
export function useWorkoutOverview() {
  const query = useQuery(workoutOverviewQueryOptions());
  useLoadFailureToast(query, 'getWorkouts');
  return query;
}

export function useDeleteCompletedWorkout() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.deleteCompletedWorkout.mutationOptions({
      ...failsAs('deleteCompletedWorkout'),
      onSuccess: () => invalidateTraining(queryClient),
    }),
  );
}
