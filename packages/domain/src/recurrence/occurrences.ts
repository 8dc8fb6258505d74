import { type CalendarDate, fromUtcMs } from '../dates/calendar-date.ts';
import { byDateAndTime } from '../dates/order.ts';
import { occurrenceMs } from './expand.ts';

/** A workout that may repeat, as the lists hold it. */
interface MaybeSeries {
  id?: string | undefined;
  name?: string | undefined;
  date: CalendarDate;
  time?: string | undefined;
  recurrence?: string | undefined;
  exceptions?: readonly CalendarDate[] | undefined;
}

/** The far ends of any range: every series' days lie between them. */
const EARLIEST: CalendarDate = '0000-01-01';
const LATEST: CalendarDate = '9999-12-31';

/** A series' days from `from` to `to`, as midnights UTC; none for a one-day workout. */
function daysOf(series: MaybeSeries, from: CalendarDate, to: CalendarDate): Iterable<number> {
  const { recurrence } = series;
  return recurrence === undefined ? [] : occurrenceMs({ ...series, recurrence }, from, to);
}

/** A day of a list, before it is an entry: a list of `limit` from hundreds of series' days builds only those kept. */
interface Place<T> {
  date: CalendarDate;
  time?: string | undefined;
  name?: string | undefined;
  id?: string | undefined;
  workout: T;
}

/**
 * One-day workouts and the days `pick` keeps of each series (from `from` to `to`), by day and time (the newest
 * first if asked), at most `limit`. An occurrence is the series itself on its day (its id and that day name it),
 * without the exception list, which only the series needs.
 */
function listOf<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  [from, to]: [CalendarDate, CalendarDate],
  pick: (days: Iterable<number>) => Iterable<number>,
  { limit = Number.POSITIVE_INFINITY, newestFirst = false } = {},
): T[] {
  const places: Place<T>[] = oneDay.map((workout) => ({ ...placedBy(workout), workout }));
  for (const s of series)
    for (const ms of pick(daysOf(s, from, to)))
      places.push({ ...placedBy(s), date: fromUtcMs(ms), workout: s });
  places.sort(byDateAndTime);
  if (newestFirst) places.reverse();
  return places.slice(0, limit).map(({ date, workout }) => {
    if (workout.recurrence === undefined) return workout;
    const { exceptions: _exceptions, ...entry } = workout;
    return { ...entry, date } as T;
  });
}

/** The fields a list is ordered by (byDateAndTime). */
function placedBy({ date, time, name, id }: MaybeSeries) {
  return { date, time, name, id };
}

const every = (days: Iterable<number>) => days;

/** The first `limit` days: any later day of the series has `limit` entries before it. */
const first = (limit: number) =>
  function* (days: Iterable<number>) {
    let taken = 0;
    for (const day of days) {
      if (taken++ === limit) return;
      yield day;
    }
  };

/** The last `limit` days: any earlier day of the series has `limit` entries after it. */
const last = (limit: number) => (days: Iterable<number>) => [...days].slice(-limit);

/** A series' occurrences from `from` to `to` as list entries. */
export function seriesOccurrences<T extends MaybeSeries>(
  series: T,
  from: CalendarDate,
  to: CalendarDate,
): T[] {
  return listOf([], [series], [from, to], every);
}

/** The schedule's page: one-day workouts dated in it and every series' occurrences in it, by day and time. */
export function scheduleWithOccurrences<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  from: CalendarDate,
  to: CalendarDate,
): T[] {
  return listOf(oneDay, series, [from, to], every);
}

/** Upcoming (today or later), soonest first, at most `limit`: one-day workouts and occurrences together. */
export function upcomingWithOccurrences<T extends MaybeSeries>(
  oneDay: readonly T[],
  series: readonly T[],
  today: CalendarDate,
  limit: number,
): T[] {
  return listOf(oneDay, series, [today, LATEST], first(limit), { limit });
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
  return listOf(oneDay, series, [EARLIEST, yesterday], last(limit), { limit, newestFirst: true });
}

/** How many occurrences of these series are on `today` or later: the Upcoming card counts them too. */
export function upcomingOccurrenceCount(series: readonly MaybeSeries[], today: CalendarDate): number {
  let count = 0;
  for (const s of series) for (const _ms of daysOf(s, today, LATEST)) count++;
  return count;
}
