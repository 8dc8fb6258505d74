import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { recurrenceExceptionsSchema, recurrenceRuleSchema } from '../recurrence/schema.ts';
import {
  calendarDateSchema,
  idSchema,
  instantSchema,
  list,
  timeOfDaySchema,
  wholeNumber,
} from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { DEFAULT_SETS, DEFAULT_WORKOUT_DURATION_MINUTES, MAX_REST_SECONDS, MIN_SETS } from './limits.ts';
import {
  DEFAULT_WORKOUT_DIFFICULTY,
  DEFAULT_WORKOUT_STATUS,
  WORKOUT_DIFFICULTIES,
  WORKOUT_STATUSES,
} from './options.ts';
import { supersetGroupingCheck, supersetLabelSchema } from './supersets.ts';

export const workoutStatusSchema = z.enum(WORKOUT_STATUSES);
export const workoutDifficultySchema = z.enum(WORKOUT_DIFFICULTIES);

export const setsSchema = wholeNumber(MIN_SETS, LIMITS.setsPerExercise);
/** Reps are text because a range such as `8-10` or `AMRAP` is allowed (spec §3). */
export const repsSchema = requiredText(LIMITS.reps);

/** Spec §3 Exercise. */
export const exerciseSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  sets: setsSchema,
  reps: repsSchema,
  weight: z.optional(text(LIMITS.weight)),
  /** Ours: the rest after each set; none means the spec's 90 s (or what the notes state). */
  restSeconds: z.optional(wholeNumber(0, MAX_REST_SECONDS)),
  notes: z.optional(multilineText(LIMITS.text)),
  /** Ours: the group it is done in turn with (a superset or circuit); shared by two or more adjacent exercises. */
  superset: z.optional(supersetLabelSchema),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** A client-built exercise: the id may be missing (AI output, manual entry) and sets fall back to 3 (spec §5). */
export const exerciseInputSchema = z.extend(exerciseSchema, {
  id: z.optional(idSchema),
  sets: z._default(setsSchema, DEFAULT_SETS),
});
export type ExerciseInput = z.input<typeof exerciseInputSchema>;

/** Spec §3 Workout, as stored. */
export const workoutSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  date: calendarDateSchema,
  time: z.optional(timeOfDaySchema),
  duration: wholeNumber(1, LIMITS.durationMinutes),
  exercises: list(exerciseSchema, LIMITS.exercisesPerWorkout).check(z.minLength(1), supersetGroupingCheck),
  status: workoutStatusSchema,
  difficulty: workoutDifficultySchema,
  notes: z.optional(multilineText(LIMITS.longText)),
  /**
   * Ours: a repeating workout (a series) has its RFC 5545 RRULE value here and `date` is its first
   * occurrence; in a list, each occurrence is the series with `date` set to that day (series id + date name it).
   */
  recurrence: z.optional(recurrenceRuleSchema),
  /** The days taken out of the series: deleted, or moved, edited alone or completed (then a workout of their own). */
  exceptions: z.optional(recurrenceExceptionsSchema),
  /** A moved, edited-alone or completed occurrence: the series it was taken out of. */
  seriesId: z.optional(idSchema),
  updatedAt: instantSchema,
});
export type Workout = z.infer<typeof workoutSchema>;

/** saveWorkout / updateWorkout payload: the server owns id and updatedAt; §4/§5 defaults apply. */
export const workoutInputSchema = z.object({
  name: requiredText(LIMITS.name),
  date: calendarDateSchema,
  time: z.optional(timeOfDaySchema),
  duration: z._default(wholeNumber(1, LIMITS.durationMinutes), DEFAULT_WORKOUT_DURATION_MINUTES),
  exercises: list(exerciseInputSchema, LIMITS.exercisesPerWorkout).check(
    z.minLength(1),
    supersetGroupingCheck,
  ),
  status: z._default(workoutStatusSchema, DEFAULT_WORKOUT_STATUS),
  difficulty: z._default(workoutDifficultySchema, DEFAULT_WORKOUT_DIFFICULTY),
  notes: z.optional(multilineText(LIMITS.longText)),
  /** Repeat: an RRULE value; checked against `date` by the payload (`recurrenceProblem`). */
  recurrence: z.optional(recurrenceRuleSchema),
});
export type WorkoutInput = z.input<typeof workoutInputSchema>;
export type WorkoutInputParsed = z.output<typeof workoutInputSchema>;
