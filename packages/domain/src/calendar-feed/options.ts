/**
 * The reminder lead times an athlete chooses from: none, 15 minutes or an hour before the start, or the
 * evening before (18:00 local the day before).
 */
export const REMINDER_LEADS = ['none', '15m', '1h', 'eveningBefore'] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

/** Unset on the profile, an athlete is not reminded. */
export const DEFAULT_REMINDER_LEAD: ReminderLead = 'none';

/** The hour (local) of the evening-before reminder. */
export const EVENING_BEFORE_HOUR = 18;

/** Minutes before the start, for the leads counted from it. */
export const LEAD_MINUTES: Readonly<Record<'15m' | '1h', number>> = { '15m': 15, '1h': 60 };

/** A feed token: 32 random bytes as base64url, 43 characters; the URL's only key. */
export const FEED_TOKEN_BYTES = 32;
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the feed holds: the athlete's scheduled workouts in a window around today, the past four weeks
 * (a missed one stays visible a while, as calendars keep the past) to 26 weeks ahead, as far as calendar apps look;
 * at most FEED_MAX_EVENTS of them, soonest first; each event's description lists its first FEED_DESCRIPTION_EXERCISES
 * exercises, then how many more. Bounded so the largest feed any athlete can have is built in milliseconds.
 */
export const FEED_PAST_DAYS = 4 * 7;
export const FEED_FUTURE_DAYS = 26 * 7;
export const FEED_MAX_EVENTS = 500;
export const FEED_DESCRIPTION_EXERCISES = 10;

/** How often a calendar app should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL), and the HTTP cache. */
export const FEED_REFRESH_MINUTES = 60;
