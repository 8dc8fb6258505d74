import { type CalendarDate, clockAt, parseCalendarDate } from '@liftwise/domain';
import { browserTimeZone } from '../../lib/training-cache.ts';

export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

export function monthOf(date: CalendarDate): Month {
  const { year, month } = parseCalendarDate(date);
  return { year, month };
}

/** 'YYYY-MM', the prefix of the month's calendar days. */
export function monthKey({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The athlete's day by this browser's clock, until the server's answer says it (decision 0012). */
export function browserToday(): CalendarDate {
  return clockAt(new Date(), browserTimeZone()).today;
}
