import { createFileRoute } from '@tanstack/react-router';
import { prefetchWorkoutDetails } from '#web/features/workout-details/api.ts';
import { WorkoutDetailsPage } from '#web/features/workout-details/workout-details-page.tsx';

export const Route = createFileRoute('/_app/workouts/view/$workoutId')({
  loader: ({ context, params }) => prefetchWorkoutDetails(context.queryClient, params.workoutId),
  component: WorkoutDetailsRoute,
});

function WorkoutDetailsRoute() {
  const { workoutId } = Route.useParams();
  return <WorkoutDetailsPage workoutId={workoutId} />;
}
