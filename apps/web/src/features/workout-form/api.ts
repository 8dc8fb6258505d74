import { type QueryClient, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { queueable } from '#web/lib/outbox/queueable.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { invalidateTraining } from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';

// The workout form's server state: the workout it edits or copies, and the two writes.

/** For the edit and copy routes' loaders: warms the cache without waiting, the page shows a failure itself. */
export function prefetchWorkout(queryClient: QueryClient, workoutId: string | undefined): void {
  if (workoutId === undefined) return;
  void queryClient.prefetchQuery(trpc.getWorkout.queryOptions({ workoutId }));
}

/** The workout to edit or copy (none for a new one); null: no such workout of this athlete. */
export function useSourceWorkout(workoutId: string | undefined) {
  const query = useQuery(trpc.getWorkout.queryOptions(workoutId === undefined ? skipToken : { workoutId }));
  useLoadFailureToast(query, 'getWorkout');
  return query;
}

/**
 * After a write every workout read is refetched (the list, the schedule, the dashboard, the details), so no
 * screen shows the old week. Not awaited: the form goes back to the list at once.
 */
function useRefreshTraining() {
  const queryClient = useQueryClient();
  return () => void invalidateTraining(queryClient);
}

/** Offline, both writes wait in the outbox and show in the list meanwhile. */
export function useSaveWorkout() {
  const onSuccess = useRefreshTraining();
  return useMutation({
    ...trpc.saveWorkout.mutationOptions({ ...failsAs('saveWorkout'), onSuccess }),
    ...queueable('saveWorkout'),
  });
}

/**
 * An edit names the version it was made on (`baseUpdatedAt`): one made on an older version is refused with 'changed
 * on another device' and every workout read refetched, so the form shows the newer version.
 */
export function useUpdateWorkout() {
  const refresh = useRefreshTraining();
  return useMutation({
    ...trpc.updateWorkout.mutationOptions({
      ...failsAs('updateWorkout'),
      onSuccess: refresh,
      onError: refresh,
    }),
    ...queueable('updateWorkout'),
  });
}

/** The AI generator: a workout from the athlete's words (nothing cached: the form adopts it). */
export function useGenerateWorkout() {
  return useMutation(trpc.generateWorkout.mutationOptions());
}

/** The Alternative dialog's suggestions for one exercise. */
export function useGenerateAlternatives() {
  return useMutation(trpc.generateAlternativeExercises.mutationOptions());
}
