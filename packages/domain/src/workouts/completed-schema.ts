import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, instantSchema } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';

/** Spec §3 Completed set. */
export const completedSetSchema = z.object({
  setNumber: z.number().int().min(1).max(LIMITS.setsPerExercise),
  actualWeight: z.number().min(0).max(100_000).optional(),
  actualReps: text(LIMITS.reps),
  completed: z.boolean(),
  notes: multilineText(LIMITS.text),
});
export type CompletedSet = z.infer<typeof completedSetSchema>;

export const actualExerciseSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  plannedSets: z.number().int().min(0).max(LIMITS.setsPerExercise),
  plannedReps: text(LIMITS.reps),
  plannedWeight: text(LIMITS.weight),
  actualSets: z.array(completedSetSchema).max(LIMITS.setsPerExercise),
  notes: multilineText(LIMITS.text),
});
export type ActualExercise = z.infer<typeof actualExerciseSchema>;

/** Spec §3 Completed workout; `date` is an ISO instant and `duration` counts elapsed seconds. */
export const completedWorkoutSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  date: instantSchema,
  originalWorkoutId: idSchema,
  actualExercises: z.array(actualExerciseSchema).max(LIMITS.exercisesPerWorkout),
  duration: z.number().int().min(0).max(LIMITS.durationSeconds),
  notes: multilineText(LIMITS.longText),
  updatedAt: instantSchema,
});
export type CompletedWorkout = z.infer<typeof completedWorkoutSchema>;

export const completedWorkoutInputSchema = completedWorkoutSchema.omit({ id: true, updatedAt: true });
export type CompletedWorkoutInput = z.infer<typeof completedWorkoutInputSchema>;
