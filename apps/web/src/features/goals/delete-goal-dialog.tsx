import { GOAL_SCREEN_TEXT, GOAL_SUCCESS_TOASTS, type Goal } from '@liftwise/domain';
import { Trash2 } from 'lucide-react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useDeleteGoal } from './api.ts';

const TEXT = GOAL_SCREEN_TEXT.goals;

/** Delete asks first (spec §2: confirm, then the toast). */
export function DeleteGoalDialog({ goal }: { goal: Goal }) {
  const deleteGoal = useDeleteGoal();

  async function confirm() {
    if (await succeeded(deleteGoal.mutateAsync({ goalId: goal.id })))
      showToast(GOAL_SUCCESS_TOASTS.goalDeleted);
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={deleteGoal.isPending}
          aria-label={`${TEXT.delete} ${goal.title}`}
        >
          <Trash2 aria-hidden="true" />
          {TEXT.delete}
        </Button>
      }
      title={TEXT.deleteTitle}
      description={TEXT.deleteDescription(goal.title)}
      confirmLabel={TEXT.delete}
      cancelLabel={TEXT.cancel}
      onConfirm={() => void confirm()}
    />
  );
}
