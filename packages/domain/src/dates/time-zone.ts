import type { CalendarDate } from './calendar-date.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Parts are read by type below, so the locale's field order does not matter; latn digits and the Gregorian
    // calendar are pinned because a locale could otherwise change them.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws RangeError for a name Intl does not know, so a bad zone fails loudly instead of silently using UTC. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** The athlete's calendar day at an instant, in an IANA time zone. */
export function calendarDateInZone(instant: Date | string, timeZone: string): CalendarDate {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * A completed workout's `date` is ISO; older records may hold a bare day. A bare day is already the athlete's day,
 * an instant is converted into the zone.
 */
export function toCalendarDate(value: string, timeZone: string): CalendarDate {
  return DATE_ONLY.test(value) ? value : calendarDateInZone(value, timeZone);
}

/** What every time-dependent rule needs: the athlete's today and their zone. */
export interface Clock {
  today: CalendarDate;
  timeZone: string;
}

export function clockAt(now: Date | string, timeZone: string): Clock {
  return { today: calendarDateInZone(now, timeZone), timeZone };
}
