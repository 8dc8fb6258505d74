import { addDays, type CalendarDate } from '../dates/calendar-date.ts';
import { lastOccurrence, occurrencesBefore, type Series } from './expand.ts';
import { RECURRENCE_MAX_EXCEPTIONS } from './limits.ts';
import { formatRecurrenceRule, parseRecurrenceRule } from './rule.ts';

/*
 * The exception model (decision on repeating workouts): a series is one row with an RRULE and a list of dates taken
 * out of it (RFC 5545's EXDATE). An occurrence that is deleted is only such a date; one that is moved, edited alone
 * or completed becomes a workout of its own (linked to the series) and its date is taken out. 'This and following'
 * ends the series the day before and starts a new one on that day.
 */

/** The series' exceptions with `day` added: sorted, each once, at most one per day of the horizon. */
export function withException(series: Pick<Series, 'exceptions'>, day: CalendarDate): CalendarDate[] {
  const days = new Set(series.exceptions ?? []);
  days.add(day);
  return [...days].sort().slice(-RECURRENCE_MAX_EXCEPTIONS);
}

/**
 * The series cut to end the day before `day` ('This and following' keeps what came before): the rule's COUNT or
 * UNTIL becomes UNTIL=`day` − 1, and exceptions from `day` on are dropped. null when nothing is left before `day`,
 * that is, the whole series goes.
 */
export function endSeriesBefore(
  series: Series,
  day: CalendarDate,
): { recurrence: string; exceptions: CalendarDate[] } | null {
  const parsed = parseRecurrenceRule(series.recurrence);
  if (!parsed.ok || day <= series.date) return null;
  const dayBefore = addDays(day, -1);
  const { count: _count, until, ...rest } = parsed.rule;
  const recurrence = formatRecurrenceRule({
    ...rest,
    until: until !== undefined && until < dayBefore ? until : dayBefore,
  });
  const last = lastOccurrence(series.date, recurrence);
  if (last === null) return null;
  const exceptions = (series.exceptions ?? []).filter((d) => d < day);
  return { recurrence, exceptions };
}

/**
 * The part of the series from `day` on, as a series of its own: what 'This and following' starts with. A COUNT
 * keeps only the times not yet used before `day`, so the two parts together repeat as often as the whole did.
 */
export function seriesFrom(series: Series, day: CalendarDate): Series {
  const parsed = parseRecurrenceRule(series.recurrence);
  const exceptions = (series.exceptions ?? []).filter((d) => d >= day);
  if (!parsed.ok || parsed.rule.count === undefined)
    return { date: day, recurrence: series.recurrence, exceptions };
  const count = Math.max(1, parsed.rule.count - occurrencesBefore(series, day));
  return { date: day, recurrence: formatRecurrenceRule({ ...parsed.rule, count }), exceptions };
}
