import { DASHBOARD_SCREEN_TEXT, ROUTES, todaysWorkouts, type Workout } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Play, Plus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const TEXT = DASHBOARD_SCREEN_TEXT.dashboard;

/**
 * The dashboard's first lines: today's workouts with Start, and Create Workout. On a phone the session is then one
 * tap from the dashboard, not below the stats and six action cards.
 */
export function TodayPanel({
  day,
  loading = false,
}: {
  /** The athlete's day and upcoming workouts; undefined while they load or when they failed (the stats say so). */
  day: { today: string; upcoming: readonly Workout[] } | undefined;
  /** While they load, the panel keeps their place, so nothing below moves when they come. */
  loading?: boolean;
}) {
  const todays = day ? todaysWorkouts(day.upcoming, day.today) : [];
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      {day ? (
        <section
          aria-labelledby="todays-workout"
          className="space-y-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
        >
          <h2 id="todays-workout" className="font-medium text-muted-foreground text-sm">
            {TEXT.todaysWorkoutTitle}
          </h2>
          {todays.length === 0 ? (
            <p>{TEXT.nothingToday}</p>
          ) : (
            <ul className="space-y-2">
              {todays.map((workout) => (
                <li key={workout.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <p className="min-w-0 font-semibold text-lg">
                    {workout.name}
                    {workout.time ? (
                      <span className="ml-2 font-normal text-base text-muted-foreground">{workout.time}</span>
                    ) : null}
                  </p>
                  <Button asChild className="max-sm:w-full">
                    <Link
                      to="/workouts/start/$workoutId"
                      params={{ workoutId: workout.id }}
                      // A repeating workout's occurrence today is the one run.
                      search={workout.recurrence === undefined ? {} : { occurrence: workout.date }}
                    >
                      <Play aria-hidden="true" />
                      {TEXT.startWorkout}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : loading ? (
        <div
          data-placeholder="todays-workout"
          aria-hidden="true"
          className="space-y-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
        >
          <Skeleton className="h-5 w-32" />
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-10 w-28 max-sm:w-full" />
          </div>
        </div>
      ) : null}
      <Button size="lg" variant={todays.length > 0 ? 'outline' : 'default'} asChild>
        <Link to={ROUTES.createWorkout}>
          <Plus aria-hidden="true" />
          {TEXT.createWorkout}
        </Link>
      </Button>
    </div>
  );
}
