/**
 * Calendar days are `YYYY-MM-DD` strings (architecture §Data). Arithmetic runs on UTC midnight so that no host time
 * zone or daylight-saving shift can move a day.
 */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day in ms: days are whole at midnight UTC, where no daylight-saving shift applies. */
export const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const month = Number(m);
  const day = Number(d);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(y), month);
}

export function parseCalendarDate(date: CalendarDate): { year: number; month: number; day: number } {
  const match = DATE_PATTERN.exec(date);
  if (!match || !isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** month is 1-12. */
export function formatCalendarDate(year: number, month: number, day: number): CalendarDate {
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).toISOString().slice(0, 10);
}

/** A day's midnight UTC in ms since the epoch: a walk over many days steps on these, and names only the days kept. */
export function toUtcMs(date: CalendarDate): number {
  const { year, month, day } = parseCalendarDate(date);
  return Date.UTC(year, month - 1, day);
}

/** The calendar day of a midnight UTC (`toUtcMs`'s inverse). */
export function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** month is 1-12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The Monday on or before `date` (spec §4: the week starts Monday). */
export function startOfWeek(date: CalendarDate): CalendarDate {
  const offset = (dayOfWeek(date) + 6) % 7;
  return addDays(date, -offset);
}

/** 'MMM d', as the dashboard's Next Workout card shows a date (spec §2), e.g. 'Mar 5'. */
export function formatMonthDay(date: CalendarDate): string {
  const { month, day } = parseCalendarDate(date);
  return `${MONTH_ABBREVIATIONS[month - 1]} ${day}`;
}

/**
 * A chart's day labels: 'Mar 5' while the days fit in a year; "Mar '25" once they span more, where a month and day
 * would repeat from one year to the next (as short as a day's label, so as many fit on the axis).
 */
export function chartDayLabels(dates: readonly CalendarDate[]): string[] {
  const first = dates[0];
  const last = dates.at(-1);
  const spansYears = first !== undefined && last !== undefined && daysBetween(first, last) > 365;
  return dates.map((date) => {
    if (!spansYears) return formatMonthDay(date);
    const { year, month } = parseCalendarDate(date);
    return `${MONTH_ABBREVIATIONS[month - 1]} '${String(year).slice(-2)}`;
  });
}
