import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { daysBetween } from '../dates/calendar-date.ts';
import { assertTimeZone } from '../dates/time-zone.ts';
import { clientKeyField } from '../offline/client-key.ts';
import { recurrenceProblem } from '../recurrence/form.ts';
import { occurrenceScopeSchema } from '../recurrence/schema.ts';
import { calendarDateSchema, idSchema, instantSchema, list, wholeNumber } from '../schemas/common.ts';
import { requiredText } from '../schemas/free-text.ts';
import { completedWorkoutInputSchema } from './completed-schema.ts';
import { COMPLETED_PAGE_MAX, RECENT_COMPLETED_LIMIT, SCHEDULE_RANGE_MAX_DAYS } from './limits.ts';
import { workoutInputSchema } from './schema.ts';
import { WORKOUT_MESSAGES } from './text.ts';

/** The longest IANA zone name is 32 characters; 64 leaves room and keeps Intl from seeing arbitrary text. */
const MAX_TIME_ZONE_LENGTH = 64;

function isTimeZone(value: string): boolean {
  try {
    assertTimeZone(value);
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name Intl knows: the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
export const timeZoneSchema = z
  .string()
  .check(
    z.maxLength(MAX_TIME_ZONE_LENGTH, { error: WORKOUT_MESSAGES.invalidTimeZone }),
    z.refine(isTimeZone, { error: WORKOUT_MESSAGES.invalidTimeZone }),
  );

/** When the browser sends no zone, "today" is the UTC day. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** getWorkouts: the spec sends nothing; the browser adds its zone so the server's `today` is the athlete's. */
export const getWorkoutsInputSchema = z.optional(z.object({ timeZone: z.optional(timeZoneSchema) }));
export const workoutIdInputSchema = z.object({ workoutId: idSchema });

/** A workout that repeats has a rule that repeats from its date: the message says what is wrong. */
const repeatsFromItsDate = z.superRefine(
  (value: { workout: { date: string; recurrence?: string | undefined } }, context) => {
    const { date, recurrence } = value.workout;
    const problem = recurrence === undefined ? null : recurrenceProblem(date, recurrence);
    if (problem)
      context.issues.push({
        code: 'custom',
        message: problem,
        input: recurrence,
        path: ['workout', 'recurrence'],
      });
  },
);

/** saveWorkout: `clientKey` makes a replay or a retry return the first answer. */
export const saveWorkoutInputSchema = z
  .object({ workout: workoutInputSchema, ...clientKeyField })
  .check(repeatsFromItsDate);
/**
 * updateWorkout: `baseUpdatedAt` is the version the edit was made on (the workout's `updatedAt` as the browser read
 * it); when the stored workout has changed since, the edit is refused (CONFLICT) instead of overwriting the newer
 * one. Without it the edit replaces whatever is stored.
 */
export const updateWorkoutInputSchema = z
  .object({
    workoutId: idSchema,
    workout: workoutInputSchema,
    baseUpdatedAt: z.optional(instantSchema),
    /** A repeating workout's occurrence and what the edit applies to; without it, the whole series. */
    occurrence: z.optional(occurrenceScopeSchema),
  })
  .check(repeatsFromItsDate);
/** deleteWorkout: a repeating workout's occurrence and what to delete; without it, the whole series. */
export const deleteWorkoutInputSchema = z.object({
  workoutId: idSchema,
  occurrence: z.optional(occurrenceScopeSchema),
});
export const completedWorkoutIdInputSchema = z.object({ completedWorkoutId: idSchema });
/** saveCompletedWorkout: the browser adds its zone, so the session counts for the athlete's day. */
export const saveCompletedWorkoutInputSchema = z.object({
  completedWorkout: completedWorkoutInputSchema,
  timeZone: z.optional(timeZoneSchema),
  /**
   * The occurrence of a repeating workout this session ran; without it, the athlete's today. Only that
   * occurrence is marked completed: it becomes a workout of its own, the rest of the series is untouched.
   */
  occurrenceDate: z.optional(calendarDateSchema),
  ...clientKeyField,
});

/** getSchedule: one calendar page, `from` ≤ `to`, at most 62 days apart. */
export const getScheduleInputSchema = z
  .object({ timeZone: z.optional(timeZoneSchema), from: calendarDateSchema, to: calendarDateSchema })
  .check(
    z.refine(({ from, to }) => from <= to && daysBetween(from, to) <= SCHEDULE_RANGE_MAX_DAYS, {
      error: WORKOUT_MESSAGES.invalidScheduleRange,
      path: ['to'],
    }),
  );

/** getCompletedWorkouts pages back in time: the newest `limit` before `before` (an instant), newest first. */
/** getLastTime (ours): the exercises of the session being run, each by name. */
export const getLastTimeInputSchema = z.object({
  exerciseNames: list(requiredText(LIMITS.name), LIMITS.exercisesPerWorkout),
});

export const getCompletedWorkoutsInputSchema = z.optional(
  z.object({
    limit: z._default(wholeNumber(1, COMPLETED_PAGE_MAX), RECENT_COMPLETED_LIMIT),
    before: z.optional(instantSchema),
  }),
);
