import {
  DASHBOARD_SCREEN_TEXT,
  nextWorkoutCard,
  streakCard,
  WORKOUT_TOASTS,
  type Workout,
} from '@liftwise/domain';
import { CalendarClock, Flame, Trophy } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadFailed, type RetryableRead } from '#web/components/load-failed.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';

const TEXT = DASHBOARD_SCREEN_TEXT.dashboard;

/** What the stat cards read from getWorkouts. */
export interface DashboardStats {
  today: string;
  upcoming: readonly Workout[];
  stats: { thisWeek: { completed: number; target: number }; streakDays: number };
}

function StatCard({
  title,
  icon,
  value,
  children,
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card role="group" aria-label={title} className="gap-2 p-5">
      <div className="flex items-center justify-between gap-2 text-muted-foreground">
        <h2 className="font-medium text-sm">{title}</h2>
        <span className="text-primary [&_svg]:size-5">{icon}</span>
      </div>
      <p className="truncate font-bold text-2xl tracking-tight">{value}</p>
      {children}
    </Card>
  );
}

// Only on the day of a timed workout: its code (the zone arithmetic) loads then, not with every dashboard.
const Countdown = lazy(() =>
  import('./next-workout-countdown.tsx').then((module) => ({ default: module.NextWorkoutCountdown })),
);

/** Spec §2 Dashboard: This Week 'n of 5', Next Workout 'MMM d' and name or 'None scheduled', Current Streak. */
export function StatCards({ data }: { data: DashboardStats }) {
  const week = data.stats.thisWeek;
  const next = nextWorkoutCard(data.upcoming, data.today);
  const streak = streakCard(data.stats.streakDays);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title={TEXT.thisWeekTitle}
        icon={<Trophy aria-hidden="true" />}
        value={TEXT.thisWeek(week.completed, week.target)}
      >
        <Progress
          value={Math.min(100, (week.completed / week.target) * 100)}
          aria-label={TEXT.thisWeekTitle}
        />
      </StatCard>
      <StatCard
        title={TEXT.nextWorkoutTitle}
        icon={<CalendarClock aria-hidden="true" />}
        value={next.workout ? next.dateLabel : TEXT.noneScheduled}
      >
        {next.workout ? <p className="truncate text-muted-foreground text-sm">{next.name}</p> : null}
        {next.workout?.date === data.today && next.workout.time !== undefined ? (
          <Suspense fallback={null}>
            <Countdown workout={next.workout} today={data.today} />
          </Suspense>
        ) : null}
      </StatCard>
      <StatCard title={TEXT.currentStreakTitle} icon={<Flame aria-hidden="true" />} value={streak.value}>
        <p className="text-muted-foreground text-sm">{streak.message}</p>
      </StatCard>
    </div>
  );
}

export function StatCardsSkeleton() {
  return (
    <SkeletonStatus label={TEXT.statsLoading} className="grid gap-4 sm:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <div key={n} className="space-y-3 rounded-xl border p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-20" />
          <Skeleton className="h-3 w-32" />
        </div>
      ))}
    </SkeletonStatus>
  );
}

/** The cards' place when the workouts could not be loaded: zeros would read as a week without training. */
export function StatCardsFailed({ query }: { query: RetryableRead }) {
  return <LoadFailed title={WORKOUT_TOASTS.loadFailed} query={query} retryLabel={TEXT.statsRetry} />;
}
