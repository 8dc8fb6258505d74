import { DAY_MS } from '../dates/calendar-date.ts';
import { offsetMinutesAt } from '../dates/zoned-time.ts';
import { type JCalComponent, localDateTime, utcOffsetOf } from './ical-writer.ts';

const MINUTE_MS = 60_000;

interface Transition {
  /** The first instant of the new offset. */
  atMs: number;
  from: number;
  to: number;
}

/** Every change of the zone's offset in [fromMs, toMs): found day by day, then to the minute. */
function transitions(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetMinutesAt(fromMs, timeZone);
  for (let dayStart = fromMs; dayStart < toMs; dayStart += DAY_MS) {
    const next = offsetMinutesAt(dayStart + DAY_MS, timeZone);
    if (next === previous) continue;
    // The change lies in (dayStart, dayStart + 1 day]; narrow it down to the minute.
    let low = dayStart;
    let high = dayStart + DAY_MS;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutesAt(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ atMs: high, from: previous, to: next });
    previous = next;
  }
  return found;
}

function observance(
  kind: 'standard' | 'daylight',
  startWallMs: number,
  from: number,
  to: number,
): JCalComponent {
  return [
    kind,
    [
      ['dtstart', {}, 'date-time', localDateTime(startWallMs)],
      ['tzoffsetfrom', {}, 'utc-offset', utcOffsetOf(from)],
      ['tzoffsetto', {}, 'utc-offset', utcOffsetOf(to)],
    ],
    [],
  ];
}

/**
 * The zone's VTIMEZONE for the years the feed's events fall in, written from the offsets Intl reports rather than
 * from a bundled zone database (ical.js reads a zone's rules but does not make them): each change of offset in those
 * years is one observance with its exact start (no RRULE to get wrong), and the offset on the first day opens the
 * list (from 1970). Outlook needs a VTIMEZONE for every TZID it meets; Google and Apple read it or their own copy of
 * the zone, which agrees.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): JCalComponent {
  const fromMs = Date.UTC(fromYear, 0, 1);
  const toMs = Date.UTC(toYear + 1, 0, 1);
  const changes = transitions(timeZone, fromMs, toMs);
  const first = offsetMinutesAt(fromMs, timeZone);
  // The first offset is summer time if the first change moves the clocks back.
  const firstKind = changes[0] && changes[0].to < first ? 'daylight' : 'standard';
  // The opening observance starts long before any event, so no event time falls before the zone's first rule.
  const observances = [observance(firstKind, Date.UTC(1970, 0, 1), first, first)];
  for (const change of changes) {
    // DTSTART is the wall-clock time the change happens at, read in the offset in force before it.
    const kind = change.to > change.from ? 'daylight' : 'standard';
    observances.push(observance(kind, change.atMs + change.from * MINUTE_MS, change.from, change.to));
  }
  return ['vtimezone', [['tzid', {}, 'text', timeZone]], observances];
}
