import * as z from 'zod/mini';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { reminderLeadSchema } from './reminder-lead.ts';

export { reminderLeadSchema };

/** createCalendarFeed: the zone the feed's times are written in, the browser's own. */
export const createCalendarFeedInputSchema = z.object({ timeZone: timeZoneSchema });

/** setReminderLeadTime: the lead time, and the browser's zone, which an existing feed then follows. */
export const setReminderLeadInputSchema = z.object({
  leadTime: reminderLeadSchema,
  timeZone: z.optional(timeZoneSchema),
});
