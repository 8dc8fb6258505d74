import { type CompletedWorkoutSummary, WORKOUT_SCREEN_TEXT, WORKOUT_SUCCESS_TOASTS } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, Clock, Eye } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useDeleteCompletedWorkout } from './api.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import { ExercisePreview } from './exercise-preview.tsx';
import { formatSessionDay } from './format.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutList;

/** A finished session: when, how long, what was done; View Details and delete. */
export function CompletedCard({ completed }: { completed: CompletedWorkoutSummary }) {
  const deleteCompleted = useDeleteCompletedWorkout();

  async function confirmDelete() {
    if (await succeeded(deleteCompleted.mutateAsync({ completedWorkoutId: completed.id })))
      showToast(WORKOUT_SUCCESS_TOASTS.completedWorkoutDeleted);
  }

  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h3" className="break-words text-lg">
            {completed.name}
          </CardTitle>
          <Badge variant="success">{TEXT.statCompleted}</Badge>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1">
            <CalendarCheck className="size-4" aria-hidden="true" />
            {formatSessionDay(completed.date)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {TEXT.sessionDuration(completed.duration)}
          </span>
          <span>{TEXT.sets(completed.totalSets)}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ExercisePreview names={completed.exerciseNames} />
      </CardContent>
      <CardFooter className="gap-2">
        <Button asChild variant="outline" size="lg" className="flex-1">
          <Link to="/workouts/view/$workoutId" params={{ workoutId: completed.id }}>
            <Eye aria-hidden="true" />
            {TEXT.viewDetails}
          </Link>
        </Button>
        <ConfirmDeleteButton
          name={completed.name}
          title={TEXT.deleteCompletedTitle}
          description={TEXT.deleteCompletedDescription(completed.name)}
          pending={deleteCompleted.isPending}
          onConfirm={() => void confirmDelete()}
        />
      </CardFooter>
    </Card>
  );
}
