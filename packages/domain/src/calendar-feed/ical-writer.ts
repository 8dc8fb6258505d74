import ICAL from 'ical.js';

/*
 * The calendar feed is written by ical.js, the kept RFC 5545 library: each property and component is given as jCal
 * (RFC 7265, the library's own data form) and ical.js escapes its TEXT values (§3.3.11), writes its dates, durations
 * and offsets, and folds its lines (§3.1, counting UTF-8 octets, never cutting a character). The app only frames the
 * document, whose parts (head, pages of events, end) are written one at a time.
 */

export const CRLF = '\r\n';

/*
 * ical.js folds after foldLength octets and starts each continuation line with a space it does not count: at 74
 * every physical line holds at most 75 octets, as RFC 5545 asks (at its default of 75 a continuation holds 76).
 */
ICAL.foldLength = 74;

/** A property as jCal: name, parameters, value type, value(s). */
export type JCalProperty = [
  name: string,
  parameters: Record<string, string>,
  type: string,
  ...values: unknown[],
];
/** A component as jCal: name, properties, subcomponents. */
export type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]];

const icalendar = ICAL.design.defaultSet;

/**
 * iCalendar's design set, with the calendar-level extensions Apple and Outlook read typed as theirs: the name and
 * description TEXT (escaped), the published TTL a DURATION. ical.js takes a property it does not know as written.
 */
const FEED_DESIGN = {
  ...icalendar,
  property: {
    ...icalendar.property,
    'x-wr-calname': { defaultType: 'text' },
    'x-wr-caldesc': { defaultType: 'text' },
    'x-wr-timezone': { defaultType: 'text' },
    'x-published-ttl': { defaultType: 'duration' },
  },
};

/** One property as its content line(s): folded, without the final CRLF. */
export function contentLine(property: JCalProperty): string {
  return ICAL.stringify.property(property, FEED_DESIGN, false);
}

/** Properties and components, each ended by CRLF: a part of a document. */
export function writeParts(
  properties: readonly JCalProperty[],
  components: readonly JCalComponent[],
): string {
  let text = '';
  for (const property of properties) text += contentLine(property) + CRLF;
  for (const component of components) text += ICAL.stringify.component(component, FEED_DESIGN) + CRLF;
  return text;
}

/** A wall-clock reading (ms as if UTC) → a jCal local DATE-TIME ('2026-07-06T07:00:00'), for a TZID. */
export function localDateTime(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 19);
}

/** An instant → a jCal UTC DATE-TIME ('2026-07-01T10:00:00Z'). */
export function utcDateTime(instant: Date): string {
  return `${localDateTime(instant.getTime())}Z`;
}

/**
 * Minutes → an RFC 5545 duration in hours and minutes, negative for a trigger before the start: -75 → '-PT1H15M',
 * -1530 → '-PT25H30M' (exact hours, as the reminder counts them, never a nominal day).
 */
export function durationOf(minutes: number): string {
  const total = Math.abs(minutes);
  return ICAL.Duration.fromData({
    isNegative: minutes < 0,
    hours: Math.floor(total / 60),
    minutes: total % 60,
  }).toString();
}

/** A UTC offset in minutes → a jCal UTC-OFFSET ('+02:00'; ical.js writes '+0200'). */
export function utcOffsetOf(minutes: number): string {
  return ICAL.UtcOffset.fromSeconds(minutes * 60).toString();
}

/** An RRULE value as jCal's recurrence data, read by ical.js: the feed writes the rule the app stores. */
export function recurrenceOf(rule: string): unknown {
  return ICAL.Recur.fromString(rule).toJSON();
}
