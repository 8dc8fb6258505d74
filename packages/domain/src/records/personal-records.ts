import { epleyOneRepMax } from '../coach/one-rep-max.ts';
import { exerciseNameKey } from '../exercises/name-key.ts';
import { kilograms, type Weight } from '../units/weight.ts';

/**
 * Personal records (issue 18): the heaviest set, the best estimated one-rep max (Epley) and the most reps at a
 * weight, per exercise, from completed work sets (warm-ups never count). A set is a record when it beats every
 * earlier set of its exercise; the first time an exercise is done there is nothing to beat yet, so no record.
 */
export const RECORD_KINDS = ['heaviest', 'e1rm', 'reps-at-weight'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface LoggedSet {
  exercise: string;
  weight: Weight;
  reps: number;
  warmUp?: boolean;
}

/** Weights within a gram are the same weight (a set logged in pounds and one in kilograms can be equal). */
const SAME_WEIGHT_KG = 0.001;

/** The records `set` sets against `history` (earlier sets, any exercise); empty when it sets none. */
export function newRecords(history: readonly LoggedSet[], set: LoggedSet): RecordKind[] {
  if (set.warmUp || !(set.reps > 0) || !(set.weight.value > 0)) return [];
  const key = exerciseNameKey(set.exercise);
  const earlier = history.filter(
    (logged) =>
      !logged.warmUp &&
      logged.reps > 0 &&
      logged.weight.value > 0 &&
      exerciseNameKey(logged.exercise) === key,
  );
  if (earlier.length === 0) return [];
  const weight = kilograms(set.weight);
  const records: RecordKind[] = [];
  if (earlier.every((logged) => kilograms(logged.weight) < weight - SAME_WEIGHT_KG)) records.push('heaviest');
  const best = Math.max(...earlier.map((logged) => epleyOneRepMax(kilograms(logged.weight), logged.reps)));
  if (epleyOneRepMax(weight, set.reps) > best + SAME_WEIGHT_KG) records.push('e1rm');
  const atWeight = earlier.filter((logged) => Math.abs(kilograms(logged.weight) - weight) <= SAME_WEIGHT_KG);
  if (atWeight.length > 0 && atWeight.every((logged) => logged.reps < set.reps))
    records.push('reps-at-weight');
  return records;
}

export interface ExerciseRecords {
  exercise: string;
  heaviest: LoggedSet;
  bestEstimate: { set: LoggedSet; oneRepMaxKg: number };
}

/** Each exercise's best sets so far (for analytics), in the order the exercises were first done. */
export function personalRecords(sets: readonly LoggedSet[]): ExerciseRecords[] {
  const byExercise = new Map<string, ExerciseRecords>();
  for (const set of sets) {
    if (set.warmUp || !(set.reps > 0) || !(set.weight.value > 0)) continue;
    const key = exerciseNameKey(set.exercise);
    const estimate = epleyOneRepMax(kilograms(set.weight), set.reps);
    const known = byExercise.get(key);
    if (!known) {
      byExercise.set(key, {
        exercise: set.exercise,
        heaviest: set,
        bestEstimate: { set, oneRepMaxKg: estimate },
      });
      continue;
    }
    if (kilograms(set.weight) > kilograms(known.heaviest.weight)) known.heaviest = set;
    if (estimate > known.bestEstimate.oneRepMaxKg) known.bestEstimate = { set, oneRepMaxKg: estimate };
  }
  return [...byExercise.values()];
}
