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

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `utcMs`, in milliseconds. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** A wall-clock time in an IANA zone (as apps without zones write dates: '2024-03-10 07:30'). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The instant a wall-clock time names in `timeZone`: the UTC reading corrected by the zone's offset, twice, so a
 * time near a change of offset lands on the right side of it. A time the clocks skipped or passed twice (a
 * daylight-saving change) reads as the earlier of the instants around it.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const second = asUtc - zoneOffsetMs(first, timeZone);
  return new Date(Math.min(first, second));
}

/** The wall-clock time (`HH:mm`) an instant shows in an IANA zone. */
export function timeOfDayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    numberingSystem: 'latn',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
