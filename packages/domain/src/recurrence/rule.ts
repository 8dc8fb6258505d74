import type { CalendarDate } from '../dates/calendar-date.ts';
import { isCalendarDate } from '../dates/calendar-date.ts';
import { RECURRENCE_MAX_COUNT, RECURRENCE_MAX_INTERVAL, RECURRENCE_RULE_MAX_LENGTH } from './limits.ts';
import { WEEKDAY_CODES, type WeekdayCode } from './options.ts';
import { RECURRENCE_MESSAGES } from './text.ts';

/**
 * A repeat rule as the app reads it: the subset of RFC 5545's RRULE the Repeat section can say. Stored as the
 * RRULE value itself ('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24'), so the calendar feed can pass it on unchanged.
 * `until` is a calendar day of the athlete's (RFC 5545's DATE form, UNTIL=20250131), never an instant: a series
 * lives on local dates (decision on repeating workouts).
 */
export interface RecurrenceRule {
  frequency: 'DAILY' | 'WEEKLY';
  interval: number;
  /** Weekly only; empty means the weekday of the series' first date. */
  weekdays: WeekdayCode[];
  count?: number;
  until?: CalendarDate;
}

export type RuleParse = { ok: true; rule: RecurrenceRule } | { ok: false; message: string };

const KNOWN_KEYS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL', 'WKST']);
const WHOLE = /^[1-9]\d{0,3}$/;
const UNTIL_DATE = /^(\d{4})(\d{2})(\d{2})$/;

function refused(message: string): RuleParse {
  return { ok: false, message };
}

/**
 * Reads a stored or sent RRULE value. Refuses, naming what is wrong, anything the app cannot repeat by: another
 * frequency, BYDAY with an ordinal ('1MO'), a count or interval out of bounds, both COUNT and UNTIL.
 */
export function parseRecurrenceRule(text: string): RuleParse {
  if (text.length === 0 || text.length > RECURRENCE_RULE_MAX_LENGTH)
    return refused(RECURRENCE_MESSAGES.invalidRule);
  const parts = new Map<string, string>();
  for (const part of text.replace(/^RRULE:/, '').split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || parts.has(key))
      return refused(RECURRENCE_MESSAGES.invalidRule);
    if (!KNOWN_KEYS.has(key)) return refused(RECURRENCE_MESSAGES.invalidRule);
    parts.set(key, value);
  }
  const frequency = parts.get('FREQ');
  if (frequency !== 'DAILY' && frequency !== 'WEEKLY')
    return refused(RECURRENCE_MESSAGES.unsupportedFrequency);
  if (parts.has('WKST') && parts.get('WKST') !== 'MO') return refused(RECURRENCE_MESSAGES.invalidRule);

  const intervalText = parts.get('INTERVAL') ?? '1';
  const interval = Number(intervalText);
  if (!WHOLE.test(intervalText) || interval > RECURRENCE_MAX_INTERVAL)
    return refused(RECURRENCE_MESSAGES.interval);

  const byDay = parts.get('BYDAY');
  const weekdays = byDay === undefined ? [] : byDay.split(',');
  if (!weekdays.every((day): day is WeekdayCode => (WEEKDAY_CODES as readonly string[]).includes(day)))
    return refused(RECURRENCE_MESSAGES.invalidRule);
  if (weekdays.length > 0 && frequency !== 'WEEKLY') return refused(RECURRENCE_MESSAGES.weekdaysOnlyWeekly);
  if (new Set(weekdays).size !== weekdays.length) return refused(RECURRENCE_MESSAGES.invalidRule);

  const rule: RecurrenceRule = { frequency, interval, weekdays: sortWeekdays(weekdays) };
  const countText = parts.get('COUNT');
  const untilText = parts.get('UNTIL');
  if (countText !== undefined && untilText !== undefined) return refused(RECURRENCE_MESSAGES.countAndUntil);
  if (countText !== undefined) {
    const count = Number(countText);
    if (!WHOLE.test(countText) || count > RECURRENCE_MAX_COUNT) return refused(RECURRENCE_MESSAGES.count);
    rule.count = count;
  }
  if (untilText !== undefined) {
    const match = UNTIL_DATE.exec(untilText);
    const until = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
    if (!isCalendarDate(until)) return refused(RECURRENCE_MESSAGES.invalidRule);
    rule.until = until;
  }
  return { ok: true, rule };
}

function sortWeekdays(days: readonly WeekdayCode[]): WeekdayCode[] {
  return WEEKDAY_CODES.filter((code) => days.includes(code));
}

/**
 * The RRULE value of a rule, in the order rrule writes one (the tests hold the two equal), without the 'RRULE:'
 * prefix and with UNTIL as a DATE: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24', 'FREQ=DAILY;INTERVAL=2;UNTIL=20250131'.
 */
export function formatRecurrenceRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.frequency}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.weekdays.length > 0) parts.push(`BYDAY=${sortWeekdays(rule.weekdays).join(',')}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== undefined) parts.push(`UNTIL=${rule.until.replaceAll('-', '')}`);
  return parts.join(';');
}

/** A rule's problem by itself (not yet against a start date), or null: what the bounded input schema runs. */
export function recurrenceRuleProblem(text: string): string | null {
  const parsed = parseRecurrenceRule(text);
  return parsed.ok ? null : parsed.message;
}
