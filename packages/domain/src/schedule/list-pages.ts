import { addDays, type CalendarDate } from '../dates/calendar-date.ts';
import { LIST_PAGE_DAYS } from './limits.ts';

/**
 * The List tab's pages: page 0 is today and the 27 days after it, page 1 the four weeks after those, page -1 the
 * four weeks before today. Each is one getSchedule read, so the list runs on across month ends.
 */
export function listPageRange(today: CalendarDate, page: number): { from: CalendarDate; to: CalendarDate } {
  const from = addDays(today, page * LIST_PAGE_DAYS);
  return { from, to: addDays(from, LIST_PAGE_DAYS - 1) };
}

/** The pages the List tab shows, oldest first: `earlier` pages before today's and `later` from today's on. */
export function listPages(earlier: number, later: number): number[] {
  return Array.from({ length: earlier + later }, (_, i) => i - earlier);
}
