import { createFileRoute } from '@tanstack/react-router';
import { prefetchGoal } from '#web/features/goals/api.ts';
import { GoalEditPage } from '#web/features/goals/goal-edit-page.tsx';

export const Route = createFileRoute('/_app/goals/edit/$goalId')({
  loader: ({ context, params }) => prefetchGoal(context.queryClient, params.goalId),
  component: GoalEditRoute,
});

function GoalEditRoute() {
  const { goalId } = Route.useParams();
  return <GoalEditPage goalId={goalId} />;
}
