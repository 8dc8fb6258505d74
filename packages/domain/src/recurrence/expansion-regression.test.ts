import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, fromUtcMs, startOfWeek, toUtcMs } from '../dates/calendar-date.ts';
import { horizonOf, lastOccurrence, occurrencesBetween, weekdayCodeOf } from './expand.ts';
import { RECURRENCE_MAX_COUNT } from './limits.ts';
import { WEEKDAY_CODES } from './options.ts';
import { RRule } from './rrule.ts';
import { formatRecurrenceRule, type RecurrenceRule } from './rule.ts';
import { expansionSteps } from './rule-days.ts';

/**
 * The app's subset walked by hand, day by day: the expansion the app ran before rrule did it, kept as an independent
 * model (every INTERVAL-th Monday-to-Sunday week from the first date's, on the chosen weekdays; every INTERVAL-th day).
 */
function walkedDays(rule: RecurrenceRule, start: CalendarDate): CalendarDate[] {
  const horizon = horizonOf(start);
  const end = rule.until !== undefined && rule.until < horizon ? rule.until : horizon;
  const count = rule.count ?? Number.POSITIVE_INFINITY;
  const days: CalendarDate[] = [];
  if (rule.frequency === 'DAILY') {
    for (let day = start; day <= end && days.length < count; day = addDays(day, rule.interval))
      days.push(day);
    return days;
  }
  const offsets = (rule.weekdays.length > 0 ? rule.weekdays : [weekdayCodeOf(start)])
    .map((code) => WEEKDAY_CODES.indexOf(code))
    .sort((a, b) => a - b);
  for (let monday = startOfWeek(start); monday <= end; monday = addDays(monday, 7 * rule.interval))
    for (const offset of offsets) {
      const day = addDays(monday, offset);
      if (day < start) continue;
      if (day > end || days.length >= count) return days;
      days.push(day);
    }
  return days;
}

const days = (start: CalendarDate, recurrence: string, from = start, to = horizonOf(start)) =>
  occurrencesBetween({ date: start, recurrence }, from, to);

describe('rrule expands the repeat rules (regression cases)', () => {
  it('writes rules as rrule does', () => {
    const rule: RecurrenceRule = {
      frequency: 'WEEKLY',
      interval: 2,
      weekdays: ['MO', 'WE', 'FR'],
      count: 24,
    };
    expect(`RRULE:${formatRecurrenceRule(rule)}`).toBe(
      RRule.optionsToString({
        freq: RRule.WEEKLY,
        interval: 2,
        byweekday: [RRule.MO, RRule.WE, RRule.FR],
        count: 24,
      }),
    );
  });

  it('fixed rules give fixed days', () => {
    // 2025-03-05 is a Wednesday.
    expect(days('2025-03-05', 'FREQ=DAILY;INTERVAL=3;COUNT=4')).toEqual([
      '2025-03-05',
      '2025-03-08',
      '2025-03-11',
      '2025-03-14',
    ]);
    // Every other week, counted from the first date's Monday-to-Sunday week: the Monday before the start is skipped.
    expect(days('2025-03-05', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR,SU;COUNT=5')).toEqual([
      '2025-03-07',
      '2025-03-09',
      '2025-03-17',
      '2025-03-21',
      '2025-03-23',
    ]);
    // Without BYDAY a weekly rule repeats on the first date's weekday; UNTIL is the last day, included.
    expect(days('2025-03-05', 'FREQ=WEEKLY;UNTIL=20250326')).toEqual([
      '2025-03-05',
      '2025-03-12',
      '2025-03-19',
      '2025-03-26',
    ]);
    // A leap day and a year's end are days like any other.
    expect(days('2024-02-27', 'FREQ=DAILY;COUNT=4')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(days('2025-12-29', 'FREQ=WEEKLY;BYDAY=TH;COUNT=2')).toEqual(['2026-01-01', '2026-01-08']);
  });

  it('a rule without an end, or ending later, stops two years on; a COUNT counts from the first date', () => {
    expect(lastOccurrence('2025-03-05', 'FREQ=DAILY')).toBe('2027-03-05');
    expect(lastOccurrence('2025-03-05', 'FREQ=DAILY;UNTIL=20300101')).toBe('2027-03-05');
    expect(lastOccurrence('2025-03-05', `FREQ=DAILY;COUNT=${RECURRENCE_MAX_COUNT}`)).toBe('2027-03-04');
    expect(days('2025-03-05', 'FREQ=DAILY')).toHaveLength(731);
    expect(days('2025-03-05', 'FREQ=DAILY;COUNT=10', '2025-03-12', '2025-12-31')).toEqual([
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
  });

  it('a rule sent with its property name expands as the bare value does; one the app refuses has no days', () => {
    expect(days('2025-03-05', 'RRULE:FREQ=DAILY;COUNT=2')).toEqual(['2025-03-05', '2025-03-06']);
    expect(days('2025-03-05', 'FREQ=MONTHLY;COUNT=2')).toEqual([]);
    expect(days('2025-03-05', 'FREQ=DAILY;COUNT=2;UNTIL=20250310')).toEqual([]);
  });

  it('every daily or weekly rule, from any first date, gives the walked days (property)', () => {
    const rules = fc.record({
      frequency: fc.constantFrom('DAILY' as const, 'WEEKLY' as const),
      interval: fc.integer({ min: 1, max: 52 }),
      weekdays: fc.subarray([...WEEKDAY_CODES]),
      end: fc.oneof(
        fc.constant({}),
        fc.integer({ min: 1, max: RECURRENCE_MAX_COUNT }).map((count) => ({ count })),
        fc.integer({ min: 0, max: 800 }).map((days) => ({ until: addDays('2025-03-03', days) })),
      ),
    });
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 13 }), ({ frequency, interval, weekdays, end }, shift) => {
        const start = addDays('2025-03-03', shift);
        const rule: RecurrenceRule = {
          frequency,
          interval,
          weekdays: frequency === 'WEEKLY' ? weekdays : [],
          ...end,
        };
        expect(days(start, formatRecurrenceRule(rule))).toEqual(walkedDays(rule, start));
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same days whichever expansion the memo keeps, and names days, not instants', () => {
    const first = days('2026-03-29', 'FREQ=DAILY;COUNT=3');
    expect(days('2026-03-29', 'FREQ=DAILY;COUNT=3')).toEqual(first);
    // The European clocks change on 2026-03-29: a floating expansion has no zone to shift the day.
    expect(first.map((day) => fromUtcMs(toUtcMs(day)))).toEqual(['2026-03-29', '2026-03-30', '2026-03-31']);
  });

  it('expands each series not yet remembered in a step of its own, so a server can pace the first read', () => {
    const series = [
      { date: '2031-01-06', recurrence: 'FREQ=DAILY' },
      { date: '2031-01-06', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
      { date: '2031-01-06' },
      { date: '2031-01-06', recurrence: 'FREQ=YEARLY' },
    ];
    expect([...expansionSteps(series)]).toHaveLength(2);
    expect([...expansionSteps(series)]).toHaveLength(0);
  });
});
