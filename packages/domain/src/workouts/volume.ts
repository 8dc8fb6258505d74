/**
 * Spec §4: volume = weight × upper bound of the rep range × sets, in lbs. Weight and reps are free text, so both
 * are read leniently:
 * - reps: the largest whole number in the text. '8-10' → 10, '12' → 12, '5 each side' → 5, 'AMRAP' → 0.
 * - weight: the first number in the text. '135' → 135, '135 lbs' → 135, '22.5' → 22.5, '' / 'bodyweight' → 0.
 * Units are not converted; the number is taken as lbs.
 */
export function repsUpperBound(reps: string | number | null | undefined): number {
  if (typeof reps === 'number') return Number.isFinite(reps) && reps > 0 ? Math.floor(reps) : 0;
  const numbers = (reps ?? '').match(/\d+/g);
  if (!numbers) return 0;
  return Math.max(...numbers.map(Number));
}

export function parseWeight(weight: string | number | null | undefined): number {
  if (typeof weight === 'number') return Number.isFinite(weight) && weight > 0 ? weight : 0;
  const match = (weight ?? '').match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : 0;
}

interface VolumeExercise {
  sets: number;
  reps: string;
  weight?: string | undefined;
}

export function exerciseVolume(exercise: VolumeExercise): number {
  return parseWeight(exercise.weight) * repsUpperBound(exercise.reps) * Math.max(0, exercise.sets);
}

export function workoutVolume(exercises: readonly VolumeExercise[]): number {
  return exercises.reduce((sum, exercise) => sum + exerciseVolume(exercise), 0);
}

export function totalSets(exercises: readonly { sets: number }[]): number {
  return exercises.reduce((sum, exercise) => sum + Math.max(0, exercise.sets), 0);
}

/** What was actually lifted in a completed workout: each completed set's weight × its reps' upper bound. */
export function completedVolume(
  actualExercises: readonly {
    actualSets: readonly { actualWeight?: number | undefined; actualReps: string; completed: boolean }[];
  }[],
): number {
  let volume = 0;
  for (const exercise of actualExercises) {
    for (const set of exercise.actualSets) {
      if (set.completed) volume += parseWeight(set.actualWeight) * repsUpperBound(set.actualReps);
    }
  }
  return volume;
}

/** Spec §4: session progress = completed sets over total planned sets, as a percent within 0..100. */
export function progressPercent(completedSets: number, plannedSets: number): number {
  if (!(plannedSets > 0) || !(completedSets > 0)) return 0;
  return Math.min(100, (completedSets / plannedSets) * 100);
}
