import { GOAL_SCREEN_TEXT, GOAL_SUCCESS_TOASTS, type GoalData } from '@liftwise/domain';
import { useNavigate } from '@tanstack/react-router';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useGoal, useUpdateGoal } from './api.ts';
import { GoalForm } from './goal-form.tsx';
import { GoalPageFrame } from './goal-page-frame.tsx';

const TEXT = GOAL_SCREEN_TEXT.goals;

function GoalFormSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="space-y-6">
      <Skeleton className="h-10 w-full" />
      <div className="grid gap-6 sm:grid-cols-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-40" />
    </SkeletonStatus>
  );
}

/**
 * Spec §2 Goals: 'Edit Goal'. Unlike the spec's screen, the update is saved (updateGoal), then the toast and back
 * to the list. Opened by URL it loads the goal; an id the athlete has no goal for reads 'Goal Not Found'.
 */
export function GoalEditPage({ goalId }: { goalId: string }) {
  const query = useGoal(goalId);
  const updateGoal = useUpdateGoal();
  const navigate = useNavigate();

  async function update(goalData: GoalData) {
    // The version the form shows: an edit of an older one is refused and the newer one shown.
    const baseUpdatedAt = query.data?._metadata.updatedAt;
    if (!(await succeeded(updateGoal.mutateAsync({ goalId, goalData, baseUpdatedAt })))) return;
    showToast(GOAL_SUCCESS_TOASTS.goalUpdated);
    await navigate({ to: '/goals' });
  }

  if (query.data === null) return <NotFoundScreen text={TEXT} backLabel={TEXT.backToGoals} backTo="/goals" />;

  let body: React.ReactNode;
  if (query.isPending) body = <GoalFormSkeleton />;
  else if (query.data === undefined)
    body = <LoadFailed title={TEXT.loadFailedTitle} message={TEXT.loadFailedMessage} query={query} />;
  else
    body = (
      // A new key when the stored goal changes starts the form from it; Reset Changes returns to it.
      <GoalForm
        key={query.data._metadata.updatedAt}
        goal={query.data}
        submitting={updateGoal.isPending}
        onSubmit={update}
      />
    );

  return <GoalPageFrame title={TEXT.editTitle}>{body}</GoalPageFrame>;
}
