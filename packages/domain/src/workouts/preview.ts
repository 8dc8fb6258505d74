import type { CompletedWorkout } from './completed-schema.ts';
import { EXERCISE_PREVIEW_COUNT } from './limits.ts';

/** A card shows the first 3 exercises plus '+N more' (spec §2, §9). */
export function exercisePreview<T>(
  exercises: readonly T[],
  count: number = EXERCISE_PREVIEW_COUNT,
): { shown: T[]; moreCount: number; moreLabel: string | null } {
  const shown = exercises.slice(0, count);
  const moreCount = exercises.length - shown.length;
  return { shown, moreCount, moreLabel: moreCount > 0 ? `+${moreCount} more` : null };
}

/**
 * A completed workout as the Recently Completed card shows it: everything but the sets, and the exercises' names
 * (the details screen reads the whole record). Keeps the list's answer small however long the sessions were.
 */
export type CompletedWorkoutSummary = Omit<CompletedWorkout, 'actualExercises'> & {
  exerciseNames: string[];
  totalSets: number;
};

export function summarizeCompletedWorkout({
  actualExercises,
  ...rest
}: CompletedWorkout): CompletedWorkoutSummary {
  return {
    ...rest,
    exerciseNames: actualExercises.map((exercise) => exercise.name),
    totalSets: actualExercises.reduce((sum, exercise) => sum + exercise.actualSets.length, 0),
  };
}
