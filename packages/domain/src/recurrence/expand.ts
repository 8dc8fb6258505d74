import { addDays, type CalendarDate, dayOfWeek, parseCalendarDate } from '../dates/calendar-date.ts';
import { RECURRENCE_HORIZON_DAYS } from './limits.ts';
import { WEEKDAY_CODES, type WeekdayCode } from './options.ts';
import { RRule } from './rrule-library.ts';
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
 * Expansion runs over calendar days, never instants: each day is the UTC midnight of that date and rrule counts in
 * UTC, which has no daylight-saving change. An occurrence is that date at the workout's wall-clock time in the
 * athlete's zone, so 07:00 stays 07:00 across a DST change (decision on repeating workouts).
 */
function dayAsDate(day: CalendarDate): Date {
  const { year, month, day: d } = parseCalendarDate(day);
  return new Date(Date.UTC(year, month - 1, d));
}

function dateAsDay(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

/** The weekday code of a calendar day. */
export function weekdayCodeOf(day: CalendarDate): WeekdayCode {
  // dayOfWeek: 0 = Sunday; WEEKDAY_CODES starts Monday.
  return WEEKDAY_CODES[(dayOfWeek(day) + 6) % 7] as WeekdayCode;
}

/** The last day any series starting on `start` may reach: two years on (the cap of a rule without an end). */
export function horizonOf(start: CalendarDate): CalendarDate {
  return addDays(start, RECURRENCE_HORIZON_DAYS);
}

function rruleOf(rule: RecurrenceRule, start: CalendarDate): InstanceType<typeof RRule> {
  const horizon = horizonOf(start);
  const until = rule.until !== undefined && rule.until < horizon ? rule.until : horizon;
  return new RRule({
    freq: rule.frequency === 'DAILY' ? RRule.DAILY : RRule.WEEKLY,
    interval: rule.interval,
    wkst: RRule.MO,
    ...(rule.frequency === 'WEEKLY' && {
      byweekday: (rule.weekdays.length > 0 ? rule.weekdays : [weekdayCodeOf(start)]).map((day) => RRule[day]),
    }),
    dtstart: dayAsDate(start),
    until: dayAsDate(until),
    ...(rule.count !== undefined && { count: rule.count }),
  });
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
  const first = from < start ? start : from;
  if (first > to) return [];
  return rruleOf(parsed.rule, start).between(dayAsDate(first), dayAsDate(to), true).map(dateAsDay);
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
  const parsed = parseRecurrenceRule(text);
  if (!parsed.ok) return null;
  const last = rruleOf(parsed.rule, start).before(dayAsDate(horizonOf(start)), true);
  return last ? dateAsDay(last) : null;
}

/** The first day on or after `day` the rule repeats on (a series' date is its first occurrence), or null. */
export function firstOccurrenceFrom(day: CalendarDate, text: string): CalendarDate | null {
  return ruleDaysBetween(day, text, day, horizonOf(day))[0] ?? null;
}

/** How many of the rule's days fall before `day` (exceptions included): what a COUNT has used up by then. */
export function occurrencesBefore(series: Series, day: CalendarDate): number {
  return ruleDaysBetween(series.date, series.recurrence, series.date, addDays(day, -1)).length;
}
