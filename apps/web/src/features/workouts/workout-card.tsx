import {
  dayLabel,
  effectiveStatus,
  RECURRENCE_SCREEN_TEXT,
  WORKOUT_SCREEN_TEXT,
  type Workout,
} from '@liftwise/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays, Clock, Copy, Pencil, Play, Trash2 } from 'lucide-react';
import { SeriesScopeDialog } from '#web/components/series-scope-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useDeleteWorkout } from '#web/lib/delete-workout.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import { ExercisePreview } from './exercise-preview.tsx';
import { formatWorkoutDay } from './format.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutList;

/** A planned workout: when, how long, what; Start Workout first, then copy, edit and delete. */
export function WorkoutCard({ workout, today }: { workout: Workout; today: string }) {
  const deleteWorkout = useDeleteWorkout();
  const label = dayLabel(workout.date, today);
  const missed = effectiveStatus(workout, today) === 'missed';
  const navigate = useNavigate();
  const params = { workoutId: workout.id };
  // An occurrence of a repeating workout: its series' id and its day.
  const occurrence = workout.recurrence === undefined ? undefined : workout.date;
  const scopeText = RECURRENCE_SCREEN_TEXT.scope;

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
          <Link
            to="/workouts/start/$workoutId"
            params={params}
            search={occurrence === undefined ? {} : { occurrence }}
          >
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
          {occurrence === undefined ? (
            <Button variant="ghost" size="icon" asChild>
              <Link
                to="/workouts/edit/$workoutId"
                params={params}
                aria-label={`${TEXT.edit} ${workout.name}`}
              >
                <Pencil aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <>
              <SeriesScopeDialog
                trigger={
                  <Button variant="ghost" size="icon" aria-label={`${TEXT.edit} ${workout.name}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                }
                title={scopeText.editTitle}
                description={scopeText.editDescription}
                onChoose={(scope) =>
                  void navigate({ to: '/workouts/edit/$workoutId', params, search: { occurrence, scope } })
                }
              />
              <SeriesScopeDialog
                trigger={
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={deleteWorkout.isPending}
                    aria-label={`${TEXT.delete} ${workout.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                }
                title={scopeText.deleteTitle}
                description={scopeText.deleteDescription}
                onChoose={(scope) => void deleteWorkout.remove(workout.id, { date: occurrence, scope })}
              />
            </>
          )}
          {occurrence === undefined ? (
            <ConfirmDeleteButton
              name={workout.name}
              title={TEXT.deleteTitle}
              description={TEXT.deleteDescription(workout.name)}
              pending={deleteWorkout.isPending}
              onConfirm={() => void deleteWorkout.remove(workout.id)}
            />
          ) : null}
        </div>
      </CardFooter>
    </Card>
  );
}
