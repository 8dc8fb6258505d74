import { WORKOUT_SCREEN_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Dumbbell, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ListPage } from '#web/components/list-page.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { useWorkoutOverview } from './api.ts';
import { CompletedCard } from './completed-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { WorkoutCard } from './workout-card.tsx';

const TEXT = WORKOUT_SCREEN_TEXT.workoutList;

function CreateWorkoutButton() {
  return (
    <Button asChild size="lg">
      <Link to="/workouts/create">
        <Plus aria-hidden="true" />
        {TEXT.createWorkout}
      </Link>
    </Button>
  );
}

function Section({
  title,
  count,
  description,
  children,
}: {
  title: string;
  count?: number;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3" aria-label={title}>
      <div className="space-y-1">
        <h2 className="font-semibold text-xl">
          {title}
          {count === undefined ? null : (
            <span className="ml-2 text-muted-foreground tabular-nums">{count}</span>
          )}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}

function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed p-5 text-muted-foreground text-sm">{children}</p>;
}

function WorkoutsSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-20 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-52 rounded-xl" />
        ))}
      </div>
    </SkeletonStatus>
  );
}

function WorkoutsEmpty() {
  return (
    <EmptyState
      icon={<Dumbbell />}
      title={TEXT.emptyTitle}
      description={TEXT.emptyDescription}
      action={<CreateWorkoutButton />}
    />
  );
}

/** Spec §2 'My Workouts': the four stat cards, Upcoming, Missed (when any) and Recently Completed. */
export function WorkoutsPage() {
  const query = useWorkoutOverview();
  const overview = query.data;
  const isEmpty =
    overview !== undefined &&
    overview.upcoming.length + overview.missed.length + overview.recentlyCompleted.length === 0;

  let body: ReactNode;
  if (query.isPending) body = <WorkoutsSkeleton />;
  else if (!overview)
    body = (
      <LoadFailed
        title={TEXT.loadFailedTitle}
        message={TEXT.loadFailedMessage}
        retryLabel={TEXT.retry}
        query={query}
      />
    );
  else if (isEmpty) body = <WorkoutsEmpty />;
  else {
    const { upcoming, missed, recentlyCompleted, stats, today } = overview;
    body = (
      <>
        <StatCards stats={stats} />
        <Section title={TEXT.upcoming} count={stats.upcomingCount}>
          {upcoming.length === 0 ? (
            <SectionEmpty>{TEXT.upcomingEmpty}</SectionEmpty>
          ) : (
            <CardGrid>
              {upcoming.map((workout) => (
                <li key={`${workout.id} ${workout.date}`}>
                  <WorkoutCard workout={workout} today={today} />
                </li>
              ))}
            </CardGrid>
          )}
          {stats.upcomingCount > upcoming.length ? (
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
              {TEXT.moreUpcoming(upcoming.length, stats.upcomingCount)}
              <Button variant="link" asChild className="h-auto p-0">
                <Link to="/schedule">
                  <CalendarDays aria-hidden="true" />
                  {TEXT.openSchedule}
                </Link>
              </Button>
            </p>
          ) : null}
        </Section>
        {missed.length > 0 ? (
          <Section title={TEXT.missed} description={TEXT.missedDescription}>
            <CardGrid>
              {missed.map((workout) => (
                <li key={`${workout.id} ${workout.date}`}>
                  <WorkoutCard workout={workout} today={today} />
                </li>
              ))}
            </CardGrid>
          </Section>
        ) : null}
        <Section title={TEXT.recentlyCompleted}>
          {recentlyCompleted.length === 0 ? (
            <SectionEmpty>{TEXT.completedEmpty}</SectionEmpty>
          ) : (
            <CardGrid>
              {recentlyCompleted.map((completed) => (
                <li key={completed.id}>
                  <CompletedCard completed={completed} />
                </li>
              ))}
            </CardGrid>
          )}
        </Section>
      </>
    );
  }

  return (
    <ListPage
      title={TEXT.title}
      description={TEXT.description}
      actions={isEmpty ? null : <CreateWorkoutButton />}
      className="space-y-8"
    >
      {body}
    </ListPage>
  );
}
