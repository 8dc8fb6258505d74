import { createFileRoute } from '@tanstack/react-router';
import { prefetchSessionWorkout } from '../../../features/live-session/api.ts';
import { LiveSessionPage } from '../../../features/live-session/live-session-page.tsx';
import { sessionSearch } from '../../../features/live-session/session-search.ts';

export const Route = createFileRoute('/_app/workouts/start/$workoutId')({
  validateSearch: sessionSearch,
  loader: ({ context, params }) => prefetchSessionWorkout(context.queryClient, params.workoutId),
  component: SessionRoute,
});

function SessionRoute() {
  const { workoutId } = Route.useParams();
  const { occurrence } = Route.useSearch();
  return <LiveSessionPage workoutId={workoutId} occurrence={occurrence} />;
}
