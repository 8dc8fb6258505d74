import { createFileRoute } from '@tanstack/react-router';
import { prefetchSessionWorkout } from '../../../features/session/api.ts';
import { SessionPage } from '../../../features/session/session-page.tsx';

export const Route = createFileRoute('/_app/workouts/start/$workoutId')({
  loader: ({ context, params }) => prefetchSessionWorkout(context.queryClient, params.workoutId),
  component: SessionRoute,
});

function SessionRoute() {
  const { workoutId } = Route.useParams();
  return <SessionPage workoutId={workoutId} />;
}
