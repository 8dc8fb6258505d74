import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { queueable } from '#web/lib/outbox/queueable.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { invalidateTraining } from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';

// The live session's server state: the planned workout it runs, and the one write that ends it.

function workoutQueryOptions(workoutId: string) {
  return trpc.getWorkout.queryOptions({ workoutId });
}

export function prefetchSessionWorkout(queryClient: QueryClient, workoutId: string): void {
  void queryClient.prefetchQuery(workoutQueryOptions(workoutId));
}

/** The planned workout; null when this athlete has none with that id. A failed load is toasted with Retry. */
export function useSessionWorkout(workoutId: string) {
  const query = useQuery(workoutQueryOptions(workoutId));
  useLoadFailureToast(query, 'getWorkout');
  return query;
}

/**
 * What the athlete did last time in each of the session's exercises. Fresh until training changes
 * (a finished session refreshes it through invalidateTraining); without it the session runs as before.
 */
export function useLastTime(exerciseNames: readonly string[]) {
  return useQuery(trpc.getLastTime.queryOptions({ exerciseNames: [...exerciseNames] }));
}

/**
 * The athlete's personal records, so a set that beats one is announced as it is saved. Refreshed with
 * every training write; without it the session runs as before, announcing nothing.
 */
export function usePersonalRecords() {
  return useQuery(trpc.getPersonalRecords.queryOptions());
}

/**
 * Finish Workout: saves the completion (the server marks the plan completed in the same transaction); then every
 * workout read is refreshed, so the list, the schedule and the dashboard show it. Offline it waits in the outbox
 * and shows in Recently Completed meanwhile.
 */
export function useSaveCompletedWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.saveCompletedWorkout.mutationOptions({
      ...failsAs('saveCompletedWorkout'),
      onSuccess: () => invalidateTraining(queryClient),
    }),
    ...queueable('saveCompletedWorkout'),
  });
}
