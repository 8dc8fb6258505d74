import { createFileRoute } from '@tanstack/react-router';
import { GoalCreatePage } from '#web/features/goals/goal-create-page.tsx';

export const Route = createFileRoute('/_app/goals/create')({
  component: GoalCreatePage,
});
