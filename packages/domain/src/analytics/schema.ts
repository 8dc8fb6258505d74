import * as z from 'zod/mini';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { ANALYTICS_RANGES_WEEKS, DEFAULT_ANALYTICS_WEEKS } from './limits.ts';

/** getProgressAnalytics: the browser's zone (its "today"), and one of the offered periods. */
export const getProgressAnalyticsInputSchema = z.object({
  timeZone: z.optional(timeZoneSchema),
  weeks: z._default(
    z.union(ANALYTICS_RANGES_WEEKS.map((weeks) => z.literal(weeks))),
    DEFAULT_ANALYTICS_WEEKS,
  ),
});
export type GetProgressAnalyticsInput = z.input<typeof getProgressAnalyticsInputSchema>;
