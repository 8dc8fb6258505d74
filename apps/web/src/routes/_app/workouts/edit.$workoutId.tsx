import { createFileRoute } from '@tanstack/react-router';
import { prefetchWorkout } from '#web/features/workout-form/api.ts';
import { WorkoutFormPage } from '#web/features/workout-form/workout-form-page.tsx';
import { workoutEditSearch } from '#web/features/workout-form/workout-form-search.ts';

export const Route = createFileRoute('/_app/workouts/edit/$workoutId')({
  validateSearch: workoutEditSearch,
  loader: ({ context, params }) => prefetchWorkout(context.queryClient, params.workoutId),
  component: EditWorkoutRoute,
});

function EditWorkoutRoute() {
  const { workoutId } = Route.useParams();
  const { occurrence, scope } = Route.useSearch();
  return (
    <WorkoutFormPage
      key={`${workoutId} ${occurrence ?? ''} ${scope ?? ''}`}
      mode="edit"
      sourceId={workoutId}
      occurrence={occurrence && scope ? { date: occurrence, scope } : undefined}
    />
  );
}
