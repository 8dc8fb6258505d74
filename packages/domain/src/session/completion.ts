import type { CompletedWorkoutInput } from '../workouts/completed-schema.ts';
import { progressPercent } from '../workouts/volume.ts';
import { completedSetCount, plannedSetCount, type SessionState } from './machine.ts';

/** Spec §4: progress = completed sets over total planned sets. */
export function sessionProgressPercent(state: SessionState): number {
  return progressPercent(completedSetCount(state), plannedSetCount(state));
}

/**
 * The record 'Finish Workout' saves (spec §3 Completed workout): dated at the finish instant, duration in elapsed
 * seconds, one entry per planned exercise with the sets actually completed.
 */
export function completedWorkoutFromSession(
  state: SessionState,
  workout: { id: string; name: string; notes?: string | undefined },
  finishedAt: Date | string,
): CompletedWorkoutInput {
  const date = typeof finishedAt === 'string' ? new Date(finishedAt) : finishedAt;
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
      notes: exercise.notes ?? '',
    })),
    duration: state.elapsedSeconds,
    notes: workout.notes ?? '',
  };
}
