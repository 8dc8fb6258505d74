import * as z from 'zod';
import { daysBetween } from '../dates/calendar-date.ts';
import { assertTimeZone } from '../dates/time-zone.ts';
import { calendarDateSchema, idSchema, instantSchema } from '../schemas/common.ts';
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

/** An IANA zone name Intl knows (decision 0012): the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
export const timeZoneSchema = z
  .string()
  .max(MAX_TIME_ZONE_LENGTH, { error: WORKOUT_MESSAGES.invalidTimeZone })
  .refine(isTimeZone, { error: WORKOUT_MESSAGES.invalidTimeZone });

/** When the browser sends no zone, "today" is the UTC day. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** getWorkouts: the spec sends nothing; the browser adds its zone so the server's `today` is the athlete's. */
export const getWorkoutsInputSchema = z.object({ timeZone: timeZoneSchema.optional() }).optional();
export const workoutIdInputSchema = z.object({ workoutId: idSchema });
export const saveWorkoutInputSchema = z.object({ workout: workoutInputSchema });
export const updateWorkoutInputSchema = z.object({ workoutId: idSchema, workout: workoutInputSchema });
export const completedWorkoutIdInputSchema = z.object({ completedWorkoutId: idSchema });
/** saveCompletedWorkout: the browser adds its zone, so the session counts for the athlete's day (decision 0013). */
export const saveCompletedWorkoutInputSchema = z.object({
  completedWorkout: completedWorkoutInputSchema,
  timeZone: timeZoneSchema.optional(),
});

/** getSchedule: one calendar page (decision 0013), `from` ≤ `to`, at most 62 days apart. */
export const getScheduleInputSchema = z
  .object({ timeZone: timeZoneSchema.optional(), from: calendarDateSchema, to: calendarDateSchema })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) <= SCHEDULE_RANGE_MAX_DAYS, {
    error: WORKOUT_MESSAGES.invalidScheduleRange,
    path: ['to'],
  });

/** getCompletedWorkouts pages back in time: the newest `limit` before `before` (an instant), newest first. */
export const getCompletedWorkoutsInputSchema = z
  .object({
    limit: z.number().int().min(1).max(COMPLETED_PAGE_MAX).default(RECENT_COMPLETED_LIMIT),
    before: instantSchema.optional(),
  })
  .optional();
