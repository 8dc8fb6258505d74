import { GOAL_SCREEN_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Plus, Target } from 'lucide-react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ListPage } from '#web/components/list-page.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { browserToday } from '#web/lib/time-zone.ts';
import { useGoals } from './api.ts';
import { GoalCard } from './goal-card.tsx';

const TEXT = GOAL_SCREEN_TEXT.goals;

function AddGoalButton() {
  return (
    <Button asChild>
      <Link to="/goals/create">
        <Plus aria-hidden="true" />
        {TEXT.addGoal}
      </Link>
    </Button>
  );
}

function GoalsSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <div key={n} className="space-y-4 rounded-xl border p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </SkeletonStatus>
  );
}

function GoalsEmpty() {
  return (
    <EmptyState
      icon={<Target />}
      title={TEXT.emptyTitle}
      description={TEXT.emptyDescription}
      action={<AddGoalButton />}
    />
  );
}

/** Spec §2 Goals: 'Manage Goals', the athlete's goals as cards, Add Goal. */
export function GoalsPage() {
  const query = useGoals();
  const today = browserToday();
  const goals = query.data?.goals;

  let body: React.ReactNode;
  if (query.isPending) body = <GoalsSkeleton />;
  else if (!goals)
    body = <LoadFailed title={TEXT.loadFailedTitle} message={TEXT.loadFailedMessage} query={query} />;
  else if (goals.length === 0) body = <GoalsEmpty />;
  else
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {goals.map((goal) => (
          <li key={goal.id}>
            <GoalCard goal={goal} today={today} />
          </li>
        ))}
      </ul>
    );

  return (
    <ListPage
      title={TEXT.listTitle}
      description={TEXT.listDescription}
      actions={goals && goals.length > 0 ? <AddGoalButton /> : null}
    >
      {body}
    </ListPage>
  );
}
