import { describe, expect, it } from 'vitest';
import { type LoggedSet, newRecords, personalRecords } from './personal-records.ts';

const set = (exercise: string, value: number, reps: number, extra: Partial<LoggedSet> = {}): LoggedSet => ({
  exercise,
  weight: { value, unit: 'kg' },
  reps,
  ...extra,
});

describe('personal records', () => {
  const history = [set('Back Squat', 100, 5), set('Back Squat', 90, 8), set('Bench Press', 80, 5)];

  it('announces a heavier set, a better estimated max and more reps at a weight', () => {
    expect(newRecords(history, set('Back Squat', 110, 3))).toEqual(['heaviest', 'e1rm']);
    // Heavier, but 105 × 3 estimates less (115.5 kg) than 100 × 5 did (116.7 kg).
    expect(newRecords(history, set('Back Squat', 105, 3))).toEqual(['heaviest']);
    expect(newRecords(history, set('Back Squat', 90, 9))).toEqual(['e1rm', 'reps-at-weight']);
    expect(newRecords(history, set('Back Squat', 100, 6))).toEqual(['e1rm', 'reps-at-weight']);
  });

  it('announces nothing for a set that beats nothing, a warm-up, or the first time an exercise is done', () => {
    expect(newRecords(history, set('Back Squat', 95, 5))).toEqual([]);
    expect(newRecords(history, set('Back Squat', 120, 1, { warmUp: true }))).toEqual([]);
    expect(newRecords(history, set('Deadlift', 140, 5))).toEqual([]);
  });

  it('compares across units and however the exercise name is written', () => {
    const pounds = { exercise: 'back squat', weight: { value: 225, unit: 'lb' as const }, reps: 5 };
    // 225 lb is 102.06 kg: heavier than 100 kg.
    expect(newRecords(history, pounds)).toContain('heaviest');
    expect(newRecords([pounds], set('Back Squat', 102.05828325, 6))).toEqual(['e1rm', 'reps-at-weight']);
  });

  it('never counts warm-ups among the sets to beat', () => {
    const withWarmUp = [...history, set('Back Squat', 140, 1, { warmUp: true })];
    expect(newRecords(withWarmUp, set('Back Squat', 105, 3))).toContain('heaviest');
  });

  it('lists each exercise’s heaviest set and best estimated max', () => {
    const records = personalRecords([
      ...history,
      set('Back Squat', 100, 8),
      set('Back Squat', 150, 1, { warmUp: true }),
    ]);
    expect(records.map((r) => r.exercise)).toEqual(['Back Squat', 'Bench Press']);
    const squat = records[0];
    expect(squat?.heaviest.weight.value).toBe(100);
    expect(squat?.bestEstimate.set.reps).toBe(8);
    expect(squat?.bestEstimate.oneRepMaxKg).toBeCloseTo(126.67, 2);
  });
});
