import { addDays, type CalendarDate, DAY_MS, dayOfWeek, fromUtcMs, toUtcMs } from '../dates/calendar-date.ts';
import { WEEKDAY_CODES, type WeekdayCode } from './options.ts';
import { parseRecurrenceRule } from './rule.ts';
import { horizonOf, ruleDayNumbers } from './rule-days.ts';

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
 * that date in the athlete's zone, so 07:00 stays 07:00 across a DST change (decision on repeating workouts). rrule
 * expands the app's subset of RRULE (DAILY or WEEKLY, INTERVAL, BYDAY, COUNT, UNTIL; weeks start Monday) on those
 * days (`ruleDayNumbers`); this module picks a range of them.
 */

/** The weekday code of a calendar day. */
export function weekdayCodeOf(day: CalendarDate): WeekdayCode {
  // dayOfWeek: 0 = Sunday; WEEKDAY_CODES starts Monday.
  return WEEKDAY_CODES[(dayOfWeek(day) + 6) % 7] as WeekdayCode;
}

export { horizonOf };

/** The index of the first day number at or after `day` (binary search: the days are in order). */
function firstIndexFrom(days: Int32Array, day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((days[middle] as number) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A range of days as midnights UTC. A range open at the front ('0000-01-01') starts at the series' first day: Date
 * reads the years 0 to 99 as 1900 to 1999.
 */
function msRange(start: CalendarDate, from: CalendarDate, to: CalendarDate): [number, number] {
  return [toUtcMs(from < start ? start : from), toUtcMs(to)];
}

/** The rule's days from `from` to `to` (both included), ignoring exceptions; [] for an invalid rule. */
function ruleDaysBetween(
  start: CalendarDate,
  text: string,
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  return occurrencesBetween({ date: start, recurrence: text }, from, to);
}

/**
 * The series' occurrences from `from` to `to` (both included), as midnights UTC (`fromUtcMs` names one), without its
 * exceptions: a caller that keeps only a few days names only those.
 */
export function* occurrenceMs(series: Series, from: CalendarDate, to: CalendarDate): Generator<number> {
  if (!parseRecurrenceRule(series.recurrence).ok || from > to) return;
  const excluded = new Set((series.exceptions ?? []).map(toUtcMs));
  const [fromMs, toMs] = msRange(series.date, from, to);
  const days = ruleDayNumbers(series.recurrence, series.date);
  for (let index = firstIndexFrom(days, Math.ceil(fromMs / DAY_MS)); index < days.length; index++) {
    const ms = (days[index] as number) * DAY_MS;
    if (ms > toMs) return;
    if (!excluded.has(ms)) yield ms;
  }
}

/** The series' occurrences from `from` to `to` (both included), by day, without its exceptions. */
export function occurrencesBetween(series: Series, from: CalendarDate, to: CalendarDate): CalendarDate[] {
  return Array.from(occurrenceMs(series, from, to), fromUtcMs);
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
