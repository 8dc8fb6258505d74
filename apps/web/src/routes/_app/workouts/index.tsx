import { createFileRoute } from '@tanstack/react-router';
import { prefetchWorkouts } from '#web/features/workouts/api.ts';
import { WorkoutsPage } from '#web/features/workouts/workouts-page.tsx';

export const Route = createFileRoute('/_app/workouts/')({
  loader: ({ context }) => prefetchWorkouts(context.queryClient),
  component: WorkoutsPage,
});
