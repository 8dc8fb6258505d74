import { SCHEDULE_SCREEN_TEXT, type Workout } from '@liftwise/domain';
import { Trash2 } from 'lucide-react';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDeleteWorkout } from '../../lib/delete-workout.ts';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/** Delete asks first; the workout leaves the calendar when every workout read has refetched. */
export function DeleteWorkoutDialog({ workout }: { workout: Workout }) {
  const { remove, isPending } = useDeleteWorkout();
  return (
    <ConfirmDelete
      trigger={
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
      }
      title={TEXT.deleteTitle}
      description={TEXT.deleteDescription(workout.name)}
      confirmLabel={TEXT.delete}
      cancelLabel={TEXT.cancel}
      onConfirm={() => void remove(workout.id)}
    />
  );
}
