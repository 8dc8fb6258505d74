import * as z from 'zod/mini';
import { WEIGHT_UNITS } from '../units/weight.ts';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { ANALYTICS_RANGES_WEEKS, DEFAULT_ANALYTICS_WEEKS } from './limits.ts';

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
