import * as z from 'zod/mini';
import { idSchema, instantSchema, wholeNumber } from '../schemas/common.ts';
import { WEIGHT_UNITS } from '../units/weight.ts';
import { timeZoneSchema } from '../workouts/payloads.ts';
import {
  ANALYTICS_RANGES_WEEKS,
  DEFAULT_ANALYTICS_WEEKS,
  DEFAULT_EXERCISE_HISTORY_PAGE,
  MAX_EXERCISE_HISTORY_PAGE,
} from './limits.ts';

/**
 * getProgressAnalytics: the browser's zone (its "today"), one of the offered periods, and the athlete's weight unit
 *, the one every volume, best set and estimated max is given in.
 */
export const getProgressAnalyticsInputSchema = z.object({
  timeZone: z.optional(timeZoneSchema),
  weeks: z._default(
    z.union(ANALYTICS_RANGES_WEEKS.map((weeks) => z.literal(weeks))),
    DEFAULT_ANALYTICS_WEEKS,
  ),
  weightUnit: z._default(z.enum(WEIGHT_UNITS), 'lb'),
});
export type GetProgressAnalyticsInput = z.input<typeof getProgressAnalyticsInputSchema>;

/**
 * getExerciseHistory: a catalogue exercise's id, one page of its sessions (`before`: the last page's last session's
 * instant; `limit` sessions at most), the browser's zone (its weeks) and the unit every weight is given in.
 */
export const getExerciseHistoryInputSchema = z.object({
  exerciseId: idSchema,
  before: z.optional(instantSchema),
  limit: z._default(wholeNumber(1, MAX_EXERCISE_HISTORY_PAGE), DEFAULT_EXERCISE_HISTORY_PAGE),
  timeZone: z.optional(timeZoneSchema),
  weightUnit: z._default(z.enum(WEIGHT_UNITS), 'lb'),
});
export type GetExerciseHistoryInput = z.input<typeof getExerciseHistoryInputSchema>;
