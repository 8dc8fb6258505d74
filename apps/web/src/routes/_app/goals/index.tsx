import { createFileRoute } from '@tanstack/react-router';
import { prefetchGoals } from '#web/features/goals/api.ts';
import { GoalsPage } from '#web/features/goals/goals-page.tsx';

export const Route = createFileRoute('/_app/goals/')({
  loader: ({ context }) => prefetchGoals(context.queryClient),
  component: GoalsPage,
});
