import { type CalendarDate, parseCalendarDate } from './calendar-date.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant (ISO-8601 UTC) a wall-clock time on a calendar day happens in an IANA zone: a workout's `date` and
 * `time` are the athlete's local day and time, so '07:00' is 06:00Z in a London summer and 07:00Z in its winter.
 * A time the clocks skip (01:30 on the spring change) is read with the offset before the change, as calendars do.
 */
export function wallClockInstant(date: CalendarDate, time: string, timeZone: string): string {
  const { year, month, day } = parseCalendarDate(date);
  const [hours, minutes] = time.split(':').map(Number);
  const local = Date.UTC(year, month - 1, day, hours ?? 0, minutes ?? 0);
  // The offset a few hours before the wall-clock time: the one in force before any change that day.
  let instant = local - offsetAt(local - 12 * 3_600_000, timeZone);
  const offset = offsetAt(instant, timeZone);
  if (local - offset !== instant && offsetAt(local - offset, timeZone) === offset) instant = local - offset;
  return new Date(instant).toISOString();
}
