import { type CalendarDate, parseCalendarDate } from '@liftwise/domain';

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
