import { zodResolver } from '@hookform/resolvers/zod';
import {
  movedWorkout,
  type PlacementFormValues,
  placementFormSchema,
  SCHEDULE_SCREEN_TEXT,
  WORKOUT_SUCCESS_TOASTS,
  type Workout,
} from '@liftwise/domain';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useUpdateWorkout } from './api.ts';
import { PlacementFields } from './placement-fields.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

function MoveForm({ workout, onDone }: { workout: Workout; onDone: () => void }) {
  const update = useUpdateWorkout();
  const form = useForm<PlacementFormValues>({
    resolver: zodResolver(placementFormSchema),
    defaultValues: { date: workout.date, time: workout.time ?? '' },
  });

  const submit = form.handleSubmit(async (placement) => {
    // On failure the dialog stays open with what was chosen, so trying again is one tap.
    if (
      !(await succeeded(
        update.mutateAsync({
          workoutId: workout.id,
          workout: movedWorkout(workout, placement),
          // An occurrence of a repeating workout moves alone: the others stay on their days.
          ...(workout.recurrence !== undefined && {
            occurrence: { date: workout.date, scope: 'this' as const },
          }),
        }),
      ))
    )
      return;
    showToast(WORKOUT_SUCCESS_TOASTS.workoutUpdated);
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={update.isPending || undefined}>
      <PlacementFields register={form.register} errors={form.formState.errors} disabled={update.isPending} />
      <DialogFooter>
        <Button type="submit" disabled={update.isPending}>
          {TEXT.moveConfirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Move to another day: the workout as it is, on the chosen day and time (updateWorkout). */
export function MoveWorkoutDialog({ workout }: { workout: Workout }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${TEXT.move} ${workout.name}`}>
          <CalendarClock aria-hidden="true" />
          {TEXT.move}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXT.moveTitle}</DialogTitle>
          <DialogDescription>{TEXT.moveDescription(workout.name)}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the workout's own day and time. */}
        {open ? <MoveForm workout={workout} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
