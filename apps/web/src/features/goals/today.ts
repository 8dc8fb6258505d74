import { calendarDateInZone } from '@liftwise/domain';

/** The athlete's calendar day in this browser's time zone, which is the athlete's own. */
export function athleteToday(now: Date = new Date()): string {
  return calendarDateInZone(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day as 'Dec 31, 2026', read as the day itself (UTC midnight), so no zone can shift it. */
export function formatTargetDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}
