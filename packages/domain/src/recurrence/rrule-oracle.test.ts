import fc from 'fast-check';
import * as rruleModule from 'rrule';
import { describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate } from '../dates/calendar-date.ts';
import { horizonOf, occurrencesBetween } from './expand.ts';
import { RECURRENCE_MAX_COUNT } from './limits.ts';
import { WEEKDAY_CODES } from './options.ts';
import { formatRecurrenceRule, type RecurrenceRule } from './rule.ts';

// Node reads rrule's CommonJS build, whose names sit on the default export (bundlers read its ES module build).
const { RRule } = ((rruleModule as unknown as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;

const asDate = (day: string) => {
  const { year, month, day: d } = parseCalendarDate(day);
  return new Date(Date.UTC(year, month - 1, d));
};

/** What rrule, the kept RFC 5545 library, expands the same rule to over the same days (UTC, no DST). */
function rruleDays(rule: RecurrenceRule, start: string): string[] {
  const horizon = horizonOf(start);
  const until = rule.until !== undefined && rule.until < horizon ? rule.until : horizon;
  const options = RRule.parseString(formatRecurrenceRule(rule));
  if (rule.frequency === 'WEEKLY' && rule.weekdays.length === 0)
    options.byweekday = [RRule[WEEKDAY_CODES[(asDate(start).getUTCDay() + 6) % 7] as 'MO']];
  return new RRule({ ...options, wkst: RRule.MO, dtstart: asDate(start), until: asDate(until) })
    .all()
    .map((date) => date.toISOString().slice(0, 10));
}

describe('the expansion agrees with rrule (the kept RFC 5545 library)', () => {
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

  it('every daily or weekly rule, from any first date, gives rrule’s days (property)', () => {
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
        const series = { date: start, recurrence: formatRecurrenceRule(rule) };
        expect(occurrencesBetween(series, start, horizonOf(start))).toEqual(rruleDays(rule, start));
      }),
      { numRuns: 200 },
    );
  });
});
