import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date.ts';
import { BODY_WEIGHT_GOAL_TYPE, goalWeightUnit, tracksBodyWeight } from '../goals/body-weight-goal.ts';
import { bodyWeightFormInput, bodyWeightReadRange } from './form.ts';
import { BODY_WEIGHT_MAX_SPAN_DAYS, MAX_BODY_WEIGHTS } from './limits.ts';
import { bodyWeightInputSchema, bodyWeightRangeSchema } from './schema.ts';
import { BODY_WEIGHT_MESSAGES, BODY_WEIGHT_SCREEN_TEXT } from './text.ts';
import { bodyWeightOn, bodyWeightTrend, type LoggedWeight, relativeStrength } from './trend.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a body-weight entry', () => {
  it('takes a day, a weight in kg or lb within plausible bounds, and an optional note', () => {
    expect(bodyWeightInputSchema.parse({ date: '2026-11-29', weight: 82.4, unit: 'kg' })).toEqual({
      date: '2026-11-29',
      weight: 82.4,
      unit: 'kg',
    });
    expect(
      bodyWeightInputSchema.parse({ date: '2026-11-29', weight: 181, unit: 'lb', note: ' fasted ' }).note,
    ).toBe(' fasted ');
  });

  it('refuses a weight outside its unit’s bounds, saying them in that unit', () => {
    expect(messageOf(bodyWeightInputSchema.safeParse({ date: '2026-11-29', weight: 750, unit: 'kg' }))).toBe(
      BODY_WEIGHT_MESSAGES.weightRangeKg,
    );
    expect(BODY_WEIGHT_MESSAGES.weightRangeKg).toBe('Weight must be between 20 and 400 kg');
    expect(messageOf(bodyWeightInputSchema.safeParse({ date: '2026-11-29', weight: 20, unit: 'lb' }))).toBe(
      'Weight must be between 44 and 880 lbs',
    );
    expect(bodyWeightInputSchema.safeParse({ date: '2026-11-29', weight: 400, unit: 'kg' }).success).toBe(
      true,
    );
    expect(messageOf(bodyWeightInputSchema.safeParse({ date: '2026-11-29', unit: 'kg' }))).toBe(
      BODY_WEIGHT_MESSAGES.weightRequired,
    );
  });

  it('refuses a day that is not one, or outside the app’s years, and a note past its bound', () => {
    expect(messageOf(bodyWeightInputSchema.safeParse({ date: '2026-02-30', weight: 80, unit: 'kg' }))).toBe(
      BODY_WEIGHT_MESSAGES.invalidDate,
    );
    expect(bodyWeightInputSchema.safeParse({ date: '2201-01-01', weight: 80, unit: 'kg' }).success).toBe(
      false,
    );
    expect(
      bodyWeightInputSchema.safeParse({ date: '2026-11-29', weight: 80, unit: 'kg', note: 'x'.repeat(201) })
        .success,
    ).toBe(false);
  });

  it('reads a range of at most a year and a week, ending on or after its start', () => {
    expect(bodyWeightRangeSchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(messageOf(bodyWeightRangeSchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toBe(
      BODY_WEIGHT_MESSAGES.rangeOrder,
    );
    const tooLong = { from: '2026-01-01', to: addDays('2026-01-01', BODY_WEIGHT_MAX_SPAN_DAYS) };
    expect(messageOf(bodyWeightRangeSchema.safeParse(tooLong))).toBe(BODY_WEIGHT_MESSAGES.rangeTooLong);
  });

  it('bounds what one athlete keeps at twenty years of daily entries, with a clear sentence', () => {
    expect(MAX_BODY_WEIGHTS).toBe(7320);
    expect(BODY_WEIGHT_MESSAGES.tooManyEntries).toBe(
      'You can keep at most 7,320 body weight entries. Delete one you no longer need to add another.',
    );
  });
});

const day = fc.integer({ min: 0, max: 120 }).map((offset) => addDays('2026-01-01', offset));
const entries = fc.uniqueArray(
  fc.record({
    date: day,
    weight: fc.double({ min: 40, max: 150, noNaN: true }),
    unit: fc.constant('kg' as const),
  }),
  { selector: (entry) => entry.date, maxLength: 60 },
);

describe('the trend: raw points and a 7-day moving average', () => {
  it('averages the day and the six calendar days before it, skipping days without an entry', () => {
    const log: LoggedWeight[] = [
      { date: '2026-11-01', weight: 80, unit: 'kg' },
      { date: '2026-11-03', weight: 82, unit: 'kg' },
      { date: '2026-11-07', weight: 84, unit: 'kg' },
      // The 1st is eight days back: out of the window; the 3rd and the 7th are in.
      { date: '2026-11-08', weight: 86, unit: 'kg' },
    ];
    expect(bodyWeightTrend(log, 'kg')).toEqual([
      { date: '2026-11-01', weight: 80, average: 80 },
      { date: '2026-11-03', weight: 82, average: 81 },
      { date: '2026-11-07', weight: 84, average: 82 },
      { date: '2026-11-08', weight: 84 + 2, average: 84 },
    ]);
  });

  it('shows entries of either unit in the athlete’s unit', () => {
    const trend = bodyWeightTrend(
      [
        { date: '2026-11-01', weight: 100, unit: 'kg' },
        { date: '2026-11-02', weight: 220.462, unit: 'lb' },
      ],
      'lb',
    );
    expect(trend.map((point) => point.weight)).toEqual([220.5, 220.5]);
  });

  it('has one point per entry, oldest first, each average within its window’s lowest and highest', () => {
    fc.assert(
      fc.property(entries, (log) => {
        const trend = bodyWeightTrend(log, 'kg');
        expect(trend.map((point) => point.date)).toEqual(log.map((entry) => entry.date).sort());
        for (const point of trend) {
          const window = log.filter(
            (entry) => entry.date <= point.date && entry.date >= addDays(point.date, -6),
          );
          const weights = window.map((entry) => entry.weight);
          expect(point.average).toBeGreaterThanOrEqual(Math.round(Math.min(...weights) * 10) / 10 - 0.05);
          expect(point.average).toBeLessThanOrEqual(Math.round(Math.max(...weights) * 10) / 10 + 0.05);
          const mean = weights.reduce((sum, weight) => sum + weight, 0) / weights.length;
          expect(point.average).toBeCloseTo(Math.round(mean * 10) / 10, 6);
        }
      }),
    );
  });

  it('is the weight itself when the weight never changes, and unmoved by entries a week or more before', () => {
    fc.assert(
      fc.property(entries, fc.double({ min: 40, max: 150, noNaN: true }), (log, weight) => {
        const steady = bodyWeightTrend(
          log.map((entry) => ({ ...entry, weight })),
          'kg',
        );
        for (const point of steady) expect(point.average).toBeCloseTo(Math.round(weight * 10) / 10, 6);
        const last = bodyWeightTrend(log, 'kg').at(-1);
        if (!last) return;
        const recent = log.filter((entry) => entry.date > addDays(last.date, -7));
        expect(bodyWeightTrend(recent, 'kg').at(-1)).toEqual(last);
      }),
    );
  });
});

describe('body weight on a day and relative strength', () => {
  const log: LoggedWeight[] = [
    { date: '2026-11-01', weight: 80, unit: 'kg' },
    { date: '2026-11-10', weight: 78, unit: 'kg' },
  ];

  it('takes the latest entry at or before the day, none before the first', () => {
    expect(bodyWeightOn(log, '2026-11-09')?.weight).toBe(80);
    expect(bodyWeightOn(log, '2026-11-10')?.weight).toBe(78);
    expect(bodyWeightOn(log, '2026-10-31')).toBeUndefined();
  });

  it('divides the lift by the body weight through kilograms, to two decimals', () => {
    expect(relativeStrength({ value: 100, unit: 'kg' }, log[0])).toBe(1.25);
    expect(relativeStrength({ value: 225, unit: 'lb' }, log[0])).toBe(1.28);
    expect(relativeStrength({ value: 100, unit: 'kg' }, undefined)).toBeUndefined();
    expect(relativeStrength({ value: 0, unit: 'kg' }, log[0])).toBeUndefined();
    expect(BODY_WEIGHT_SCREEN_TEXT.bodyWeight.relativeStrength(1.25)).toBe('1.25 × body weight');
  });
});

describe('a weight-loss goal tracks the log', () => {
  it('when it is active and measured in a weight unit', () => {
    expect(goalWeightUnit(' Lbs ')).toBe('lb');
    expect(goalWeightUnit('kilograms')).toBe('kg');
    expect(goalWeightUnit('minutes')).toBeUndefined();
    expect(tracksBodyWeight({ type: BODY_WEIGHT_GOAL_TYPE, unit: 'kg', status: 'active' })).toBe(true);
    expect(tracksBodyWeight({ type: BODY_WEIGHT_GOAL_TYPE, unit: 'kg', status: 'paused' })).toBe(false);
    expect(tracksBodyWeight({ type: BODY_WEIGHT_GOAL_TYPE, unit: '%', status: 'active' })).toBe(false);
    expect(tracksBodyWeight({ type: 'strength', unit: 'kg', status: 'active' })).toBe(false);
  });
});

describe('the log form', () => {
  it('reads the typed weight in the athlete’s unit, a comma as the decimal mark, a blank as missing', () => {
    expect(bodyWeightFormInput({ date: '2026-11-29', weight: ' 81,5 ', note: '' }, 'kg')).toEqual({
      date: '2026-11-29',
      weight: 81.5,
      unit: 'kg',
    });
    const blank = bodyWeightInputSchema.safeParse(
      bodyWeightFormInput({ date: '2026-11-29', weight: '', note: 'x' }, 'lb'),
    );
    expect(messageOf(blank)).toBe(BODY_WEIGHT_MESSAGES.weightRequired);
    expect(bodyWeightFormInput({ date: '2026-11-29', weight: '180', note: 'fasted' }, 'lb').note).toBe(
      'fasted',
    );
  });

  it('reads a period’s days and the week before them', () => {
    expect(bodyWeightReadRange('2026-11-29', 28)).toEqual({ from: '2026-10-27', to: '2026-11-29' });
    expect(bodyWeightRangeSchema.safeParse(bodyWeightReadRange('2026-11-29', 26 * 7)).success).toBe(true);
  });
});
