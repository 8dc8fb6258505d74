import { addDays, type CalendarDate } from '../dates/calendar-date.ts';
import { wallClockMs, zonedInstant } from '../dates/zoned-time.ts';
import { lastOccurrence } from '../recurrence/expand.ts';
import { showPlannedWeight, type WeightUnit } from '../units/weight.ts';
import {
  CRLF,
  durationOf,
  type JCalComponent,
  type JCalProperty,
  localDateTime,
  recurrenceOf,
  utcDateTime,
  writeParts,
} from './ical-writer.ts';
import {
  FEED_DESCRIPTION_EXERCISES,
  FEED_FUTURE_DAYS,
  FEED_MAX_EVENTS,
  FEED_PAST_DAYS,
  FEED_REFRESH_MINUTES,
  FEED_TOKEN_PATTERN,
  type ReminderLead,
} from './options.ts';
import { reminderMinutesBefore } from './reminder.ts';
import { CALENDAR_DOCUMENT_TEXT } from './text.ts';
import { vtimezone } from './vtimezone.ts';

/** What the feed reads of a scheduled workout. */
export interface FeedWorkout {
  id: string;
  name: string;
  date: CalendarDate;
  time?: string | undefined;
  duration: number;
  /** Its exercises, or only the first FEED_DESCRIPTION_EXERCISES of them (all a description shows). */
  exercises: readonly { name: string; sets: number; reps: string; weight?: string | undefined }[];
  /** How many exercises it has, when `exercises` holds only the first ones. */
  exerciseCount?: number | undefined;
  updatedAt: string;
  /** An RFC 5545 RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24`) when the workout repeats. */
  recurrenceRule?: string | null | undefined;
  /** Local days (YYYY-MM-DD) of occurrences left out: moved, deleted or changed on their own. */
  exceptionDates?: readonly CalendarDate[] | undefined;
}

export interface CalendarFeedInput {
  workouts: readonly FeedWorkout[];
  /** The IANA zone every time is written in (the athlete's). */
  timeZone: string;
  /** The unit the description shows weights in. */
  weightUnit: WeightUnit;
  reminderLead: ReminderLead;
  /** The app's origin (`https://liftwise.example`), for the links back to the start screen. */
  appUrl: string;
}

/** A recurrence may reach two years past its first day; its zone rules must cover them. */
const RECURRENCE_YEARS = 2;

/** The start screen a workout's event links back to. */
export function startScreenUrl(appUrl: string, workoutId: string): string {
  return new URL(`/workouts/start/${encodeURIComponent(workoutId)}`, appUrl).toString();
}

/** Stable across fetches and edits, so a calendar app updates the event instead of adding another. */
export function eventUid(workoutId: string): string {
  return `${workoutId}@liftwise`;
}

/** The first exercises, then how many more: a workout of 100 exercises is not 100 lines in every calendar. */
function description(workout: FeedWorkout, unit: WeightUnit, url: string): string {
  const shown = workout.exercises.slice(0, FEED_DESCRIPTION_EXERCISES);
  const lines = shown.map((exercise) =>
    CALENDAR_DOCUMENT_TEXT.exerciseLine(
      exercise.name,
      exercise.sets,
      exercise.reps,
      showPlannedWeight(exercise.weight, unit),
    ),
  );
  const more = Math.max(workout.exerciseCount ?? 0, workout.exercises.length) - shown.length;
  if (more > 0) lines.push(CALENDAR_DOCUMENT_TEXT.moreExercises(more));
  return [...lines, '', CALENDAR_DOCUMENT_TEXT.startLine(url)].join('\n');
}

/** The days a feed holds around `today` (both included): what calendar apps show of a subscription. */
export function feedWindow(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(today, -FEED_PAST_DAYS), to: addDays(today, FEED_FUTURE_DAYS) };
}

/** DTSTART/DTEND (and EXDATE): a timed workout in the athlete's zone, an untimed one all day. */
function timing(workout: FeedWorkout, timeZone: string): JCalProperty[] {
  const exceptions = workout.exceptionDates ?? [];
  if (workout.time === undefined) {
    const properties: JCalProperty[] = [
      ['dtstart', {}, 'date', workout.date],
      ['dtend', {}, 'date', addDays(workout.date, 1)],
    ];
    if (exceptions.length) properties.push(['exdate', {}, 'date', ...exceptions]);
    return properties;
  }
  const start = wallClockMs(workout.date, workout.time);
  const zoned = { tzid: timeZone };
  const properties: JCalProperty[] = [
    ['dtstart', zoned, 'date-time', localDateTime(start)],
    ['dtend', zoned, 'date-time', localDateTime(start + workout.duration * 60_000)],
  ];
  if (exceptions.length) {
    // An excluded occurrence is named by its start: the same time of day on that date.
    const starts = exceptions.map((date) => localDateTime(wallClockMs(date, workout.time)));
    properties.push(['exdate', zoned, 'date-time', ...starts]);
  }
  return properties;
}

/**
 * The RRULE a calendar app is given: the app's rule ending on its last occurrence, as the app expands it (a rule
 * without an end, or a COUNT reaching past it, stops two years after the first day), so the calendar shows exactly
 * the app's days. A date-only start (all day) ends on that DATE; a timed one (TZID) on a UTC instant, as RFC 5545
 * requires: the end of that last day in the athlete's zone.
 */
export function feedRule(workout: FeedWorkout, timeZone: string): string | undefined {
  const rule = workout.recurrenceRule;
  if (!rule) return undefined;
  const last = lastOccurrence(workout.date, rule) ?? workout.date;
  const endless = rule
    .split(';')
    .filter((part) => !/^(COUNT|UNTIL)=/.test(part))
    .join(';');
  if (workout.time === undefined) return `${endless};UNTIL=${last.replaceAll('-', '')}`;
  const endOfDay = zonedInstant(last, '23:59', timeZone).getTime() + 59_000;
  return `${endless};UNTIL=${utcDateTime(new Date(endOfDay)).replace(/[-:]/g, '')}`;
}

/** One workout's VEVENT, with its alarm when the athlete chose a lead time. */
export function workoutEvent(
  workout: FeedWorkout,
  input: Omit<CalendarFeedInput, 'workouts'>,
): JCalComponent {
  const url = startScreenUrl(input.appUrl, workout.id);
  const properties: JCalProperty[] = [
    ['uid', {}, 'text', eventUid(workout.id)],
    // The workout's last change, not the time of the fetch: the same workouts give the same bytes (and ETag).
    ['dtstamp', {}, 'date-time', utcDateTime(new Date(workout.updatedAt))],
    ...timing(workout, input.timeZone),
  ];
  const rule = feedRule(workout, input.timeZone);
  if (rule) properties.push(['rrule', {}, 'recur', recurrenceOf(rule)]);
  properties.push(
    ['summary', {}, 'text', plainText(workout.name)],
    ['description', {}, 'text', plainText(description(workout, input.weightUnit, url))],
    ['url', {}, 'uri', url],
  );
  const before = reminderMinutesBefore(workout.time, input.reminderLead);
  const alarms: JCalComponent[] =
    before === null
      ? []
      : [
          [
            'valarm',
            [
              ['action', {}, 'text', 'DISPLAY'],
              ['description', {}, 'text', plainText(CALENDAR_DOCUMENT_TEXT.alarm(workout.name))],
              ['trigger', {}, 'duration', durationOf(-before)],
            ],
            [],
          ],
        ];
  return ['vevent', properties, alarms];
}

/** TEXT with every line break as one newline, which ical.js writes as '\\n' (a lone CR would end the line). */
function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** What the zone's rules must cover: a timed workout's day, and two years on for a repeating one. */
export type FeedTiming = Pick<FeedWorkout, 'date' | 'time' | 'recurrenceRule'>;

function yearsSpanned(workouts: readonly FeedTiming[]): [number, number] | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const workout of workouts) {
    if (workout.time === undefined) continue;
    const year = Number(workout.date.slice(0, 4));
    from = Math.min(from, year);
    to = Math.max(to, workout.recurrenceRule ? year + RECURRENCE_YEARS : year);
  }
  return from === Number.POSITIVE_INFINITY ? null : [from, to];
}

/**
 * The document's start, serialized: the calendar's name and refresh hints Google, Apple and Outlook read, and the
 * zone's VTIMEZONE when any of the workouts (only their timing is needed) is timed.
 */
export function calendarFeedHead(timeZone: string, timings: readonly FeedTiming[]): string {
  const refresh = durationOf(FEED_REFRESH_MINUTES);
  const properties: JCalProperty[] = [
    ['version', {}, 'text', '2.0'],
    ['prodid', {}, 'text', '-//Liftwise//Workout calendar//EN'],
    ['calscale', {}, 'text', 'GREGORIAN'],
    ['method', {}, 'text', 'PUBLISH'],
    ['x-wr-calname', {}, 'text', CALENDAR_DOCUMENT_TEXT.calendarName],
    ['x-wr-caldesc', {}, 'text', CALENDAR_DOCUMENT_TEXT.calendarDescription],
    ['x-wr-timezone', {}, 'text', timeZone],
    // RFC 7986 asks for VALUE=DURATION, which ical.js writes for a type its design does not give the property.
    ['refresh-interval', {}, 'duration', refresh],
    ['x-published-ttl', {}, 'duration', refresh],
  ];
  const years = yearsSpanned(timings);
  const zones = years ? [vtimezone(timeZone, years[0], years[1])] : [];
  return `BEGIN:VCALENDAR${CRLF}${writeParts(properties, zones)}`;
}

/** Some workouts' VEVENTs, serialized: a document is its head, its workouts' events in any number of parts, its end. */
export function calendarFeedEvents(
  workouts: readonly FeedWorkout[],
  input: Omit<CalendarFeedInput, 'workouts'>,
): string {
  return writeParts(
    [],
    workouts.map((workout) => workoutEvent(workout, input)),
  );
}

export const CALENDAR_FEED_END = `END:VCALENDAR${CRLF}`;

/**
 * The athlete's whole feed as an iCalendar document (RFC 5545): one VEVENT per scheduled workout, at most
 * FEED_MAX_EVENTS, the zone's VTIMEZONE when any event is timed, and the name and refresh hints calendar apps read.
 */
export function buildCalendarFeed(input: CalendarFeedInput): string {
  const workouts = input.workouts.slice(0, FEED_MAX_EVENTS);
  return calendarFeedHead(input.timeZone, workouts) + calendarFeedEvents(workouts, input) + CALENDAR_FEED_END;
}

/** The feed's path on the app's origin; the token is its only key. */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/**
 * The token of a feed URL's path, or null for any other path. Only the exact form opens a feed: a trailing slash or
 * `.ICS` is another path (404), so it cannot earn a rate-limit bucket of its own.
 */
export function feedTokenFromPath(path: string): string | null {
  const token = /^\/calendar\/([^/]*)\.ics$/.exec(path)?.[1];
  return token !== undefined && FEED_TOKEN_PATTERN.test(token) ? token : null;
}
