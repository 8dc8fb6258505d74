import type { CalendarDate } from '../dates/calendar-date.ts';
import { byDateAndTime } from '../workouts/upcoming.ts';
import { occurrencesBetween } from './expand.ts';

/** A workout that may repeat, as the lists hold it. */
interface MaybeSeries {
  date: CalendarDate;
  time?: string | undefined;
  recurrence?: string | undefined;
  exceptions?: readonly CalendarDate[] | undefined;
}

/** The far ends of any range: every series' days lie between them. */
const EARLIEST: CalendarDate = '0000-01-01';
const LATEST: CalendarDate = '9999-12-31';

/**
 * A series' occurrences from `from` to `to` as list entries: the series itself with `date` set to each day (its id
 * and that day name the occurrence), without the exception list, which only the series needs.
 */
export function seriesOccurrences<T extends MaybeSeries>(
  series: T,
  from: CalendarDate,
  to: CalendarDate,
): T[] {
  if (series.recurrence === undefined) return [];
  const { exceptions: _exceptions, ...entry } = series;
  return occurrencesBetween(series as T & { recurrence: string }, from, to).map(
    (date) => ({ ...entry, date }) as T,
  );
}

/** The schedule's page: one-day workouts dated in it and every series' occurrences in it, by day and time. */
export function scheduleWithOccurrences<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  from: CalendarDate,
  to: CalendarDate,
): T[] {
  return [...oneDay, ...series.flatMap((s) => seriesOccurrences(s, from, to))].sort(byDateAndTime);
}

/** Upcoming (today or later), soonest first, at most `limit`: one-day workouts and occurrences together. */
export function upcomingWithOccurrences<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  today: CalendarDate,
  limit: number,
): T[] {
  return scheduleWithOccurrences(oneDay, series, today, LATEST).slice(0, limit);
}

/**
 * Missed, most recent first, at most `limit`: an occurrence whose day has passed and that was not completed
 * (completing one takes it out of the series) counts as missed, as a one-day workout still scheduled does.
 */
export function missedWithOccurrences<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  yesterday: CalendarDate,
  limit: number,
): T[] {
  return scheduleWithOccurrences(oneDay, series, EARLIEST, yesterday).reverse().slice(0, limit);
}

/** How many occurrences of these series are on `today` or later: the Upcoming card counts them too. */
export function upcomingOccurrenceCount(series: readonly MaybeSeries[], today: CalendarDate): number {
  return series.reduce((sum, s) => sum + seriesOccurrences(s, today, LATEST).length, 0);
}
