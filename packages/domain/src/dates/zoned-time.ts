/**
 * Wall-clock time in an IANA zone and the instants it names, from Intl alone (the Worker has no zone library and
 * needs none): the one place the app turns an athlete's local day and time into an instant and back — the calendar
 * feed's VTIMEZONE and reminders, the dashboard's countdown, repeating workouts' DST checks, and the times of
 * sessions imported from other apps.
 */

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
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
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes (Paris in summer: 120; New York in winter: -300). */
export function offsetMinutesAt(instantMs: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  // Intl drops milliseconds: compare with the instant truncated to the second.
  return Math.round((wall - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** A wall-clock reading as if it were UTC: the arithmetic form of 'YYYY-MM-DD' and 'HH:MM' (or 'HH:MM:SS'). */
export function wallClockMs(date: string, time = '00:00'): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
}

/**
 * The instant a wall-clock time names in a zone. In the hour a spring-forward skips, it is read with the offset
 * before the change (02:30 that does not exist reads as 03:30), as calendar apps do; in the hour a fall-back
 * repeats, the first of the two.
 */
export function zonedInstant(date: string, time: string | undefined, timeZone: string): Date {
  const wall = wallClockMs(date, time);
  const before = offsetMinutesAt(wall - 24 * 3_600_000, timeZone);
  const guess = wall - before * 60_000;
  const after = offsetMinutesAt(guess, timeZone);
  if (after === before) return new Date(guess);
  const corrected = wall - after * 60_000;
  // The corrected reading is right unless the wall time falls in a skipped hour; then keep the earlier offset.
  return offsetMinutesAt(corrected, timeZone) === after ? new Date(corrected) : new Date(guess);
}

/** The wall-clock time (`HH:MM`) an instant shows in an IANA zone. */
export function timeOfDayInZone(instant: Date, timeZone: string): string {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value.padStart(2, '0');
  return `${part('hour') ?? '00'}:${part('minute') ?? '00'}`;
}
