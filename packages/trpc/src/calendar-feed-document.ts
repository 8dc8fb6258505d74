import type { Queries } from '@liftwise/db';
import {
  addDays,
  buildCalendarFeed,
  calendarDateInZone,
  DEFAULT_REMINDER_LEAD,
  FEED_MAX_EVENTS,
  FEED_PAST_DAYS,
  FEED_TOKEN_PATTERN,
  LAST_CALENDAR_DATE,
} from '@liftwise/domain';
import { hashFeedToken } from './calendar-feed-token.ts';

/**
 * The .ics document a feed URL's token opens, or null when the token is malformed, revoked, regenerated or unknown.
 * The token is the only key: the athlete is the one whose feed row holds its hash, and every read below is theirs.
 */
export async function calendarFeedDocument(deps: {
  queries: Pick<Queries, 'calendarFeeds' | 'profiles' | 'workouts'>;
  token: string;
  /** The app's origin, for the links back to the start screen. */
  appUrl: string;
  now: Date;
}): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(deps.token)) return null;
  const feed = await deps.queries.calendarFeeds.findByTokenHash(await hashFeedToken(deps.token));
  if (!feed) return null;
  const today = calendarDateInZone(deps.now, feed.timeZone);
  const from = addDays(today, -FEED_PAST_DAYS);
  const [profile, workouts, series] = await Promise.all([
    deps.queries.profiles.get(feed.userId),
    // Scheduled ones from a month back, soonest first, bounded (decision 0013's bounded reads); an occurrence
    // moved or changed on its own is one of them.
    deps.queries.workouts.upcoming(feed.userId, from, FEED_MAX_EVENTS),
    // Each repeating workout still reaching that month once, as one event with its rule and the days it skips
    // (decision 0037): the calendar expands it.
    deps.queries.workouts.seriesReaching(feed.userId, from, LAST_CALENDAR_DATE),
  ]);
  const repeating = series.map((workout) => ({
    ...workout,
    recurrenceRule: workout.recurrence,
    exceptionDates: workout.exceptions,
  }));
  return buildCalendarFeed({
    workouts: [...repeating, ...workouts].slice(0, FEED_MAX_EVENTS),
    timeZone: feed.timeZone,
    // Weights are shown in the athlete's unit; before they choose one, in kilograms (the web's locale guess is not
    // known here).
    weightUnit: profile?.weightUnit ?? 'kg',
    reminderLead: profile?.reminderLead ?? DEFAULT_REMINDER_LEAD,
    appUrl: deps.appUrl,
  });
}
