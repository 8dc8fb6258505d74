import { type OccurrenceScope, WORKOUT_SUCCESS_TOASTS } from '@liftwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../components/ui/toast.ts';
import { failsAs, succeeded } from './save-failure.ts';
import { invalidateTraining } from './training-cache.ts';
import { trpc } from './trpc.ts';

/**
 * Deleting a planned workout from any screen (the list, the schedule): the call, every workout read refreshed,
 * and the spec's toasts (§8). `remove` never throws; a failure is logged and toasted by the mutation cache (save-failure.ts).
 */
export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.deleteWorkout.mutationOptions({
      ...failsAs('deleteWorkout'),
      onSuccess: () => invalidateTraining(queryClient),
    }),
  );
  /** `occurrence`: one day of a repeating workout and what goes with it; without it, the whole workout. */
  async function remove(workoutId: string, occurrence?: OccurrenceScope): Promise<void> {
    if (await succeeded(mutation.mutateAsync({ workoutId, ...(occurrence && { occurrence }) })))
      showToast(WORKOUT_SUCCESS_TOASTS.workoutDeleted);
  }
  return { remove, isPending: mutation.isPending };
}
