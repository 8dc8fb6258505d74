import { addDays, type CalendarDate, dayOfWeek, startOfWeek } from '../dates/calendar-date.ts';
import { RECURRENCE_HORIZON_DAYS } from './limits.ts';
import { WEEKDAY_CODES, type WeekdayCode } from './options.ts';
import { parseRecurrenceRule, type RecurrenceRule } from './rule.ts';

/**
 * A repeating workout as the expansion reads it: its first date, its RRULE value and the dates taken out of it
 * (deleted, moved or completed occurrences, each of the last two now a workout of its own).
 */
export interface Series {
  date: CalendarDate;
  recurrence: string;
  exceptions?: readonly CalendarDate[] | undefined;
}

/*
 * Expansion runs over calendar days, never instants: an occurrence is a date, and the workout's wall-clock time on
 * that date in the athlete's zone, so 07:00 stays 07:00 across a DST change (decision on repeating workouts). The
 * app's subset of RRULE (DAILY or WEEKLY, INTERVAL, BYDAY, COUNT, UNTIL; weeks start Monday) is walked here, day
 * by day; the tests hold it to rrule's own expansion of the same rules (rrule stays out of the Worker: its bundle).
 */

/** The weekday code of a calendar day. */
export function weekdayCodeOf(day: CalendarDate): WeekdayCode {
  // dayOfWeek: 0 = Sunday; WEEKDAY_CODES starts Monday.
  return WEEKDAY_CODES[(dayOfWeek(day) + 6) % 7] as WeekdayCode;
}

/** The last day any series starting on `start` may reach: two years on (the cap of a rule without an end). */
export function horizonOf(start: CalendarDate): CalendarDate {
  return addDays(start, RECURRENCE_HORIZON_DAYS);
}

/**
 * The rule's days from its first date `start` on, in order, until its COUNT, its UNTIL or the two-year horizon,
 * whichever comes first. At most RECURRENCE_HORIZON_DAYS + 1 days, whatever the rule.
 */
function* ruleDays(rule: RecurrenceRule, start: CalendarDate): Generator<CalendarDate> {
  const horizon = horizonOf(start);
  const end = rule.until !== undefined && rule.until < horizon ? rule.until : horizon;
  const count = rule.count ?? Number.POSITIVE_INFINITY;
  let emitted = 0;
  if (rule.frequency === 'DAILY') {
    for (let day = start; day <= end && emitted < count; day = addDays(day, rule.interval), emitted++)
      yield day;
    return;
  }
  // Weekly: every INTERVAL-th week (Monday to Sunday) from the first date's, on the chosen weekdays.
  const offsets = (rule.weekdays.length > 0 ? rule.weekdays : [weekdayCodeOf(start)])
    .map((code) => WEEKDAY_CODES.indexOf(code))
    .sort((a, b) => a - b);
  for (let monday = startOfWeek(start); monday <= end; monday = addDays(monday, 7 * rule.interval)) {
    for (const offset of offsets) {
      const day = addDays(monday, offset);
      if (day < start) continue;
      if (day > end || emitted >= count) return;
      emitted++;
      yield day;
    }
  }
}

/** The rule's days from `from` to `to` (both included), ignoring exceptions; [] for an invalid rule. */
function ruleDaysBetween(
  start: CalendarDate,
  text: string,
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  const parsed = parseRecurrenceRule(text);
  if (!parsed.ok || from > to) return [];
  const days: CalendarDate[] = [];
  for (const day of ruleDays(parsed.rule, start)) {
    if (day > to) break;
    if (day >= from) days.push(day);
  }
  return days;
}

/**
 * The series' occurrences from `from` to `to` (both included), by day, without its exceptions. Never beyond the
 * rule's end nor two years after the first date, whatever range is asked.
 */
export function occurrencesBetween(series: Series, from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const excluded = new Set(series.exceptions ?? []);
  return ruleDaysBetween(series.date, series.recurrence, from, to).filter((day) => !excluded.has(day));
}

/** Whether `day` is an occurrence of the series (and not one taken out). */
export function isOccurrence(series: Series, day: CalendarDate): boolean {
  return occurrencesBetween(series, day, day).length === 1;
}

/**
 * The day the series' occurrences end on at the latest: its UNTIL or COUNT-th day, capped at two years. Stored
 * beside the rule, so a calendar page reads only the series that can reach it. null: the rule has no day at all.
 */
export function lastOccurrence(start: CalendarDate, text: string): CalendarDate | null {
  return ruleDaysBetween(start, text, start, horizonOf(start)).at(-1) ?? null;
}

/** The first day on or after `day` the rule repeats on (a series' date is its first occurrence), or null. */
export function firstOccurrenceFrom(day: CalendarDate, text: string): CalendarDate | null {
  return ruleDaysBetween(day, text, day, horizonOf(day))[0] ?? null;
}

/** How many of the rule's days fall before `day` (exceptions included): what a COUNT has used up by then. */
export function occurrencesBefore(series: Series, day: CalendarDate): number {
  return ruleDaysBetween(series.date, series.recurrence, series.date, addDays(day, -1)).length;
}
