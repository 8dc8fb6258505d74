import { createFileRoute } from '@tanstack/react-router';
import { prefetchExercise } from '#web/features/exercises/api.ts';
import { ExercisePage } from '#web/features/exercises/exercise-page.tsx';

export const Route = createFileRoute('/_app/exercises/$exerciseId')({
  loader: ({ context, params }) => prefetchExercise(context.queryClient, params.exerciseId),
  component: ExerciseRoute,
});

function ExerciseRoute() {
  const { exerciseId } = Route.useParams();
  return <ExercisePage exerciseId={exerciseId} />;
}
