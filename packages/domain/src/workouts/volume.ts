import { amountIn, plannedWeight, setWeight, type WeightUnit } from '../units/weight.ts';
import type { CompletedSet } from './completed-schema.ts';

/**
 * Spec §4: volume = weight × upper bound of the rep range × sets, in lbs — or in kilograms for an athlete who
 * trains in them: each weight is converted to the athlete's unit before it is summed. Weight and reps
 * are free text, so both are read leniently:
 * - reps: the largest whole number in the text. '8-10' → 10, '12' → 12, '5 each side' → 5, 'AMRAP' → 0.
 * - weight: the first number and its unit (units/weight.ts plannedWeight). '135' → 135 lbs, '60 kg' → 60 kg,
 *   '' / 'bodyweight' → 0.
 */
export function repsUpperBound(reps: string | number | null | undefined): number {
  if (typeof reps === 'number') return Number.isFinite(reps) && reps > 0 ? Math.floor(reps) : 0;
  const numbers = (reps ?? '').match(/\d+/g);
  if (!numbers) return 0;
  return Math.max(...numbers.map(Number));
}

interface VolumeExercise {
  sets: number;
  reps: string;
  weight?: string | undefined;
}

export function exerciseVolume(exercise: VolumeExercise, unit: WeightUnit = 'lb'): number {
  const weight = amountIn(plannedWeight(exercise.weight), unit);
  return weight * repsUpperBound(exercise.reps) * Math.max(0, exercise.sets);
}

export function workoutVolume(exercises: readonly VolumeExercise[], unit: WeightUnit = 'lb'): number {
  return exercises.reduce((sum, exercise) => sum + exerciseVolume(exercise, unit), 0);
}

export function totalSets(exercises: readonly { sets: number }[]): number {
  return exercises.reduce((sum, exercise) => sum + Math.max(0, exercise.sets), 0);
}

/** What was actually lifted in a completed workout: each completed set's weight × its reps' upper bound. */
export function completedVolume(
  actualExercises: readonly {
    actualSets: readonly Pick<CompletedSet, 'actualWeight' | 'weightUnit' | 'actualReps' | 'completed'>[];
  }[],
  unit: WeightUnit = 'lb',
): number {
  let volume = 0;
  for (const exercise of actualExercises) {
    for (const set of exercise.actualSets) {
      if (set.completed) volume += amountIn(setWeight(set), unit) * repsUpperBound(set.actualReps);
    }
  }
  return volume;
}

/** Spec §4: session progress = completed sets over total planned sets, as a percent within 0..100. */
export function progressPercent(completedSets: number, plannedSets: number): number {
  if (!(plannedSets > 0) || !(completedSets > 0)) return 0;
  return Math.min(100, (completedSets / plannedSets) * 100);
}
