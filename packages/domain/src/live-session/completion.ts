import { LIMITS } from '../constants/limits.ts';
import type { CompletedWorkoutInput, WarmUpSet } from '../workouts/completed-schema.ts';
import { progressPercent } from '../workouts/volume.ts';
import { completedSetCount, elapsedSeconds, plannedSetCount, type SessionState } from './machine.ts';

/** Spec §4: progress = completed sets over total planned sets. */
export function sessionProgressPercent(state: SessionState): number {
  return progressPercent(completedSetCount(state), plannedSetCount(state));
}

/**
 * The record 'Finish Workout' saves (spec §3 Completed workout): dated at the finish instant, duration in the
 * seconds elapsed by then (pauses excluded), one entry per planned exercise with the sets actually completed.
 */
export function completedWorkoutFromSession(
  state: SessionState,
  workout: { id: string; name: string; notes?: string | undefined },
  finishedAt: Date | string | number,
): CompletedWorkoutInput {
  const date = new Date(finishedAt);
  return {
    name: workout.name,
    date: date.toISOString(),
    originalWorkoutId: workout.id,
    actualExercises: state.exercises.map((exercise, index) => ({
      id: exercise.id,
      name: exercise.name,
      plannedSets: exercise.sets,
      plannedReps: exercise.reps,
      plannedWeight: exercise.weight ?? '',
      actualSets: state.completedSets[index] ?? [],
      ...warmUpsOf(state, index),
      notes: exercise.notes ?? '',
      ...(exercise.superset !== undefined && { superset: exercise.superset }),
    })),
    // A session left open for days still saves: the stored duration is bounded.
    duration: Math.min(elapsedSeconds(state, date.getTime()), LIMITS.durationSeconds),
    notes: workout.notes ?? '',
  };
}

/** The warm-up sets ticked off for an exercise, as saved; nothing when there were none. */
function warmUpsOf(state: SessionState, index: number): { warmUpSets?: WarmUpSet[] } {
  const logged = state.warmUps?.[index] ?? [];
  return logged.length > 0 ? { warmUpSets: logged.map(({ step: _step, ...set }) => set) } : {};
}
