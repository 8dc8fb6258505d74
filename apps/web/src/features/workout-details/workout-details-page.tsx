import {
  formatWeightNumber,
  WORKOUT_SCREEN_TEXT,
  type WorkoutDetails,
  workoutDetailsSummary,
} from '@liftwise/domain';
import { Link, useRouter } from '@tanstack/react-router';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, Copy, Repeat, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { SupersetGroups } from '#web/components/superset-groups.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { useWorkoutDetails } from './api.ts';
import { CompletedExerciseCard, PlannedExerciseCard } from './exercise-details-card.tsx';

const TEXT = WORKOUT_SCREEN_TEXT.workoutDetails;

function DetailsSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <Skeleton key={key} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
    </SkeletonStatus>
  );
}

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    // A <dl>'s direct child (a dt/dd group), so the list reads as one list of figures.
    <div className={cn('rounded-xl border bg-card p-3 shadow-sm sm:p-4', className)}>
      <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 font-semibold text-lg tabular-nums sm:text-xl">{children}</dd>
    </div>
  );
}

/** When it was (completed: the instant it was saved; planned: its day and time). */
function whenText({ workout, completion }: WorkoutDetails): string {
  if (completion) return format(parseISO(completion.date), 'EEEE, MMMM d, yyyy · h:mm a');
  if (!workout) return '';
  const day = format(parseISO(workout.date), 'EEEE, MMMM d, yyyy');
  return workout.time ? `${day} · ${workout.time}` : day;
}

function DetailsBody({ details }: { details: WorkoutDetails }) {
  const router = useRouter();
  const unit = useWeightUnit();
  const summary = workoutDetailsSummary(details, unit);
  if (!summary) return <NotFoundScreen text={TEXT} backLabel={TEXT.back} backTo="/workouts" />;
  const { workout, completion } = details;
  // Copy and Repeat start from the plan, so they need it to still exist.
  const plannedId = workout?.id;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <Button
          variant="ghost"
          className="-ml-3 h-11"
          onClick={() =>
            window.history.length > 1 ? router.history.back() : router.navigate({ to: '/workouts' })
          }
        >
          <ArrowLeft aria-hidden="true" />
          {TEXT.back}
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{summary.name}</h1>
          {summary.completed ? <Badge variant="success">{TEXT.completed}</Badge> : null}
        </div>
        <p className="text-muted-foreground">{whenText(details)}</p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={TEXT.durationLabel}>{TEXT.duration(summary.durationSeconds)}</Figure>
        <Figure label={TEXT.exercises}>{summary.exerciseCount}</Figure>
        <Figure label={TEXT.totalSets}>{summary.totalSets}</Figure>
        <Figure label={TEXT.difficulty}>{summary.difficulty ?? '—'}</Figure>
        <Figure label={TEXT.volume} className="col-span-2">
          {formatWeightNumber(summary.volume, unit)}
        </Figure>
      </dl>

      {plannedId ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {summary.completed ? (
            <Button asChild size="lg" className="h-12">
              <Link to="/workouts/start/$workoutId" params={{ workoutId: plannedId }}>
                <Repeat aria-hidden="true" />
                {TEXT.repeatWorkout}
              </Link>
            </Button>
          ) : null}
          <Button asChild size="lg" variant="outline" className="h-12">
            <Link to="/workouts/create" search={{ copyFrom: plannedId }}>
              <Copy aria-hidden="true" />
              {TEXT.copyWorkout}
            </Link>
          </Button>
        </div>
      ) : null}

      <section className="space-y-3" aria-labelledby="details-exercises">
        <h2 id="details-exercises" className="font-semibold text-xl">
          {TEXT.exercises}
        </h2>
        {completion ? (
          <SupersetGroups
            items={completion.actualExercises}
            groupName={TEXT.supersetGroupName}
            renderItem={(exercise) => (
              <CompletedExerciseCard key={exercise.id} exercise={exercise} unit={unit} />
            )}
          />
        ) : workout ? (
          <SupersetGroups
            items={workout.exercises}
            groupName={TEXT.supersetGroupName}
            renderItem={(exercise) => (
              <PlannedExerciseCard key={exercise.id} exercise={exercise} unit={unit} />
            )}
          />
        ) : null}
      </section>

      {summary.notes ? (
        <Card>
          <CardHeader className="pb-2">
            <CardTitle as="h2">{TEXT.notes}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line">{summary.notes}</p>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** Spec §2 Workout details (/workouts/view/{id}): read-only; the id is a planned or a completed workout's. */
export function WorkoutDetailsPage({ workoutId }: { workoutId: string }) {
  const query = useWorkoutDetails(workoutId);
  let body: ReactNode;
  if (query.isPending) body = <DetailsSkeleton />;
  else if (query.data === undefined)
    body = (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="font-medium">{TEXT.loadFailed}</p>
        <Button variant="outline" size="lg" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {TEXT.retry}
        </Button>
      </div>
    );
  else body = <DetailsBody details={query.data} />;
  return <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">{body}</div>;
}
