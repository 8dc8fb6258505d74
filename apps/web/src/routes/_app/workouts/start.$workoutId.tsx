import { createFileRoute } from '@tanstack/react-router';
import { prefetchSessionWorkout } from '#web/features/live-session/api.ts';
import { LiveSessionPage } from '#web/features/live-session/live-session-page.tsx';
import { sessionSearch } from '#web/features/live-session/session-search.ts';

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
