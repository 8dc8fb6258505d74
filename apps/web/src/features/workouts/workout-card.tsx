import { dayLabel, effectiveStatus, WORKOUT_SCREEN_TEXT, type Workout } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Clock, Copy, Pencil, Play } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useDeleteWorkout } from '../../lib/delete-workout.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import { ExercisePreview } from './exercise-preview.tsx';
import { formatWorkoutDay } from './format.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutList;

/** A planned workout: when, how long, what; Start Workout first, then copy, edit and delete. */
export function WorkoutCard({ workout, today }: { workout: Workout; today: string }) {
  const deleteWorkout = useDeleteWorkout();
  const label = dayLabel(workout.date, today);
  const missed = effectiveStatus(workout, today) === 'missed';

  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h3" className="break-words text-lg">
            {workout.name}
          </CardTitle>
          {label ? <Badge>{label === 'Today' ? TEXT.today : TEXT.tomorrow}</Badge> : null}
          {missed ? <Badge variant="warning">{TEXT.missed}</Badge> : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden="true" />
            {formatWorkoutDay(workout.date, workout.time)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {TEXT.minutes(workout.duration)}
          </span>
          <Badge variant="outline">{workout.difficulty}</Badge>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ExercisePreview names={workout.exercises.map((exercise) => exercise.name)} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button asChild size="lg" className="flex-1 basis-40">
          <Link to="/workouts/start/$workoutId" params={{ workoutId: workout.id }}>
            <Play aria-hidden="true" />
            {TEXT.startWorkout}
          </Link>
        </Button>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" asChild>
            <Link
              to="/workouts/create"
              search={{ copyFrom: workout.id }}
              aria-label={`${TEXT.copy} ${workout.name}`}
            >
              <Copy aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="ghost" size="icon" asChild>
            <Link
              to="/workouts/edit/$workoutId"
              params={{ workoutId: workout.id }}
              aria-label={`${TEXT.edit} ${workout.name}`}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <ConfirmDeleteButton
            name={workout.name}
            title={TEXT.deleteTitle}
            description={TEXT.deleteDescription(workout.name)}
            pending={deleteWorkout.isPending}
            onConfirm={() => void deleteWorkout.remove(workout.id)}
          />
        </div>
      </CardFooter>
    </Card>
  );
}
