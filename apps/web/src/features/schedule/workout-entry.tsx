import {
  RECURRENCE_SCREEN_TEXT,
  SCHEDULE_SCREEN_TEXT,
  WORKOUT_SCREEN_TEXT,
  type Workout,
  type WorkoutStatus,
} from '@liftwise/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { Clock, Copy, Eye, Pencil, Play } from 'lucide-react';
import { SeriesScopeDialog } from '#web/components/series-scope-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { DeleteWorkoutDialog } from './delete-workout-dialog.tsx';
import { timeOfDay } from './format.ts';
import { MoveWorkoutDialog } from './move-workout-dialog.tsx';
import { StatusDot } from './status-dot.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

function exerciseCount(n: number): string {
  return n === 1 ? '1 exercise' : `${n} exercises`;
}

/**
 * One workout on the schedule with what can be done to it: a planned one is started, edited, moved; a completed
 * one is viewed (it happened on its day, so it is copied rather than moved). Both can be copied and deleted.
 */
export function WorkoutEntry({
  workout,
  status,
  headingLevel: Heading = 'h3',
}: {
  workout: Workout;
  status: WorkoutStatus;
  /** Under the day panel's h2 an h3; under the list's day headings an h4. */
  headingLevel?: 'h3' | 'h4';
}) {
  const completed = status === 'completed';
  const params = { workoutId: workout.id };
  const navigate = useNavigate();
  // An occurrence of a repeating workout: its series' id and its day.
  const occurrence = workout.recurrence === undefined ? undefined : workout.date;
  const editLabel = `${TEXT.edit} ${workout.name}`;
  return (
    <article
      aria-label={workout.name}
      className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Heading className="truncate font-semibold leading-tight">{workout.name}</Heading>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            {workout.time ? (
              <span className="flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" />
                {timeOfDay(workout.time)}
              </span>
            ) : null}
            <span>{WORKOUT_SCREEN_TEXT.workoutList.minutes(workout.duration)}</span>
            <span>{exerciseCount(workout.exercises.length)}</span>
          </p>
        </div>
        <span
          className={cn(
            'flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium text-xs',
            status === 'missed' && 'border-destructive/40 text-destructive',
          )}
        >
          <StatusDot status={status} />
          {TEXT.statuses[status]}
        </span>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {completed ? (
          <Button size="sm" asChild>
            <Link to="/workouts/view/$workoutId" params={params}>
              <Eye aria-hidden="true" />
              {TEXT.viewDetails}
            </Link>
          </Button>
        ) : (
          <Button size="sm" asChild>
            <Link
              to="/workouts/start/$workoutId"
              params={params}
              search={occurrence === undefined ? {} : { occurrence }}
            >
              <Play aria-hidden="true" />
              {TEXT.startWorkout}
            </Link>
          </Button>
        )}
        {completed ? null : occurrence !== undefined ? (
          <SeriesScopeDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={editLabel}>
                <Pencil aria-hidden="true" />
                {TEXT.edit}
              </Button>
            }
            title={RECURRENCE_SCREEN_TEXT.scope.editTitle}
            description={RECURRENCE_SCREEN_TEXT.scope.editDescription}
            onChoose={(scope) =>
              void navigate({ to: '/workouts/edit/$workoutId', params, search: { occurrence, scope } })
            }
          />
        ) : (
          <Button variant="outline" size="sm" asChild>
            <Link to="/workouts/edit/$workoutId" params={params} aria-label={editLabel}>
              <Pencil aria-hidden="true" />
              {TEXT.edit}
            </Link>
          </Button>
        )}
        <Button variant="outline" size="sm" asChild>
          <Link
            to="/workouts/create"
            search={{ copyFrom: workout.id }}
            aria-label={`${TEXT.copy} ${workout.name}`}
          >
            <Copy aria-hidden="true" />
            {TEXT.copy}
          </Link>
        </Button>
        {completed ? null : <MoveWorkoutDialog workout={workout} />}
        <DeleteWorkoutDialog workout={workout} />
      </div>
    </article>
  );
}
