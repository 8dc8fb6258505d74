import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../dates/zoned-time.ts';
import { buildCalendarFeed, type CalendarFeedInput, type FeedWorkout, feedWindow } from './feed.ts';
import { contentLine } from './ical-writer.ts';
import { FEED_DESCRIPTION_EXERCISES, FEED_MAX_EVENTS, type REMINDER_LEADS } from './options.ts';
import { minutesUntilStart, reminderInstant } from './reminder.ts';
import { countdownText } from './text.ts';

const APP = 'https://liftwise.example';

function workout(overrides: Partial<FeedWorkout> = {}): FeedWorkout {
  return {
    id: 'w-1',
    name: 'Push day',
    date: '2026-07-06',
    time: '07:00',
    duration: 60,
    exercises: [
      { name: 'Bench Press', sets: 3, reps: '8', weight: '60 kg' },
      { name: 'Plank', sets: 3, reps: '30s' },
    ],
    updatedAt: '2026-07-01T10:00:00.000Z',
    ...overrides,
  };
}

function feed(workouts: FeedWorkout[], overrides: Partial<CalendarFeedInput> = {}): string {
  return buildCalendarFeed({
    workouts,
    timeZone: 'Europe/Paris',
    weightUnit: 'kg',
    reminderLead: 'none',
    appUrl: APP,
    ...overrides,
  });
}

/** Parses with a real iCalendar parser and registers the document's own zones, as a calendar app would. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The instant an ical.js time stands for. */
function utc(time: ICAL.Time): string {
  return time.toJSDate().toISOString();
}

function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

describe('RFC 5545 text and lines, as ical.js writes them', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;
  /** An extension property ical.js writes as given: only folding acts on it. */
  const raw = (value: string) => contentLine(['x-test', {}, 'unknown', value]);

  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(contentLine(['summary', {}, 'text', 'a\\b;c,d\ne'])).toBe('SUMMARY:a\\\\b\\;c\\,d\\ne');
  });

  it('folds a long line at 75 octets, never inside a UTF-8 character, and unfolds to the same line', () => {
    const value = 'Squat 💪 é '.repeat(20);
    const folded = contentLine(['summary', {}, 'text', value]);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(`SUMMARY:${value}`);
    expect(folded).not.toContain('\uFFFD');
  });

  it('fills each continuation line to exactly 75 octets, moving a character that would not fit whole to the next', () => {
    // The first line holds 74 octets ('X-TEST:' and 67 more), each continuation a space and 74.
    const physical = raw(`${'a'.repeat(67)}💪${'b'.repeat(200)}`).split('\r\n');
    expect(physical[0]).toBe(`X-TEST:${'a'.repeat(67)}`);
    expect(physical[1]?.startsWith(' 💪')).toBe(true);
    for (const part of physical.slice(1, -1)) expect(octets(part)).toBe(75);
    expect(raw('x'.repeat(67))).toBe(`X-TEST:${'x'.repeat(67)}`);
    expect(raw('x'.repeat(68))).toBe(`X-TEST:${'x'.repeat(67)}\r\n x`);
    expect(raw(`${'x'.repeat(65)}é`)).toBe(`X-TEST:${'x'.repeat(65)}é`);
    expect(raw(`${'x'.repeat(66)}é`)).toBe(`X-TEST:${'x'.repeat(66)}\r\n é`);
  });

  it('writes a 1 MB description of mixed characters in well under a second, and it unfolds to the same line', () => {
    const value = 'Bench Press: 3 × 8 @ 60 kg 💪 Ünïcødé\n'.repeat(25_000);
    expect(octets(value)).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const folded = contentLine(['description', {}, 'text', value]);
    const elapsed = performance.now() - started;
    // Encoding each character on its own took over a second here; one pass over the line takes milliseconds.
    expect(elapsed).toBeLessThan(250);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${value.replaceAll('\n', '\\n')}`);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
  });

  it('ends every line of the document with CRLF and keeps each within 75 octets', () => {
    const ics = feed([
      workout({ name: 'A very long workout name, with commas; semicolons and 🏋️ '.repeat(3) }),
      workout({ id: 'w-2', name: 'Line\r\nbreaks\rof every\nkind' }),
    ]);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parse(ics).events[1]?.summary).toBe('Line\nbreaks\nof every\nkind');
  });
});

describe('buildCalendarFeed', () => {
  it('is a calendar Google, Apple and Outlook read: version, product, name, refresh hints', () => {
    const { calendar } = parse(feed([workout()]));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Liftwise//Workout calendar//EN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Liftwise workouts');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(only(calendar.getAllSubcomponents('vtimezone')).getFirstPropertyValue('tzid')).toBe(
      'Europe/Paris',
    );
  });

  it('writes one event per workout with a stable UID, its name, exercises in the athlete’s unit and a link back', () => {
    const special = workout({ name: 'Legs; heavy, slow \\ day' });
    const { events } = parse(
      feed([special, workout({ id: 'w-2', date: '2026-07-08' })], { weightUnit: 'lb' }),
    );
    expect(events.map((event) => event.uid)).toEqual(['w-1@liftwise', 'w-2@liftwise']);
    const event = events[0] as ICAL.Event;
    expect(event.summary).toBe('Legs; heavy, slow \\ day');
    expect(event.description).toBe(
      [
        'Bench Press: 3 × 8 @ 132.3 lbs',
        'Plank: 3 × 30s',
        '',
        'Start this workout: https://liftwise.example/workouts/start/w-1',
      ].join('\n'),
    );
    expect(event.component.getFirstPropertyValue('url')).toBe('https://liftwise.example/workouts/start/w-1');
    // The same workouts give the same bytes: the ETag holds until a workout changes.
    expect(feed([special])).toBe(feed([special]));
  });

  it('places a timed workout at its time in the athlete’s zone, in summer and in winter, and ends it after its duration', () => {
    const { events } = parse(
      feed([
        workout({ date: '2026-07-06', time: '07:00', duration: 45 }),
        workout({ id: 'w-2', date: '2026-12-07', time: '18:30', duration: 90 }),
      ]),
    );
    const [summer, winter] = events as [ICAL.Event, ICAL.Event];
    expect(summer.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
    expect(utc(summer.startDate)).toBe('2026-07-06T05:00:00.000Z');
    expect(utc(summer.endDate)).toBe('2026-07-06T05:45:00.000Z');
    expect(utc(winter.startDate)).toBe('2026-12-07T17:30:00.000Z');
    expect(utc(winter.endDate)).toBe('2026-12-07T19:00:00.000Z');
  });

  it('writes the zone’s rules so other zones read right too (New York, Sydney)', () => {
    const ny = parse(
      feed([workout({ date: '2026-03-09', time: '07:00' })], { timeZone: 'America/New_York' }),
    );
    expect(utc(only(ny.events).startDate)).toBe('2026-03-09T11:00:00.000Z');
    const sydney = parse(
      feed([workout({ date: '2026-01-05', time: '06:00' })], { timeZone: 'Australia/Sydney' }),
    );
    expect(utc(only(sydney.events).startDate)).toBe('2026-01-04T19:00:00.000Z');
  });

  it('makes a workout without a time an all-day event', () => {
    const event = only(parse(feed([workout({ time: undefined })])).events);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-07-06');
    expect(event.endDate.toString()).toBe('2026-07-07');
  });

  it('adds an alarm at the chosen lead: none, 15 min, 1 h, and 18:00 the evening before', () => {
    const trigger = (lead: (typeof REMINDER_LEADS)[number], time?: string) => {
      const event = only(parse(feed([workout({ time })], { reminderLead: lead })).events);
      const alarms = event.component.getAllSubcomponents('valarm');
      if (alarms.length === 0) return null;
      const alarm = only(alarms);
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(alarm.getFirstPropertyValue('description')).toBe('Workout reminder: Push day');
      return String(alarm.getFirstPropertyValue('trigger'));
    };
    expect(trigger('none', '07:00')).toBeNull();
    expect(trigger('15m', '07:00')).toBe('-PT15M');
    expect(trigger('1h', '07:00')).toBe('-PT1H');
    expect(trigger('eveningBefore', '07:00')).toBe('-PT13H');
    expect(trigger('eveningBefore', '19:30')).toBe('-PT25H30M');
    // An untimed workout starts at midnight: its reminder is the evening before whatever the lead.
    expect(trigger('eveningBefore')).toBe('-PT6H');
    expect(trigger('15m')).toBe('-PT6H');
  });

  it('writes RRULE and EXDATE for a repeating workout, and a parser expands it without the excluded days', () => {
    const repeating = workout({
      date: '2026-03-23',
      time: '07:00',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6',
      exceptionDates: ['2026-03-27'],
    });
    const ics = feed([repeating]);
    // Ending on its last occurrence, the end of that day in Paris as a UTC instant (RFC 5545 with a TZID start).
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260403T215959Z\r\n');
    expect(ics).toContain('EXDATE;TZID=Europe/Paris:20260327T070000\r\n');
    const event = only(parse(ics).events);
    expect(event.isRecurring()).toBe(true);
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (
        !event.component
          .getAllProperties('exdate')
          .some((p) => p.getValues().some((v) => v.compare(next) === 0))
      )
        starts.push(utc(next.convertToZone(ICAL.Timezone.utcTimezone)));
    }
    // 07:00 in Paris on each day, across the change to summer time on 29 March.
    expect(starts).toEqual([
      '2026-03-23T06:00:00.000Z',
      '2026-03-25T06:00:00.000Z',
      '2026-03-30T05:00:00.000Z',
      '2026-04-01T05:00:00.000Z',
      '2026-04-03T05:00:00.000Z',
    ]);
  });

  it('writes EXDATE as days for a repeating all-day workout', () => {
    const ics = feed([
      workout({ time: undefined, recurrenceRule: 'FREQ=DAILY;COUNT=3', exceptionDates: ['2026-07-07'] }),
    ]);
    expect(ics).toContain('EXDATE;VALUE=DATE:20260707\r\n');
    expect(ics).toContain('RRULE:FREQ=DAILY;UNTIL=20260708\r\n');
    expect(only(parse(ics).events).isRecurring()).toBe(true);
  });

  it('ends a rule the app caps (no end, or a COUNT past two years) where the app does, so both show the same days', () => {
    const endless = workout({ date: '2026-03-23', time: '07:00', recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO' });
    const long = workout({
      date: '2026-03-23',
      time: '07:00',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=700',
    });
    for (const repeating of [endless, long]) {
      const event = only(parse(feed([repeating])).events);
      const iterator = event.iterator();
      let count = 0;
      let last: ICAL.Time | undefined;
      for (let next = iterator.next(); next && count < 1_000; next = iterator.next()) {
        count += 1;
        last = next;
      }
      // Mondays for two years (730 days) from 23 March 2026: up to 22 March 2028, so the last is 20 March 2028.
      expect(count).toBe(105);
      expect(last?.toString()).toBe('2028-03-20T07:00:00');
    }
  });

  it('lists a long workout’s first 10 exercises, then how many more, read from the list or from its count', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ name: `Move ${i + 1}`, sets: 3, reps: '8' }));
    const whole = workout({ exercises: many });
    const cut = workout({ exercises: many.slice(0, FEED_DESCRIPTION_EXERCISES), exerciseCount: 100 });
    for (const event of parse(feed([whole, cut])).events) {
      const lines = event.description.split('\n');
      expect(lines.slice(0, 11)).toEqual([
        ...many.slice(0, 10).map((exercise) => `${exercise.name}: 3 × 8`),
        '+90 more',
      ]);
      expect(lines).not.toContain('Move 11: 3 × 8');
    }
    // A short workout has no count line.
    expect(only(parse(feed([workout()])).events).description).not.toContain('more');
  });

  it('holds at most FEED_MAX_EVENTS events, and the window runs from 4 weeks back to 26 weeks ahead', () => {
    const workouts = Array.from({ length: FEED_MAX_EVENTS + 20 }, (_, i) => workout({ id: `w-${i}` }));
    expect(parse(feed(workouts)).events).toHaveLength(FEED_MAX_EVENTS);
    expect(feedWindow('2026-07-01')).toEqual({ from: '2026-06-03', to: '2026-12-30' });
  });

  it('is read whole by a real parser: repeating and one-day events, days taken out, long folded lines of emoji', () => {
    const long = `Ünïcødé 💪🏋️‍♀️ squats, “heavy”; slow \\ `.repeat(8);
    const ics = feed(
      [
        workout({
          id: 'series',
          name: long,
          date: '2026-03-23',
          time: '07:00',
          recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=9',
          exceptionDates: ['2026-03-25', '2026-04-03'],
        }),
        workout({
          id: 'daily',
          date: '2026-03-24',
          time: undefined,
          recurrenceRule: 'FREQ=DAILY;INTERVAL=2;UNTIL=20260401',
          exceptionDates: ['2026-03-28'],
        }),
        workout({
          id: 'one',
          date: '2026-03-26',
          exercises: [{ name: long, sets: 3, reps: '8', weight: '60 kg' }],
        }),
      ],
      { reminderLead: 'eveningBefore' },
    );
    expect(ics).not.toContain('RRULE:RRULE:');
    const { events } = parse(ics);
    expect(events.map((event) => event.uid)).toEqual(['series@liftwise', 'daily@liftwise', 'one@liftwise']);
    expect(events[0]?.summary).toBe(long);
    expect(events[2]?.description.split('\n')[0]).toBe(`${long}: 3 × 8 @ 60 kg`);
    /** Each event's days as the calendar shows them: the rule expanded, less the days it skips. */
    const days = (event: ICAL.Event) => {
      const skipped = event.component
        .getAllProperties('exdate')
        .flatMap((property) => property.getValues().map(String));
      const found: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next && found.length < 100; next = iterator.next())
        if (!skipped.includes(next.toString())) found.push(next.toString().slice(0, 10));
      return found;
    };
    expect(days(events[0] as ICAL.Event)).toEqual([
      '2026-03-23',
      '2026-03-27',
      '2026-03-30',
      '2026-04-01',
      '2026-04-06',
      '2026-04-08',
      '2026-04-10',
    ]);
    expect(days(events[1] as ICAL.Event)).toEqual(['2026-03-24', '2026-03-26', '2026-03-30', '2026-04-01']);
    expect(days(events[2] as ICAL.Event)).toEqual(['2026-03-26']);
  });

  it('is an empty but valid calendar when nothing is scheduled', () => {
    const { calendar, events } = parse(feed([]));
    expect(events).toEqual([]);
    expect(calendar.getAllSubcomponents('vtimezone')).toEqual([]);
  });
});

describe('in-app reminder', () => {
  it('is at the lead before the start in the athlete’s zone, 18:00 the evening before across a DST change', () => {
    const monday = { date: '2026-03-30', time: '07:00' };
    expect(reminderInstant(monday, 'none', 'Europe/Paris')).toBeNull();
    expect(reminderInstant(monday, '15m', 'Europe/Paris')?.toISOString()).toBe('2026-03-30T04:45:00.000Z');
    expect(reminderInstant(monday, '1h', 'Europe/Paris')?.toISOString()).toBe('2026-03-30T04:00:00.000Z');
    // Sunday 29 March is the first day of summer time: 18:00 that evening is 16:00 UTC.
    expect(reminderInstant(monday, 'eveningBefore', 'Europe/Paris')?.toISOString()).toBe(
      '2026-03-29T16:00:00.000Z',
    );
    expect(reminderInstant({ date: '2026-03-30' }, '1h', 'America/New_York')?.toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });

  it('counts down to a workout on the day', () => {
    const now = new Date('2026-07-06T02:45:00.000Z');
    expect(minutesUntilStart({ date: '2026-07-06', time: '07:00' }, 'Europe/Paris', now)).toBe(135);
    expect(countdownText(135)).toBe('in 2 h 15 min');
    expect(countdownText(45)).toBe('in 45 min');
    expect(countdownText(120)).toBe('in 2 h');
    expect(countdownText(0)).toBe('now');
  });

  it('reads a wall time the clocks skip with the offset before the change, and a repeated one as the first', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedInstant('2026-07-06', '07:00', 'UTC').toISOString()).toBe('2026-07-06T07:00:00.000Z');
  });
});
