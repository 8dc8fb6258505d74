import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '../../lib/load-failure.ts';
import { browserTimeZone, invalidateTraining, staleUnlessToday } from '../../lib/training-cache.ts';
import { trpc } from '../../lib/trpc.ts';

// The workout list's server state: one bounded read for the whole screen (decision 0013) and its two deletes.

export function workoutOverviewQueryOptions() {
  return trpc.getWorkouts.queryOptions({ timeZone: browserTimeZone() }, { staleTime: staleUnlessToday });
}

export function prefetchWorkouts(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(workoutOverviewQueryOptions());
}

/** Upcoming, missed, recently completed and the stat cards; a failed load is toasted with Retry. */
export function useWorkoutOverview() {
  const query = useQuery(workoutOverviewQueryOptions());
  useLoadFailureToast(query, 'getWorkouts');
  return query;
}

export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.deleteWorkout.mutationOptions({ onSuccess: () => invalidateTraining(queryClient) }),
  );
}

export function useDeleteCompletedWorkout() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.deleteCompletedWorkout.mutationOptions({ onSuccess: () => invalidateTraining(queryClient) }),
  );
}
