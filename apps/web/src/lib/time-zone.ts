import { type CalendarDate, calendarDateInZone } from '@liftwise/domain';

/** How long an answer of browserTimeZone is reused: a zone changed by travel is seen within this. */
export const TIME_ZONE_REUSE_MS = 1000;

let known: { zone: string; at: number } | undefined;

/**
 * The athlete's IANA zone: this browser's, which is the athlete's own. Sent with reads whose answer depends on
 * "today"; the one place the web app asks for it.
 *
 * A page's render asks dozens of times (query keys, today's date), and each ask builds an Intl.DateTimeFormat
 * (~30 ms in all on a phone, in the page's longest tasks), so an answer is reused for a second.
 */
export function browserTimeZone(): string {
  const now = Date.now();
  if (!known || now - known.at > TIME_ZONE_REUSE_MS || now < known.at) {
    known = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  }
  return known.zone;
}

/** The athlete's calendar day by this browser's clock, until a server answer says it. */
export function browserToday(now: Date = new Date()): CalendarDate {
  return calendarDateInZone(now, browserTimeZone());
}
