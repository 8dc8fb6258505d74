import { type CalendarDate, calendarDateInZone } from '@liftwise/domain';

/**
 * The athlete's IANA zone: this browser's, which is the athlete's own. Sent with reads whose answer depends on
 * "today" (decision 0012); the one place the web app asks for it.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The athlete's calendar day by this browser's clock, until a server answer says it (decision 0012). */
export function browserToday(now: Date = new Date()): CalendarDate {
  return calendarDateInZone(now, browserTimeZone());
}
