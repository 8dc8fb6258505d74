import { GOAL_SCREEN_TEXT, GOAL_SUCCESS_TOASTS, type GoalData } from '@liftwise/domain';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useSaveGoal } from './api.ts';
import { GoalForm } from './goal-form.tsx';
import { GoalPageFrame } from './goal-page-frame.tsx';

/** Spec §2 Goals: 'Add New Goal'; saved as active, then back to the list. */
export function GoalCreatePage() {
  const saveGoal = useSaveGoal();
  const navigate = useNavigate();

  async function save(goalData: GoalData) {
    if (!(await succeeded(saveGoal.mutateAsync({ goalData })))) return;
    showToast(GOAL_SUCCESS_TOASTS.goalSaved);
    await navigate({ to: '/goals' });
  }

  return (
    <GoalPageFrame title={GOAL_SCREEN_TEXT.goals.createTitle}>
      <GoalForm goal={null} submitting={saveGoal.isPending} onSubmit={save} />
    </GoalPageFrame>
  );
}
