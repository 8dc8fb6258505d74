import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { calendarDateSchema, idSchema, instantSchema, timeOfDaySchema } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { DEFAULT_SETS, DEFAULT_WORKOUT_DURATION_MINUTES, MIN_SETS } from './limits.ts';
import {
  DEFAULT_WORKOUT_DIFFICULTY,
  DEFAULT_WORKOUT_STATUS,
  WORKOUT_DIFFICULTIES,
  WORKOUT_STATUSES,
} from './options.ts';

export const workoutStatusSchema = z.enum(WORKOUT_STATUSES);
export const workoutDifficultySchema = z.enum(WORKOUT_DIFFICULTIES);

export const setsSchema = z.number().int().min(MIN_SETS).max(LIMITS.setsPerExercise);
/** Reps are text because a range such as `8-10` or `AMRAP` is allowed (spec §3). */
export const repsSchema = requiredText(LIMITS.reps);

/** Spec §3 Exercise. */
export const exerciseSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  sets: setsSchema,
  reps: repsSchema,
  weight: text(LIMITS.weight).optional(),
  notes: multilineText(LIMITS.text).optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** A client-built exercise: the id may be missing (AI output, manual entry) and sets fall back to 3 (spec §5). */
export const exerciseInputSchema = exerciseSchema.extend({
  id: idSchema.optional(),
  sets: setsSchema.default(DEFAULT_SETS),
});
export type ExerciseInput = z.input<typeof exerciseInputSchema>;

/** Spec §3 Workout, as stored. */
export const workoutSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  date: calendarDateSchema,
  time: timeOfDaySchema.optional(),
  duration: z.number().int().min(1).max(LIMITS.durationMinutes),
  exercises: z.array(exerciseSchema).min(1).max(LIMITS.exercisesPerWorkout),
  status: workoutStatusSchema,
  difficulty: workoutDifficultySchema,
  notes: multilineText(LIMITS.longText).optional(),
  updatedAt: instantSchema,
});
export type Workout = z.infer<typeof workoutSchema>;

/** saveWorkout / updateWorkout payload: the server owns id and updatedAt; §4/§5 defaults apply. */
export const workoutInputSchema = z.object({
  name: requiredText(LIMITS.name),
  date: calendarDateSchema,
  time: timeOfDaySchema.optional(),
  duration: z.number().int().min(1).max(LIMITS.durationMinutes).default(DEFAULT_WORKOUT_DURATION_MINUTES),
  exercises: z.array(exerciseInputSchema).min(1).max(LIMITS.exercisesPerWorkout),
  status: workoutStatusSchema.default(DEFAULT_WORKOUT_STATUS),
  difficulty: workoutDifficultySchema.default(DEFAULT_WORKOUT_DIFFICULTY),
  notes: multilineText(LIMITS.longText).optional(),
});
export type WorkoutInput = z.input<typeof workoutInputSchema>;
export type WorkoutInputParsed = z.output<typeof workoutInputSchema>;
