import { failureToast, SCREEN_TEXT, SUCCESS_TOASTS, type Workout } from '@liftwise/domain';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { showToast } from '../../components/ui/toaster.tsx';
import { useDeleteWorkout } from './api.ts';

const TEXT = SCREEN_TEXT.schedule;

/** Delete asks first; the workout leaves the calendar when every workout read has refetched. */
export function DeleteWorkoutDialog({ workout }: { workout: Workout }) {
  const remove = useDeleteWorkout();

  async function confirm() {
    try {
      await remove.mutateAsync({ workoutId: workout.id });
      showToast(SUCCESS_TOASTS.workoutDeleted);
    } catch (error) {
      console.error('Deleting the workout failed.', error);
      showToast(failureToast('deleteWorkout'));
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={remove.isPending}
          aria-label={`${TEXT.delete} ${workout.name}`}
        >
          <Trash2 aria-hidden="true" />
          {TEXT.delete}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXT.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{TEXT.deleteDescription(workout.name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{TEXT.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void confirm()}>{TEXT.delete}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
