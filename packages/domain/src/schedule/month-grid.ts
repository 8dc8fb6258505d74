import { addDays, type CalendarDate, dayOfWeek, formatCalendarDate } from '../dates/calendar-date.ts';
import { CALENDAR_CELLS } from './limits.ts';

export interface MonthCell {
  date: CalendarDate;
  day: number;
  /** False for the days of the neighbouring months that fill the grid. */
  inMonth: boolean;
  isToday: boolean;
}

export const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The schedule's month grid (spec §2): 42 cells, Sunday first, starting on the Sunday on or before the 1st.
 * month is 1-12.
 */
export function monthGrid(year: number, month: number, today?: CalendarDate): MonthCell[] {
  const first = formatCalendarDate(year, month, 1);
  const start = addDays(first, -dayOfWeek(first));
  const prefix = first.slice(0, 7);
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => {
    const date = addDays(start, index);
    return {
      date,
      day: Number(date.slice(8, 10)),
      inMonth: date.startsWith(prefix),
      isToday: date === today,
    };
  });
}

/** Previous/next month buttons; month is 1-12. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function monthTitle(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
