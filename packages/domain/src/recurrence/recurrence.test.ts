import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/calendar-date.ts';
import { zonedInstant } from '../dates/zoned-time.ts';
import { endSeriesBefore, seriesFrom, withException } from './exceptions.ts';
import {
  firstOccurrenceFrom,
  isOccurrence,
  lastOccurrence,
  occurrencesBetween,
  type Series,
} from './expand.ts';
import {
  recurrenceProblem,
  repeatFormFromRule,
  repeatFormProblems,
  repeatFormRule,
  weekdaysAfterDateChange,
} from './form.ts';
import { RECURRENCE_HORIZON_DAYS } from './limits.ts';
import { formatRecurrenceRule, parseRecurrenceRule } from './rule.ts';
import { recurrenceRuleSchema } from './schema.ts';
import { RECURRENCE_FORM_MESSAGES, RECURRENCE_MESSAGES, repeatSummary } from './text.ts';

const monWedFri: Series = { date: '2025-03-03', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24' };

describe('repeat rules are RFC 5545 RRULE values', () => {
  it('writes the rules the Repeat section makes with rrule, and reads them back', () => {
    const rule = {
      frequency: 'WEEKLY' as const,
      interval: 1,
      weekdays: ['MO' as const, 'WE' as const, 'FR' as const],
      count: 24,
    };
    expect(formatRecurrenceRule(rule)).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24');
    expect(parseRecurrenceRule('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24')).toEqual({ ok: true, rule });
    expect(formatRecurrenceRule({ frequency: 'DAILY', interval: 3, weekdays: [], until: '2025-05-31' })).toBe(
      'FREQ=DAILY;INTERVAL=3;UNTIL=20250531',
    );
    expect(parseRecurrenceRule('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR,MO;WKST=MO')).toEqual({
      ok: true,
      rule: { frequency: 'WEEKLY', interval: 2, weekdays: ['MO', 'FR'] },
    });
  });

  it('refuses what the app cannot repeat by, naming what is wrong', () => {
    const cases: [string, string][] = [
      ['', RECURRENCE_MESSAGES.invalidRule],
      ['FREQ=MONTHLY;BYMONTHDAY=1', RECURRENCE_MESSAGES.invalidRule],
      ['FREQ=MONTHLY', RECURRENCE_MESSAGES.unsupportedFrequency],
      ['FREQ=HOURLY;INTERVAL=1', RECURRENCE_MESSAGES.unsupportedFrequency],
      ['FREQ=WEEKLY;BYDAY=1MO', RECURRENCE_MESSAGES.invalidRule],
      ['FREQ=DAILY;BYDAY=MO', RECURRENCE_MESSAGES.weekdaysOnlyWeekly],
      ['FREQ=DAILY;INTERVAL=0', RECURRENCE_MESSAGES.interval],
      ['FREQ=DAILY;INTERVAL=53', RECURRENCE_MESSAGES.interval],
      ['FREQ=DAILY;COUNT=731', RECURRENCE_MESSAGES.count],
      ['FREQ=DAILY;COUNT=X', RECURRENCE_MESSAGES.count],
      ['FREQ=DAILY;COUNT=2;UNTIL=20250101', RECURRENCE_MESSAGES.countAndUntil],
      ['FREQ=DAILY;UNTIL=20250230', RECURRENCE_MESSAGES.invalidRule],
      ['FREQ=DAILY;UNTIL=20250101T000000Z', RECURRENCE_MESSAGES.invalidRule],
      ['FREQ=DAILY;FREQ=DAILY', RECURRENCE_MESSAGES.invalidRule],
      [`FREQ=WEEKLY;BYDAY=${'MO,'.repeat(50)}MO`, RECURRENCE_MESSAGES.invalidRule],
    ];
    for (const [rule, message] of cases) {
      expect(parseRecurrenceRule(rule), rule).toEqual({ ok: false, message });
      expect(recurrenceRuleSchema.safeParse(rule).error?.issues[0]?.message, rule).toBe(message);
    }
  });

  it('checks a rule against the workout date: an end before it or past two years, or no day at all', () => {
    expect(recurrenceProblem('2025-03-03', 'FREQ=DAILY;UNTIL=20250301')).toBe(
      RECURRENCE_MESSAGES.untilBeforeStart,
    );
    expect(recurrenceProblem('2025-03-03', 'FREQ=DAILY;UNTIL=20270304')).toBe(
      RECURRENCE_MESSAGES.untilTooFar,
    );
    expect(recurrenceProblem('2025-03-03', 'FREQ=WEEKLY;BYDAY=SU;UNTIL=20250308')).toBe(
      RECURRENCE_MESSAGES.noOccurrence,
    );
    expect(recurrenceProblem('2025-03-03', 'FREQ=WEEKLY;BYDAY=SU;UNTIL=20250309')).toBeNull();
    expect(recurrenceProblem('2025-03-03', 'FREQ=YEARLY')).toBe(RECURRENCE_MESSAGES.unsupportedFrequency);
  });

  it('says a rule in words', () => {
    expect(repeatSummary({ frequency: 'WEEKLY', interval: 1, weekdays: ['MO', 'WE', 'FR'], count: 24 })).toBe(
      'Repeats weekly on Mon, Wed, Fri, 24 times',
    );
    expect(repeatSummary({ frequency: 'DAILY', interval: 2, weekdays: [], until: '2025-05-31' })).toBe(
      'Repeats every 2 days, until 2025-05-31',
    );
    expect(repeatSummary({ frequency: 'WEEKLY', interval: 3, weekdays: ['TU'], count: 1 })).toBe(
      'Repeats every 3 weeks on Tue, once',
    );
  });
});

describe('the Repeat section of the workout form', () => {
  it("'every Monday, Wednesday and Friday for 8 weeks' is one rule of 24 times", () => {
    const form = {
      kind: 'weekdays' as const,
      interval: 1,
      weekdays: ['MO', 'WE', 'FR'] as const,
      ends: 'after' as const,
      count: 24,
    };
    expect(repeatFormProblems({ ...form, weekdays: [...form.weekdays] }, '2025-03-03')).toEqual({});
    const rule = repeatFormRule({ ...form, weekdays: [...form.weekdays] });
    expect(rule).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24');
    expect(repeatFormFromRule(rule, '2025-03-03')).toEqual({ ...form, weekdays: ['MO', 'WE', 'FR'] });
  });

  it("'Weekly on days' follows the workout's date until the athlete ticks days themselves", () => {
    // Made on a Saturday, then dated Monday: Monday is ticked, not the day of creation.
    expect(weekdaysAfterDateChange(['SA'], '2026-11-28', '2026-11-30', false)).toEqual(['MO']);
    expect(weekdaysAfterDateChange(['MO'], '2026-11-30', '2026-12-03', false)).toEqual(['TH']);
    // Half-typed dates leave the tick where it is.
    expect(weekdaysAfterDateChange(['MO'], '2026-11-30', '', false)).toEqual(['MO']);
    // The athlete's own choice, and a stored rule's days, are kept.
    expect(weekdaysAfterDateChange(['SA'], '2026-11-28', '2026-11-30', true)).toEqual(['SA']);
    expect(weekdaysAfterDateChange(['MO', 'WE'], '2026-11-30', '2026-12-01', false)).toEqual(['MO', 'WE']);
    expect(weekdaysAfterDateChange(['FR'], '2026-11-30', '2026-12-01', false)).toEqual(['FR']);
  });

  it('maps every N days and every N weeks, ending on a date', () => {
    const days = {
      kind: 'days' as const,
      interval: 2,
      weekdays: [],
      ends: 'on' as const,
      until: '2025-04-01',
    };
    expect(repeatFormRule(days)).toBe('FREQ=DAILY;INTERVAL=2;UNTIL=20250401');
    expect(repeatFormFromRule('FREQ=DAILY;INTERVAL=2;UNTIL=20250401', '2025-03-03')).toEqual({
      ...days,
      weekdays: ['MO'],
    });
    const weeks = { kind: 'weeks' as const, interval: 2, weekdays: ['TU' as const], ends: 'never' as const };
    expect(repeatFormRule(weeks)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU');
    expect(repeatFormFromRule(repeatFormRule(weeks), '2025-03-04')).toEqual(weeks);
    expect(repeatFormRule({ ...weeks, kind: 'none' })).toBeUndefined();
    expect(repeatFormFromRule(undefined, '2025-03-05')).toEqual({
      kind: 'none',
      interval: 1,
      weekdays: ['WE'],
      ends: 'never',
    });
  });

  it('names the control that is wrong', () => {
    const base = { kind: 'weeks' as const, interval: 1, weekdays: ['MO' as const], ends: 'never' as const };
    expect(repeatFormProblems({ ...base, interval: 0 }, '2025-03-03')).toEqual({
      interval: RECURRENCE_MESSAGES.interval,
    });
    expect(repeatFormProblems({ ...base, weekdays: [] }, '2025-03-03')).toEqual({
      weekdays: RECURRENCE_FORM_MESSAGES.noWeekdays,
    });
    expect(repeatFormProblems({ ...base, ends: 'on' }, '2025-03-03')).toEqual({
      until: RECURRENCE_FORM_MESSAGES.untilMissing,
    });
    expect(repeatFormProblems({ ...base, ends: 'on', until: '2025-03-02' }, '2025-03-03')).toEqual({
      until: RECURRENCE_MESSAGES.untilBeforeStart,
    });
    expect(repeatFormProblems({ ...base, ends: 'on', until: '2027-03-04' }, '2025-03-03')).toEqual({
      until: RECURRENCE_MESSAGES.untilTooFar,
    });
    expect(repeatFormProblems({ ...base, ends: 'after', count: 731 }, '2025-03-03')).toEqual({
      count: RECURRENCE_MESSAGES.count,
    });
    expect(repeatFormProblems({ ...base, kind: 'none', interval: 0 }, '2025-03-03')).toEqual({});
  });
});

describe('expanding a series over calendar days', () => {
  it('Mon/Wed/Fri for 24 times is eight weeks of those days', () => {
    const all = occurrencesBetween(monWedFri, '2025-01-01', '2025-12-31');
    expect(all).toHaveLength(24);
    expect(all.slice(0, 4)).toEqual(['2025-03-03', '2025-03-05', '2025-03-07', '2025-03-10']);
    expect(all.at(-1)).toBe('2025-04-25');
    expect(lastOccurrence(monWedFri.date, monWedFri.recurrence)).toBe('2025-04-25');
    // A window sees only its own days.
    expect(occurrencesBetween(monWedFri, '2025-03-08', '2025-03-12')).toEqual(['2025-03-10', '2025-03-12']);
  });

  it('every N days and every N weeks count from the first date', () => {
    expect(
      occurrencesBetween(
        { date: '2025-03-03', recurrence: 'FREQ=DAILY;INTERVAL=3' },
        '2025-03-03',
        '2025-03-12',
      ),
    ).toEqual(['2025-03-03', '2025-03-06', '2025-03-09', '2025-03-12']);
    expect(
      occurrencesBetween(
        { date: '2025-03-04', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH' },
        '2025-03-01',
        '2025-03-31',
      ),
    ).toEqual(['2025-03-04', '2025-03-06', '2025-03-18', '2025-03-20']);
    // Weekly without days repeats on the first date's weekday.
    expect(
      occurrencesBetween({ date: '2025-03-05', recurrence: 'FREQ=WEEKLY' }, '2025-03-01', '2025-03-20'),
    ).toEqual(['2025-03-05', '2025-03-12', '2025-03-19']);
  });

  it('a rule without an end stops two years after its first date, whatever range is asked', () => {
    const daily: Series = { date: '2025-01-01', recurrence: 'FREQ=DAILY' };
    const all = occurrencesBetween(daily, '2000-01-01', '2099-12-31');
    expect(all).toHaveLength(RECURRENCE_HORIZON_DAYS + 1);
    expect(all.at(-1)).toBe(addDays('2025-01-01', RECURRENCE_HORIZON_DAYS));
    expect(lastOccurrence(daily.date, 'FREQ=DAILY;UNTIL=20990101')).toBe('2027-01-01');
    expect(occurrencesBetween(daily, '2027-01-02', '2027-12-31')).toEqual([]);
  });

  it('any rule, any window: occurrences are sorted, in the window, on the rule and within two years (property)', () => {
    const rules = fc.record({
      frequency: fc.constantFrom('DAILY' as const, 'WEEKLY' as const),
      interval: fc.integer({ min: 1, max: 52 }),
      days: fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const),
      count: fc.option(fc.integer({ min: 1, max: 730 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        rules,
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 62 }),
        (r, offset, span) => {
          const recurrence = formatRecurrenceRule({
            frequency: r.frequency,
            interval: r.interval,
            weekdays: r.frequency === 'WEEKLY' ? [...r.days] : [],
            ...(r.count !== undefined && { count: r.count }),
          });
          const series: Series = { date: '2025-03-03', recurrence };
          const from = addDays(series.date, offset - 30);
          const to = addDays(from, span);
          const days = occurrencesBetween(series, from, to);
          expect([...days].sort()).toEqual(days);
          for (const day of days) {
            expect(day >= from && day <= to && day >= series.date).toBe(true);
            expect(daysBetween(series.date, day)).toBeLessThanOrEqual(RECURRENCE_HORIZON_DAYS);
            expect(isOccurrence(series, day)).toBe(true);
          }
          if (r.count !== undefined)
            expect(
              occurrencesBetween(series, series.date, addDays(series.date, 800)).length,
            ).toBeLessThanOrEqual(r.count);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the first occurrence is the first day on or after the date the rule repeats on', () => {
    expect(firstOccurrenceFrom('2025-03-04', 'FREQ=WEEKLY;BYDAY=MO,WE,FR')).toBe('2025-03-05');
    expect(firstOccurrenceFrom('2025-03-03', 'FREQ=WEEKLY;BYDAY=MO')).toBe('2025-03-03');
    expect(firstOccurrenceFrom('2025-03-04', 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20250309')).toBeNull();
    expect(firstOccurrenceFrom('2025-03-04', 'nonsense')).toBeNull();
  });
});

describe('daylight saving: occurrences keep their wall-clock time', () => {
  // Europe/London: BST from 2025-03-30 to 2025-10-26. America/New_York: EDT from 2025-03-09 to 2025-11-02.
  const daily: Series = { date: '2025-03-07', recurrence: 'FREQ=DAILY;COUNT=240' };

  it('Europe/London: 07:00 is 07:00Z before the spring change and 06:00Z after it, back again in autumn', () => {
    const days = occurrencesBetween(daily, '2025-03-29', '2025-03-31');
    expect(days).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    expect(days.map((day) => zonedInstant(day, '07:00', 'Europe/London').toISOString())).toEqual([
      '2025-03-29T07:00:00.000Z',
      '2025-03-30T06:00:00.000Z',
      '2025-03-31T06:00:00.000Z',
    ]);
    expect(
      occurrencesBetween(daily, '2025-10-25', '2025-10-27').map((day) =>
        zonedInstant(day, '07:00', 'Europe/London').toISOString(),
      ),
    ).toEqual(['2025-10-25T06:00:00.000Z', '2025-10-26T07:00:00.000Z', '2025-10-27T07:00:00.000Z']);
  });

  it('America/New_York: Mon/Wed/Fri at 07:00 stays on its days and at 07:00 local across both changes', () => {
    const series: Series = { date: '2025-03-03', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' };
    const march = occurrencesBetween(series, '2025-03-05', '2025-03-12');
    expect(march).toEqual(['2025-03-05', '2025-03-07', '2025-03-10', '2025-03-12']);
    expect(march.map((day) => zonedInstant(day, '07:00', 'America/New_York').toISOString())).toEqual([
      '2025-03-05T12:00:00.000Z',
      '2025-03-07T12:00:00.000Z',
      '2025-03-10T11:00:00.000Z',
      '2025-03-12T11:00:00.000Z',
    ]);
    const november = occurrencesBetween(series, '2025-10-31', '2025-11-03');
    expect(november).toEqual(['2025-10-31', '2025-11-03']);
    expect(november.map((day) => zonedInstant(day, '07:00', 'America/New_York').toISOString())).toEqual([
      '2025-10-31T11:00:00.000Z',
      '2025-11-03T12:00:00.000Z',
    ]);
  });

  it('the same series gives the same days in any zone: expansion never goes through instants', () => {
    const window = ['2025-03-01', '2025-11-30'] as const;
    const days = occurrencesBetween(monWedFri, ...window);
    for (const zone of ['Europe/London', 'America/New_York', 'Pacific/Kiritimati']) {
      expect(days.map((day) => zonedInstant(day, '23:30', zone).toISOString().length)).toHaveLength(
        days.length,
      );
    }
    expect(
      days.every((day) => ['1', '3', '5'].includes(String(new Date(`${day}T00:00:00Z`).getUTCDay()))),
    ).toBe(true);
  });

  it('a wall-clock time the clocks skip is read with the offset before the change', () => {
    expect(zonedInstant('2025-03-30', '01:30', 'Europe/London').toISOString()).toBe(
      '2025-03-30T01:30:00.000Z',
    );
    expect(zonedInstant('2025-03-09', '02:30', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    );
    expect(zonedInstant('2025-03-09', '07:00', 'UTC').toISOString()).toBe('2025-03-09T07:00:00.000Z');
  });
});

describe('exceptions and this-and-following splits', () => {
  it('a deleted, moved or completed occurrence is taken out, the others stay', () => {
    const exceptions = withException({ exceptions: withException(monWedFri, '2025-03-05') }, '2025-03-05');
    expect(exceptions).toEqual(['2025-03-05']);
    const series = { ...monWedFri, exceptions };
    expect(occurrencesBetween(series, '2025-03-03', '2025-03-10')).toEqual([
      '2025-03-03',
      '2025-03-07',
      '2025-03-10',
    ]);
    expect(isOccurrence(series, '2025-03-05')).toBe(false);
    // COUNT counts the rule's days: taking one out does not add one at the end.
    expect(occurrencesBetween(series, '2025-01-01', '2025-12-31')).toHaveLength(23);
    expect(withException({ exceptions: ['2025-03-10'] }, '2025-03-03')).toEqual(['2025-03-03', '2025-03-10']);
  });

  it('this and following: the series ends the day before, a new one repeats the rest', () => {
    const series = { ...monWedFri, exceptions: ['2025-03-05', '2025-03-21'] };
    const before = endSeriesBefore(series, '2025-03-17');
    expect(before).toEqual({
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20250316',
      exceptions: ['2025-03-05'],
    });
    const after = seriesFrom(series, '2025-03-17');
    // 6 of the 24 times came before the 17th (the taken-out one counts): 18 are left.
    expect(after).toEqual({
      date: '2025-03-17',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=18',
      exceptions: ['2025-03-21'],
    });
    const whole = occurrencesBetween(series, '2025-01-01', '2025-12-31');
    const joined = [
      ...occurrencesBetween(
        { date: series.date, ...(before as NonNullable<typeof before>) },
        '2025-01-01',
        '2025-12-31',
      ),
      ...occurrencesBetween(after, '2025-01-01', '2025-12-31'),
    ];
    expect(joined).toEqual(whole);
  });

  it('splitting on the first day leaves nothing before; an earlier UNTIL is kept', () => {
    expect(endSeriesBefore(monWedFri, '2025-03-03')).toBeNull();
    expect(
      endSeriesBefore({ date: '2025-03-03', recurrence: 'FREQ=WEEKLY;BYDAY=FR' }, '2025-03-05'),
    ).toBeNull();
    expect(
      endSeriesBefore({ date: '2025-03-03', recurrence: 'FREQ=DAILY;UNTIL=20250305' }, '2025-03-20'),
    ).toEqual({
      recurrence: 'FREQ=DAILY;UNTIL=20250305',
      exceptions: [],
    });
    expect(seriesFrom({ date: '2025-03-03', recurrence: 'FREQ=DAILY;UNTIL=20250320' }, '2025-03-10')).toEqual(
      {
        date: '2025-03-10',
        recurrence: 'FREQ=DAILY;UNTIL=20250320',
        exceptions: [],
      },
    );
  });
});
