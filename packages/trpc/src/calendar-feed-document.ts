import type { Queries } from '@liftwise/db';
import {
  CALENDAR_FEED_END,
  calendarDateInZone,
  calendarFeedEvents,
  calendarFeedHead,
  DEFAULT_REMINDER_LEAD,
  FEED_DESCRIPTION_EXERCISES,
  FEED_MAX_EVENTS,
  FEED_TOKEN_PATTERN,
  feedWindow,
} from '@liftwise/domain';
import { hashFeedToken } from './calendar-feed-token.ts';
import { createVersionedMemo } from './versioned-memo.ts';

/** A feed's document, as the UTF-8 bytes sent, and its entity tag (the quoted hex SHA-256 of those bytes). */
export interface CalendarFeedDocument {
  body: Uint8Array<ArrayBuffer>;
  tag: string;
}

/** Workouts read and written per turn of the event loop: 10 of 100 exercises each is about 300 KB of JSON. */
const FEED_PAGE_WORKOUTS = 10;

const encoder = new TextEncoder();

/** Resolves on a later turn of the event loop (Node and Workers alike), so waiting requests are served first. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * Documents kept per athlete, their day, zone and profile choices, while their training is unchanged: a calendar
 * app's repeat fetch (or its 304) costs the token's lookup, not a rebuild. Bounded in count and bytes (the largest
 * feed is about 2 MB), so many athletes' feeds cannot make the process, or a Worker's isolate, hold more than this.
 */
const documentMemo = createVersionedMemo<CalendarFeedDocument>(1000, {
  weigh: (document) => document.body.byteLength,
  maxWeight: 16 * 1024 * 1024,
});

async function entityTag(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return `"${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

/**
 * The .ics document a feed URL's token opens, or null when the token is malformed, revoked, regenerated or unknown.
 * The token is the only key: the athlete is the one whose feed row holds its hash, and every read below is theirs.
 */
export async function calendarFeedDocument(deps: {
  queries: Pick<Queries, 'calendarFeeds' | 'workouts'>;
  token: string;
  /** The app's origin, for the links back to the start screen. */
  appUrl: string;
  now: Date;
}): Promise<CalendarFeedDocument | null> {
  if (!FEED_TOKEN_PATTERN.test(deps.token)) return null;
  const feed = await deps.queries.calendarFeeds.findByTokenHash(await hashFeedToken(deps.token));
  if (!feed) return null;
  const today = calendarDateInZone(deps.now, feed.timeZone);
  // Weights are shown in the athlete's unit; before they choose one, in kilograms (the web's locale guess is not
  // known here).
  const weightUnit = feed.weightUnit ?? 'kg';
  const reminderLead = feed.reminderLead ?? DEFAULT_REMINDER_LEAD;
  // Everything the document depends on besides the training, whose version the memo compares.
  const key = [feed.userId, today, feed.timeZone, weightUnit, reminderLead, deps.appUrl].join(' ');
  return documentMemo.get(key, feed.trainingVersion, async () => {
    const options = { timeZone: feed.timeZone, weightUnit, reminderLead, appUrl: deps.appUrl };
    // Each repeating workout reaching the window once, as one event with its rule and the days it skips (decision
    // 0037): the calendar expands it; then the scheduled ones in the window, soonest first, bounded.
    const plan = await deps.queries.workouts.feedPlan(feed.userId, feedWindow(today), FEED_MAX_EVENTS);
    const shown = [...plan.series, ...plan.oneDay].slice(0, FEED_MAX_EVENTS);
    const timings = shown.map((row) => ({
      date: row.date,
      time: row.time ?? undefined,
      recurrenceRule: row.recurrence,
    }));
    const parts = [encoder.encode(calendarFeedHead(feed.timeZone, timings))];
    for (let start = 0; start < shown.length; start += FEED_PAGE_WORKOUTS) {
      // Each page is read and written in a few milliseconds; between them the server answers everyone else.
      await nextTurn();
      const ids = shown.slice(start, start + FEED_PAGE_WORKOUTS).map((row) => row.id);
      const page = await deps.queries.workouts.feedPage(feed.userId, ids, FEED_DESCRIPTION_EXERCISES);
      const events = page.map((workout) => ({
        ...workout,
        recurrenceRule: workout.recurrence,
        exceptionDates: workout.exceptions,
      }));
      parts.push(encoder.encode(calendarFeedEvents(events, options)));
    }
    parts.push(encoder.encode(CALENDAR_FEED_END));
    const body = concat(parts);
    return { body, tag: await entityTag(body) };
  });
}
