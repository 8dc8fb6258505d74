import { createFileRoute } from '@tanstack/react-router';
import { prefetchWorkout } from '#web/features/workout-form/api.ts';
import { WorkoutFormPage } from '#web/features/workout-form/workout-form-page.tsx';
import { type WorkoutFormSearch, workoutFormSearch } from '#web/features/workout-form/workout-form-search.ts';

export const Route = createFileRoute('/_app/workouts/create')({
  validateSearch: (search: Record<string, unknown>): WorkoutFormSearch => workoutFormSearch(search),
  loaderDeps: ({ search }) => ({ copyFrom: search.copyFrom }),
  loader: ({ context, deps }) => prefetchWorkout(context.queryClient, deps.copyFrom),
  component: CreateWorkoutRoute,
});

function CreateWorkoutRoute() {
  const { copyFrom, date, time } = Route.useSearch();
  return (
    <WorkoutFormPage
      // Another ?copyFrom or ?date is another form: start it afresh.
      key={`${copyFrom ?? ''}|${date ?? ''}|${time ?? ''}`}
      mode={copyFrom === undefined ? 'create' : 'copy'}
      sourceId={copyFrom}
      date={date}
      time={time}
    />
  );
}
