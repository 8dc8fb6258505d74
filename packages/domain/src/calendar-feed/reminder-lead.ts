import * as z from 'zod/mini';
import { REMINDER_LEADS } from './options.ts';
import { CALENDAR_FEED_MESSAGES } from './text.ts';

/**
 * The athlete's reminder lead time. Its own module: the profile's schema reads it, and must not carry the feed's
 * inputs (their zone schema brings the workouts' payloads into the profile page's first load).
 */
export const reminderLeadSchema = z.enum(REMINDER_LEADS, { error: CALENDAR_FEED_MESSAGES.invalidLead });
