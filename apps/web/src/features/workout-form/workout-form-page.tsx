import {
  DEFAULT_WORKOUT_STATUS,
  type OccurrenceScope,
  WORKOUT_FORM_TITLES,
  WORKOUT_SCREEN_TEXT,
  WORKOUT_SUCCESS_TOASTS,
  WORKOUT_TOASTS,
  type WorkoutFormMode,
  type WorkoutInput,
} from '@liftwise/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { browserToday } from '#web/lib/time-zone.ts';
import { useSaveWorkout, useSourceWorkout, useUpdateWorkout } from './api.ts';
import { WorkoutForm } from './workout-form.tsx';
import { initialFormState } from './workout-form-values.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  // Scroll margins: a focused field scrolled into view clears the sticky header and the phone's action bar.
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 pt-6 pb-4 sm:space-y-6 sm:px-6 sm:py-10 [&_:is(input,textarea,button)]:scroll-mt-24 [&_:is(input,textarea,button)]:scroll-mb-24">
      <div className="space-y-2">
        <Button variant="ghost" className="-ml-3 h-11" asChild>
          <Link to="/workouts">
            <ArrowLeft aria-hidden="true" />
            {TEXT.back}
          </Link>
        </Button>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}

function FormSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="space-y-4">
      <Skeleton className="h-72 w-full rounded-xl" />
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </SkeletonStatus>
  );
}

interface WorkoutFormPageProps {
  mode: WorkoutFormMode;
  /** The workout edited (edit) or copied (copy). */
  sourceId?: string | undefined;
  /** A day (and time) to put a new workout or a copy on, from the schedule's link. */
  date?: string | undefined;
  time?: string | undefined;
  /** Editing one occurrence of a repeating workout, and what the edit applies to. */
  occurrence?: OccurrenceScope | undefined;
}

/**
 * Spec §2 Workout form: one screen for create, edit and copy. Create and copy save a new scheduled workout
 * (saveWorkout), edit updates (updateWorkout); then the toast and back to /workouts. A failed save keeps the form.
 */
export function WorkoutFormPage({ mode, sourceId, date, time, occurrence }: WorkoutFormPageProps) {
  const source = useSourceWorkout(mode === 'create' ? undefined : sourceId);
  const saveWorkout = useSaveWorkout();
  const updateWorkout = useUpdateWorkout();
  const navigate = useNavigate();
  const editing = mode === 'edit';

  async function save(workout: WorkoutInput) {
    const stored =
      editing && sourceId !== undefined
        ? updateWorkout.mutateAsync({
            workoutId: sourceId,
            workout,
            baseUpdatedAt: source.data?.updatedAt,
            ...(occurrence && source.data?.recurrence !== undefined && { occurrence }),
          })
        : saveWorkout.mutateAsync({ workout });
    if (!(await succeeded(stored))) return;
    showToast(editing ? WORKOUT_SUCCESS_TOASTS.workoutUpdated : WORKOUT_SUCCESS_TOASTS.workoutSaved);
    await navigate({ to: '/workouts' });
  }

  const title = WORKOUT_FORM_TITLES[mode];
  if (mode !== 'create') {
    if (source.data === null)
      return (
        <Frame title={title}>
          <NotFoundScreen
            text={WORKOUT_SCREEN_TEXT.workoutDetails}
            backLabel={TEXT.back}
            backTo="/workouts"
            inPage
          />
        </Frame>
      );
    if (source.isPending)
      return (
        <Frame title={title}>
          <FormSkeleton />
        </Frame>
      );
    if (source.data === undefined)
      return (
        <Frame title={title}>
          {/* The form only once the workout is here: an empty one would read as if the workout were gone. */}
          <LoadFailed
            title={TEXT.loadFailedTitle}
            message={WORKOUT_TOASTS.loadOneFailed}
            retryLabel={TEXT.retry}
            query={source}
          />
        </Frame>
      );
  }

  const workout = mode === 'create' ? null : (source.data ?? null);
  const initial = initialFormState(workout, {
    mode,
    today: browserToday(),
    date,
    time,
    occurrence,
  });
  return (
    <Frame title={title}>
      <WorkoutForm
        // A new key when the stored workout changes starts the form from it.
        key={workout?.updatedAt ?? 'new'}
        mode={mode}
        initial={initial}
        status={editing && workout ? workout.status : DEFAULT_WORKOUT_STATUS}
        submitting={saveWorkout.isPending || updateWorkout.isPending}
        repeatable={!(occurrence?.scope === 'this' && workout?.recurrence !== undefined)}
        onSubmit={save}
      />
    </Frame>
  );
}
