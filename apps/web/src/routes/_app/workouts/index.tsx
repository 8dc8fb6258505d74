import { createFileRoute } from '@tanstack/react-router';
import { prefetchWorkouts } from '../../../features/workouts/api.ts';
import { WorkoutsPage } from '../../../features/workouts/workouts-page.tsx';

export const Route = createFileRoute('/_app/workouts/')({
  loader: ({ context }) => prefetchWorkouts(context.queryClient),
  component: WorkoutsPage,
});
