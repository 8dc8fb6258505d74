import * as z from 'zod/mini';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { REMINDER_LEADS } from './options.ts';
import { CALENDAR_FEED_MESSAGES } from './text.ts';

export const reminderLeadSchema = z.enum(REMINDER_LEADS, { error: CALENDAR_FEED_MESSAGES.invalidLead });

/** createCalendarFeed: the zone the feed's times are written in, the browser's own (decision 0012). */
export const createCalendarFeedInputSchema = z.object({ timeZone: timeZoneSchema });

/** setReminderLeadTime: the lead time, and the browser's zone, which an existing feed then follows. */
export const setReminderLeadInputSchema = z.object({
  leadTime: reminderLeadSchema,
  timeZone: z.optional(timeZoneSchema),
});
