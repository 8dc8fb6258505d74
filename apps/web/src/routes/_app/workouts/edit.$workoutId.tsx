import { createFileRoute } from '@tanstack/react-router';
import { prefetchWorkout } from '../../../features/workout-form/api.ts';
import { WorkoutFormPage } from '../../../features/workout-form/workout-form-page.tsx';

export const Route = createFileRoute('/_app/workouts/edit/$workoutId')({
  loader: ({ context, params }) => prefetchWorkout(context.queryClient, params.workoutId),
  component: EditWorkoutRoute,
});

function EditWorkoutRoute() {
  const { workoutId } = Route.useParams();
  return <WorkoutFormPage key={workoutId} mode="edit" sourceId={workoutId} />;
}
