import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, instantSchema, list, wholeNumber } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { WEIGHT_UNITS } from '../units/weight.ts';
import { supersetGroupingCheck, supersetLabelSchema } from './supersets.ts';

/** The effort scale of a set: RPE 1 to 10. */
export const MIN_RPE = 1;
export const MAX_RPE = 10;

/** Spec §3 Completed set. */
export const completedSetSchema = z.object({
  setNumber: wholeNumber(1, LIMITS.setsPerExercise),
  actualWeight: z.optional(z.number().check(z.gte(0), z.lte(100_000))),
  /** The unit the weight was entered in; none means pounds, as every set before units was (spec §3). */
  weightUnit: z.optional(z.enum(WEIGHT_UNITS)),
  actualReps: text(LIMITS.reps),
  /**
   * Ours: how hard the set was, as RPE from 1 to 10 in halves (10: nothing left; 8: two reps in reserve).
   * Reps in reserve are 10 − RPE, so one number holds both ways of saying it.
   */
  rpe: z.optional(z.number().check(z.gte(MIN_RPE), z.lte(MAX_RPE), z.multipleOf(0.5))),
  completed: z.boolean(),
  notes: multilineText(LIMITS.text),
});
export type CompletedSet = z.infer<typeof completedSetSchema>;

/** The most warm-up sets a lift keeps: the ramp has four (bar, 40 %, 60 %, 80 %). */
export const MAX_WARM_UP_SETS = 8;

/**
 * A warm-up set done before the work sets: kept apart from `actualSets`, so it counts toward neither
 * volume, records, last time nor progress.
 */
export const warmUpSetSchema = z.object({
  weight: z.number().check(z.gte(0), z.lte(100_000)),
  weightUnit: z.enum(WEIGHT_UNITS),
  reps: wholeNumber(1, 100),
});
export type WarmUpSet = z.infer<typeof warmUpSetSchema>;

export const actualExerciseSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  plannedSets: wholeNumber(0, LIMITS.setsPerExercise),
  plannedReps: text(LIMITS.reps),
  plannedWeight: text(LIMITS.weight),
  actualSets: list(completedSetSchema, LIMITS.setsPerExercise),
  warmUpSets: z.optional(list(warmUpSetSchema, MAX_WARM_UP_SETS)),
  notes: multilineText(LIMITS.text),
  /** The group it was done in turn with, as planned (a superset or circuit). */
  superset: z.optional(supersetLabelSchema),
});
export type ActualExercise = z.infer<typeof actualExerciseSchema>;

/** Spec §3 Completed workout; `date` is an ISO instant and `duration` counts elapsed seconds. */
export const completedWorkoutSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  date: instantSchema,
  originalWorkoutId: idSchema,
  actualExercises: list(actualExerciseSchema, LIMITS.exercisesPerWorkout).check(supersetGroupingCheck),
  duration: wholeNumber(0, LIMITS.durationSeconds),
  notes: multilineText(LIMITS.longText),
  updatedAt: instantSchema,
});
export type CompletedWorkout = z.infer<typeof completedWorkoutSchema>;

export const completedWorkoutInputSchema = z.omit(completedWorkoutSchema, { id: true, updatedAt: true });
export type CompletedWorkoutInput = z.infer<typeof completedWorkoutInputSchema>;
