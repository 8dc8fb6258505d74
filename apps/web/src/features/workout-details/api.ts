import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { trpc } from '#web/lib/trpc.ts';

// The details screen's server state: one read that answers both halves (the plan and its completion).

function detailsQueryOptions(workoutId: string) {
  return trpc.getWorkoutDetails.queryOptions({ workoutId });
}

export function prefetchWorkoutDetails(queryClient: QueryClient, workoutId: string): void {
  void queryClient.prefetchQuery(detailsQueryOptions(workoutId));
}

/** The id may be a planned workout's or a completed one's; both halves null means not found. */
export function useWorkoutDetails(workoutId: string) {
  const query = useQuery(detailsQueryOptions(workoutId));
  // The screen shows one workout: the spec's message for a failed load of one workout.
  useLoadFailureToast(query, 'getWorkout');
  return query;
}
