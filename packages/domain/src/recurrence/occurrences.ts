import { type CalendarDate, fromUtcMs } from '../dates/calendar-date.ts';
import { byDateAndTime } from '../workouts/upcoming.ts';
import { occurrenceCount, occurrenceDays, occurrenceMs } from './expand.ts';

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

/** An occurrence as a list entry: the series itself on `date` (its id and that day name it), without exceptions. */
function occurrenceOf<T extends MaybeSeries>(series: T, date: CalendarDate): T {
  const { exceptions: _exceptions, ...entry } = series;
  return { ...entry, date } as T;
}

/** A series' days, as its rule reads them; none for a one-day workout. */
function daysOf(series: MaybeSeries, from: CalendarDate, to: CalendarDate): Iterable<CalendarDate> {
  return series.recurrence === undefined
    ? []
    : occurrenceDays(series as MaybeSeries & { recurrence: string }, from, to);
}

/** A series' occurrences from `from` to `to` as list entries. */
export function seriesOccurrences<T extends MaybeSeries>(
  series: T,
  from: CalendarDate,
  to: CalendarDate,
): T[] {
  return Array.from(daysOf(series, from, to), (date) => occurrenceOf(series, date));
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

/**
 * A place in a list, before it is an entry: the lists below keep at most `limit` entries of hundreds of series'
 * days, so only those kept are built (an athlete's many series must not cost a read seconds: issue 17).
 */
interface Candidate<T> {
  date: CalendarDate;
  time?: string | undefined;
  workout: T;
}

function candidatesOf<T extends MaybeSeries>(oneDay: readonly T[]): Candidate<T>[] {
  return oneDay.map((workout) => ({ date: workout.date, time: workout.time, workout }));
}

function entryOf<T extends MaybeSeries>({ date, workout }: Candidate<T>): T {
  return workout.recurrence === undefined ? workout : occurrenceOf(workout, date);
}

/**
 * Upcoming (today or later), soonest first, at most `limit`: one-day workouts and occurrences together. A series
 * gives at most its first `limit` days: any later one has `limit` entries before it.
 */
export function upcomingWithOccurrences<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  today: CalendarDate,
  limit: number,
): T[] {
  const candidates = candidatesOf(oneDay);
  for (const s of series) {
    let taken = 0;
    for (const date of daysOf(s, today, LATEST)) {
      candidates.push({ date, time: s.time, workout: s });
      if (++taken >= limit) break;
    }
  }
  return candidates.sort(byDateAndTime).slice(0, limit).map(entryOf);
}

/**
 * Missed, most recent first, at most `limit`: an occurrence whose day has passed and that was not completed
 * (completing one takes it out of the series) counts as missed, as a one-day workout still scheduled does. A series
 * gives at most its last `limit` days before today.
 */
export function missedWithOccurrences<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  yesterday: CalendarDate,
  limit: number,
): T[] {
  const candidates = candidatesOf(oneDay);
  for (const s of series) {
    if (s.recurrence === undefined) continue;
    const latest: number[] = [];
    for (const ms of occurrenceMs({ ...s, recurrence: s.recurrence }, EARLIEST, yesterday)) {
      latest.push(ms);
      if (latest.length > limit) latest.shift();
    }
    for (const ms of latest) candidates.push({ date: fromUtcMs(ms), time: s.time, workout: s });
  }
  return candidates.sort(byDateAndTime).reverse().slice(0, limit).map(entryOf);
}

/** How many occurrences of these series are on `today` or later: the Upcoming card counts them too. */
export function upcomingOccurrenceCount(series: readonly MaybeSeries[], today: CalendarDate): number {
  let count = 0;
  for (const s of series)
    if (s.recurrence !== undefined)
      count += occurrenceCount({ ...s, recurrence: s.recurrence }, today, LATEST);
  return count;
}
