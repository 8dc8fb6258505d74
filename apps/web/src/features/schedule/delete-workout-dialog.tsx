import { RECURRENCE_SCREEN_TEXT, SCHEDULE_SCREEN_TEXT, type Workout } from '@liftwise/domain';
import { Trash2 } from 'lucide-react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { SeriesScopeDialog } from '#web/components/series-scope-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useDeleteWorkout } from '#web/lib/delete-workout.ts';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/**
 * Delete asks first; the workout leaves the calendar when every workout read has refetched. An occurrence of a
 * repeating workout asks which: this one, this and the following ones, or all.
 */
export function DeleteWorkoutDialog({ workout }: { workout: Workout }) {
  const { remove, isPending } = useDeleteWorkout();
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:text-destructive"
      disabled={isPending}
      aria-label={`${TEXT.delete} ${workout.name}`}
    >
      <Trash2 aria-hidden="true" />
      {TEXT.delete}
    </Button>
  );
  if (workout.recurrence !== undefined)
    return (
      <SeriesScopeDialog
        trigger={trigger}
        title={RECURRENCE_SCREEN_TEXT.scope.deleteTitle}
        description={RECURRENCE_SCREEN_TEXT.scope.deleteDescription}
        onChoose={(scope) => void remove(workout.id, { date: workout.date, scope })}
      />
    );
  return (
    <ConfirmAction
      trigger={trigger}
      title={TEXT.deleteTitle}
      description={TEXT.deleteDescription(workout.name)}
      confirmLabel={TEXT.delete}
      cancelLabel={TEXT.cancel}
      onConfirm={() => void remove(workout.id)}
    />
  );
}
