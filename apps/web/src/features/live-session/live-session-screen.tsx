import {
  canCompleteSet,
  completedSetCount,
  completedWorkoutFromSession,
  exerciseNameKey,
  formatWeight,
  type LoggedWarmUp,
  loggedSetOf,
  newRecordToast,
  plannedSetCount,
  repsUpperBound,
  SESSION_SCREEN_TEXT,
  SESSION_SUCCESS_TOASTS,
  type SetFormResult,
  sessionProgressPercent,
  sessionSetRecords,
  type Workout,
  warmUpExerciseIndex,
} from '@liftwise/domain';
import { useNavigate } from '@tanstack/react-router';
import { Pause, Play } from 'lucide-react';
import { lazy, useCallback, useRef, useState } from 'react';
import { SupersetGroups } from '#web/components/superset-groups.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { AfterFirstPage } from '#web/lib/after-first-page.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { useLastTime, usePersonalRecords, useSaveCompletedWorkout } from './api.ts';
import type { SetTarget } from './complete-set-dialog.tsx';
import { ExerciseCard } from './exercise-card.tsx';
import { FinishButton } from './finish-button.tsx';
import { RestPanel } from './rest-panel.tsx';
import { clearStoredSession } from './session-storage.ts';
import { ElapsedClock } from './session-timers.tsx';
import { useLiveSession } from './use-live-session.ts';
import { useRestAlert } from './use-rest-alert.ts';
import { useWakeLock } from './use-wake-lock.ts';

const TEXT = SESSION_SCREEN_TEXT.liveSession;

// The Complete Set dialog's form (react-hook-form, zod's resolver and messages: ~25 KB compressed) loads once the
// page has shown (lib/after-first-page.ts): the session's first screen shows none of it, a set is completed only
// after Start, and the service worker keeps it for a session without signal (the live session's LCP).
const CompleteSetDialog = lazy(() =>
  import('./complete-set-dialog.tsx').then((module) => ({ default: module.CompleteSetDialog })),
);
const NO_WARM_UPS: readonly LoggedWarmUp[] = [];

/**
 * Spec §2 Live session, for a phone in a gym: the clock and progress on top, the rest timer under it, the
 * exercises with their sets. Start / Pause / Finish sit with the clock: a bar fixed at the bottom was covered by
 * the toasts, which phones show at the bottom.
 */
export function LiveSessionScreen({
  workout,
  userId,
  occurrence,
}: {
  workout: Workout;
  userId: string;
  /** The day of the repeating workout's occurrence being run: only that one is completed. */
  occurrence?: string | undefined;
}) {
  const { state, send, restDone } = useLiveSession(userId, workout.id, workout.exercises);
  const [target, setTarget] = useState<SetTarget | null>(null);
  const saveCompletedWorkout = useSaveCompletedWorkout();
  const unit = useWeightUnit();
  // The push at the rest's end, for when the phone is locked or the app is in the background.
  useRestAlert(state, workout.id, unit, send);
  const personalRecords = usePersonalRecords().data;
  const records = personalRecords?.records;
  // A pull-up's or a dip's set lifts the body too: records count the newest body weight with the weight added.
  const bodyWeight = personalRecords?.bodyWeight;
  const lastTime = useLastTime(workout.exercises.map((exercise) => exercise.name)).data?.lastTime;
  const lastTimeOf = (name: string) =>
    lastTime?.find((last) => exerciseNameKey(last.exercise) === exerciseNameKey(name));
  const navigate = useNavigate();
  useWakeLock(state.phase === 'started');

  const running = state.phase === 'started' || state.phase === 'paused';
  const planned = plannedSetCount(state);
  const done = completedSetCount(state);

  const completeSetButton = useRef<HTMLButtonElement>(null);
  const finishButton = useRef<HTMLButtonElement>(null);
  /** After a set: the next set's Complete Set, or Finish Workout when none is left or it has to wait. */
  const nextAction = useCallback(() => {
    const next = completeSetButton.current;
    return next && !next.disabled ? next : finishButton.current;
  }, []);

  // The optional warm-up ramp, on the session's first loaded lift.
  const warmUpIndex = warmUpExerciseIndex(state.exercises);
  const toggleWarmUp = useCallback(
    (warmUp: LoggedWarmUp) => send({ type: 'toggleWarmUp', exerciseIndex: warmUpIndex, warmUp }),
    [send, warmUpIndex],
  );

  const openSet = useCallback((exerciseIndex: number, setNumber: number) => {
    setTarget({ exerciseIndex, setNumber });
  }, []);

  function completeSet(at: SetTarget, result: SetFormResult) {
    setTarget(null);
    announceRecord(at, result);
    send({ type: 'completeSet', ...at, ...result, weightUnit: unit });
  }

  /** 'New record!' when the set beats the athlete's records and this session's earlier sets. */
  function announceRecord(at: SetTarget, result: SetFormResult) {
    const exercise = state.exercises[at.exerciseIndex];
    if (!records || !exercise) return;
    const set = loggedSetOf(
      exercise.name,
      {
        weight: result.actualWeight === undefined ? undefined : { value: result.actualWeight, unit },
        reps: repsUpperBound(result.actualReps),
      },
      bodyWeight,
    );
    if (!set) return;
    const soFar = state.exercises.map((planned, index) => ({
      name: planned.name,
      actualSets: state.completedSets[index] ?? [],
    }));
    const kinds = sessionSetRecords(records, soFar, set, bodyWeight);
    if (kinds.length > 0) {
      showToast(newRecordToast(exercise.name, `${formatWeight(set.weight)} × ${result.actualReps}`, kinds));
    }
  }

  async function finish() {
    const completedWorkout = completedWorkoutFromSession(state, workout, Date.now());
    // On failure the session stays as it was (and stays stored), so Finish can simply be pressed again.
    const input = {
      completedWorkout,
      timeZone: browserTimeZone(),
      ...(occurrence !== undefined && { occurrenceDate: occurrence }),
    };
    if (!(await succeeded(saveCompletedWorkout.mutateAsync(input)))) return;
    clearStoredSession(userId, workout.id);
    send({ type: 'finish' });
    showToast(SESSION_SUCCESS_TOASTS.workoutComplete);
    await navigate({ to: '/workouts' });
  }

  function renderCard(exerciseIndex: number) {
    const exercise = state.exercises[exerciseIndex];
    if (!exercise) return null;
    const isCurrentExercise = state.current.exerciseIndex === exerciseIndex;
    const currentSet = isCurrentExercise ? state.current.setNumber : null;
    return (
      <ExerciseCard
        key={exercise.id}
        exercise={exercise}
        exerciseIndex={exerciseIndex}
        completed={state.completedSets[exerciseIndex] ?? []}
        lastTime={lastTimeOf(exercise.name)}
        currentSet={currentSet}
        canComplete={
          !saveCompletedWorkout.isPending &&
          currentSet !== null &&
          canCompleteSet(state, exerciseIndex, currentSet)
        }
        onCompleteSet={openSet}
        completeSetRef={isCurrentExercise ? completeSetButton : undefined}
        unit={unit}
        {...(exerciseIndex === warmUpIndex && {
          warmUpsDone: state.warmUps?.[exerciseIndex] ?? NO_WARM_UPS,
          onToggleWarmUp: toggleWarmUp,
        })}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 pt-4 pb-10 sm:px-6 sm:pt-8">
      <header className="space-y-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{workout.name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          <Badge variant="secondary">{workout.difficulty}</Badge>
          <span>{TEXT.summary(workout.exercises.length, planned)}</span>
        </div>
      </header>

      <section
        aria-label={TEXT.elapsed}
        className="rounded-xl border bg-card p-4 text-center shadow-sm sm:p-6"
      >
        <p className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">
          {state.phase === 'paused' ? TEXT.paused : TEXT.elapsed}
        </p>
        <ElapsedClock
          state={state}
          className={state.phase === 'paused' ? 'text-muted-foreground' : undefined}
        />
        <div className="mt-4 space-y-2 text-left">
          <div className="flex justify-between font-medium text-sm">
            <span>{TEXT.progress(done, planned)}</span>
            <span>{Math.round(sessionProgressPercent(state))}%</span>
          </div>
          <Progress
            value={sessionProgressPercent(state)}
            aria-label={TEXT.progress(done, planned)}
            className="h-3"
          />
        </div>
        <div className="mt-4 grid grid-cols-5 gap-3">
          {state.phase === 'not-started' ? (
            <Button size="lg" className="col-span-5 h-14 text-base" onClick={() => send({ type: 'start' })}>
              <Play aria-hidden="true" />
              {TEXT.start}
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                size="lg"
                className="col-span-2 h-14 px-3 text-base"
                disabled={saveCompletedWorkout.isPending}
                onClick={() => send({ type: 'togglePause' })}
              >
                {state.phase === 'paused' ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                {state.phase === 'paused' ? TEXT.resume : TEXT.pause}
              </Button>
              <FinishButton
                ref={finishButton}
                setsLeft={planned - done}
                saving={saveCompletedWorkout.isPending}
                onFinish={() => void finish()}
              />
            </>
          )}
        </div>
      </section>

      <RestPanel state={state} restDone={restDone} send={send} />

      {state.phase === 'not-started' ? (
        <p className="rounded-lg border border-dashed p-3 text-center text-muted-foreground">
          {TEXT.notStartedHint}
        </p>
      ) : null}
      {running && done === planned ? (
        <p className="rounded-lg border border-success/50 bg-success/10 p-3 text-center font-medium">
          {TEXT.everySetDone}
        </p>
      ) : null}

      <div className="space-y-4">
        <SupersetGroups
          items={state.exercises}
          groupName={TEXT.supersetGroupName}
          hint={TEXT.supersetHint}
          renderItem={(_, exerciseIndex) => renderCard(exerciseIndex)}
        />
      </div>

      <AfterFirstPage>
        <CompleteSetDialog
          target={target}
          exercise={target ? state.exercises[target.exerciseIndex] : undefined}
          lastTime={target ? lastTimeOf(state.exercises[target.exerciseIndex]?.name ?? '') : undefined}
          onClose={() => setTarget(null)}
          unit={unit}
          onSubmit={completeSet}
          focusAfterClose={nextAction}
        />
      </AfterFirstPage>
    </div>
  );
}
