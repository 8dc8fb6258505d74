import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { idParam } from '../../../lib/search-params.ts';

export const Route = createFileRoute('/_app/workouts/create')({
  validateSearch: (search: Record<string, unknown>): { copyFrom?: string } => {
    const copyFrom = idParam(search.copyFrom);
    return copyFrom === undefined ? {} : { copyFrom };
  },
  component: CreateWorkoutRoute,
});

function CreateWorkoutRoute() {
  const { copyFrom } = Route.useSearch();
  return <ComingSoon title={copyFrom === undefined ? 'Create New Workout' : 'Copy Workout'} />;
}
