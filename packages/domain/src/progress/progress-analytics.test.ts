import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date.ts';
import type { CompletedSet } from '../workouts/completed-schema.ts';
import { ANALYTICS_TOP_EXERCISES } from './limits.ts';
import {
  type AnalyticsSession,
  analyticsPeriodStart,
  progressAnalytics,
  setOneRepMax,
} from './progress-analytics.ts';
import { getProgressAnalyticsInputSchema } from './schema.ts';
import { ANALYTICS_TEXT } from './text.ts';

// Sunday 2026-03-15: this week runs Monday 2026-03-09 to Sunday 2026-03-15.
const TODAY = '2026-03-15';

const set = (actualWeight: number | undefined, actualReps: string, completed = true): CompletedSet => ({
  setNumber: 1,
  actualWeight,
  actualReps,
  completed,
  notes: '',
});

function session(day: string, minutes: number, exercises: Record<string, CompletedSet[]>): AnalyticsSession {
  return {
    day,
    duration: minutes * 60,
    actualExercises: Object.entries(exercises).map(([name, actualSets]) => ({ name, actualSets })),
  };
}

describe('the period', () => {
  it('is whole Monday-to-Sunday weeks ending with this one', () => {
    expect(analyticsPeriodStart(TODAY, 1)).toBe('2026-03-09');
    expect(analyticsPeriodStart(TODAY, 4)).toBe('2026-02-16');
    expect(analyticsPeriodStart('2026-03-09', 4)).toBe('2026-02-16');
  });

  it('is asked for as 4, 12 or 26 weeks, 12 when not said', () => {
    expect(getProgressAnalyticsInputSchema.parse({}).weeks).toBe(12);
    expect(getProgressAnalyticsInputSchema.parse({ weeks: 26 }).weeks).toBe(26);
    expect(getProgressAnalyticsInputSchema.safeParse({ weeks: 13 }).success).toBe(false);
    expect(getProgressAnalyticsInputSchema.safeParse({ weeks: 10_000 }).success).toBe(false);
  });
});

describe('a one-rep max from a set (Epley)', () => {
  it('is weight × (1 + reps / 30), a single is itself, and none for bodyweight or more than 12 reps', () => {
    expect(setOneRepMax(225, 5)).toBe(262.5);
    expect(setOneRepMax(100, 1)).toBe(100);
    expect(setOneRepMax(0, 5)).toBeNull();
    expect(setOneRepMax(135, 15)).toBeNull();
    expect(setOneRepMax(135, 0)).toBeNull();
  });
});

describe('progress analytics', () => {
  const sessions = [
    session('2026-03-02', 50, {
      'Back Squat': [set(225, '5'), set(225, '5'), set(245, '3', false)],
      'Pull-Up': [set(undefined, '8')],
    }),
    session('2026-03-04', 40, { 'Bench Press': [set(185, '8-10')] }),
    session('2026-03-10', 62, { 'back  squat': [set(235, '5'), set(250, '2')] }),
    // Before the period and after today: not counted.
    session('2026-01-05', 45, { 'Back Squat': [set(500, '1')] }),
    session('2026-03-16', 45, { 'Back Squat': [set(500, '1')] }),
  ];
  const answer = progressAnalytics(sessions, TODAY, 4);

  it('counts sessions, minutes, volume and completed sets week by week, this week last', () => {
    expect(answer.from).toBe('2026-02-16');
    expect(answer.weekly).toEqual([
      { weekStart: '2026-02-16', sessions: 0, minutes: 0, volume: 0, sets: 0 },
      { weekStart: '2026-02-23', sessions: 0, minutes: 0, volume: 0, sets: 0 },
      // 225×5×2 + 0×8 (bodyweight) + 185×10 = 4,100; the missed 245×3 is not counted.
      { weekStart: '2026-03-02', sessions: 2, minutes: 90, volume: 4100, sets: 4 },
      { weekStart: '2026-03-09', sessions: 1, minutes: 62, volume: 235 * 5 + 250 * 2, sets: 2 },
    ]);
    expect(answer.totals).toEqual({ sessions: 3, minutes: 152, volume: 5775, sets: 6, activeWeeks: 2 });
  });

  it('follows each exercise by its name however it was typed (named as last typed), with its best set and a point a week', () => {
    const squat = answer.exercises.find((exercise) => exercise.name === 'back squat');
    expect(answer.exercises.map((exercise) => [exercise.name, exercise.sessions])).toEqual([
      ['back squat', 2],
      ['Bench Press', 1],
      ['Pull-Up', 1],
    ]);
    expect(squat?.trend).toEqual([
      { weekStart: '2026-03-02', oneRepMax: 262.5, topWeight: 225 },
      // 235×5 → 274.2 beats 250×2 → 266.7; the top weight is the 250.
      { weekStart: '2026-03-09', oneRepMax: 274.2, topWeight: 250 },
    ]);
    expect(squat?.best).toEqual({ day: '2026-03-10', weight: 235, reps: 5, oneRepMax: 274.2 });
    // Bodyweight sets give no estimate; 8-10 reads as 10 reps.
    expect(answer.exercises.find((exercise) => exercise.name === 'Pull-Up')).toMatchObject({
      best: null,
      trend: [],
    });
    expect(answer.exercises.find((exercise) => exercise.name === 'Bench Press')?.best?.oneRepMax).toBe(246.7);
  });

  it("gives every weight in the athlete's unit, sets logged in either unit converted", () => {
    const mixed = [
      session('2026-03-10', 60, {
        Squat: [{ ...set(100, '5'), weightUnit: 'kg' as const }, set(225, '5')],
      }),
    ];
    const kg = progressAnalytics(mixed, TODAY, 4, false, 'kg');
    expect(kg.unit).toBe('kg');
    expect(kg.totals.volume).toBeCloseTo(500 + 225 * 5 * 0.45359237, 6);
    expect(kg.exercises[0]?.best?.weight).toBeCloseTo(102.06, 2);
    expect(kg.exercises[0]?.best?.rpe).toBeUndefined();
    const withEffort = progressAnalytics(
      [session('2026-03-10', 60, { Squat: [{ ...set(100, '5'), weightUnit: 'kg' as const, rpe: 9 }] })],
      TODAY,
      4,
      false,
      'kg',
    );
    expect(withEffort.exercises[0]?.best).toMatchObject({ weight: 100, reps: 5, rpe: 9 });
    const lb = progressAnalytics(mixed, TODAY, 4, false, 'lb');
    expect(lb.exercises[0]?.best?.weight).toBe(225);
    expect(lb.totals.volume).toBeCloseTo(500 / 0.45359237 + 1125, 6);
    expect(getProgressAnalyticsInputSchema.parse({}).weightUnit).toBe('lb');
    expect(getProgressAnalyticsInputSchema.safeParse({ weightUnit: 'stone' }).success).toBe(false);
  });

  it("counts the day's body weight in a bodyweight lift's best set and estimate, never in volume", () => {
    const withBody = (day: string, weight: number, exercises: Record<string, CompletedSet[]>) => ({
      ...session(day, 30, exercises),
      bodyWeight: { value: weight, unit: 'kg' as const },
    });
    const analytics = progressAnalytics(
      [
        withBody('2026-03-12', 80, {
          'Pull-Up': [{ ...set(10, '5'), weightUnit: 'kg' }, set(undefined, '6')],
          'Bench Press': [{ ...set(100, '5'), weightUnit: 'kg' }],
        }),
        session('2026-03-05', 30, { 'Pull-Up': [set(undefined, '12')] }),
      ],
      TODAY,
      4,
      false,
      'kg',
    );
    const byName = new Map(analytics.exercises.map((exercise) => [exercise.name, exercise]));
    expect(byName.get('Pull-Up')?.best).toEqual({
      day: '2026-03-12',
      weight: 90,
      reps: 5,
      oneRepMax: 105,
      bodyWeight: 80,
    });
    // A session without a body weight stays reps-only: no estimate.
    expect(byName.get('Pull-Up')?.trend.map((point) => point.weekStart)).toEqual(['2026-03-09']);
    expect(byName.get('Bench Press')?.best).toMatchObject({ weight: 100, oneRepMax: 116.7 });
    expect(byName.get('Bench Press')?.best?.bodyWeight).toBeUndefined();
    expect(analytics.totals.volume).toBe(550);
  });

  it('answers empty weeks and no exercises for no sessions', () => {
    const empty = progressAnalytics([], TODAY, 12);
    expect(empty.weekly).toHaveLength(12);
    expect(empty.totals).toEqual({ sessions: 0, minutes: 0, volume: 0, sets: 0, activeWeeks: 0 });
    expect(empty.exercises).toEqual([]);
  });

  it(`keeps the ${ANALYTICS_TOP_EXERCISES} most trained exercises`, () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      session(addDays('2026-03-02', index % 7), 30, { [`Lift ${index}`]: [set(100, '5')] }),
    );
    many.push(session('2026-03-03', 30, { 'Lift 11': [set(100, '5')] }));
    const names = progressAnalytics(many, TODAY, 4).exercises.map((exercise) => exercise.name);
    expect(names).toHaveLength(ANALYTICS_TOP_EXERCISES);
    expect(names[0]).toBe('Lift 11');
  });

  it('totals are always the sum of the weeks, and only sessions inside the period count', () => {
    const day = fc.integer({ min: -200, max: 30 }).map((offset) => addDays(TODAY, offset));
    const anySession = fc.record({
      day,
      duration: fc.integer({ min: 0, max: 4 * 3600 }),
      actualExercises: fc.array(
        fc.record({
          name: fc.constantFrom('Squat', 'Bench', 'Row'),
          actualSets: fc.array(
            fc.record({
              setNumber: fc.constant(1),
              actualWeight: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
              actualReps: fc.integer({ min: 0, max: 20 }).map(String),
              completed: fc.boolean(),
              notes: fc.constant(''),
            }),
            { maxLength: 5 },
          ),
        }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(fc.array(anySession, { maxLength: 40 }), fc.constantFrom(4, 12, 26), (all, weeks) => {
        const result = progressAnalytics(all, TODAY, weeks);
        const inside = all.filter((s) => s.day >= result.from && s.day <= TODAY);
        expect(result.weekly).toHaveLength(weeks);
        expect(result.totals.sessions).toBe(inside.length);
        expect(result.weekly.reduce((total, week) => total + week.volume, 0)).toBe(result.totals.volume);
        for (const exercise of result.exercises) {
          for (const point of exercise.trend)
            expect(point.oneRepMax).toBeLessThanOrEqual(exercise.best?.oneRepMax ?? 0);
        }
      }),
    );
  });
});

describe('the screen’s figures', () => {
  it('reads minutes as hours, volume in whole pounds (short on the cards), and a set as weight × reps', () => {
    expect(ANALYTICS_TEXT.trainingTime(95)).toBe('1.6 h');
    expect(ANALYTICS_TEXT.trainingTime(120)).toBe('2 h');
    expect(ANALYTICS_TEXT.trainingTime(1650)).toBe('27.5 h');
    expect(ANALYTICS_TEXT.trainingTime(40)).toBe('40 min');
    expect(ANALYTICS_TEXT.weight(12345.6, 'lb')).toBe('12,346 lbs');
    expect(ANALYTICS_TEXT.weightShort(9950, 'lb')).toBe('9,950 lbs');
    expect(ANALYTICS_TEXT.weightShort(193275, 'kg')).toBe('193.3K kg');
    expect(ANALYTICS_TEXT.bestSet(1000, 'lb', 3)).toBe('1,000 lbs × 3');
    expect(ANALYTICS_TEXT.bestSet(61.23497, 'kg', 5)).toBe('61.2 kg × 5');
    expect(ANALYTICS_TEXT.bestSet(100, 'kg', 5, 8.5)).toBe('100 kg × 5 @ RPE 8.5');
    expect(ANALYTICS_TEXT.volumePerWeek('kg')).toBe('Volume per week (kg)');
    expect(ANALYTICS_TEXT.estimatedMax(140.4, 'kg')).toBe('≈ 140 kg 1RM');
    expect(ANALYTICS_TEXT.sessionsCount(1)).toBe('1 session');
  });
});
