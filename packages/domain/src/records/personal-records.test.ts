import { describe, expect, it } from 'vitest';
import {
  type LoggedSet,
  loggedSetOf,
  loggedSets,
  newRecords,
  recordBook,
  recordsSetBy,
  sessionSetRecords,
  withSet,
} from './personal-records.ts';

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

  it('keeps each exercise’s heaviest set, best estimated max and most reps at each weight', () => {
    const book = recordBook([
      ...history,
      set('Back Squat', 100, 8),
      set('Back Squat', 150, 1, { warmUp: true }),
    ]);
    expect(Object.values(book).map((r) => r.exercise)).toEqual(['Back Squat', 'Bench Press']);
    const squat = book['back squat'];
    expect(squat?.heaviest.weight.value).toBe(100);
    expect(squat?.bestEstimate.reps).toBe(8);
    expect(squat?.bestEstimate.oneRepMaxKg).toBeCloseTo(126.67, 2);
    expect(squat?.repsAtWeight).toEqual({ '100000': 8, '90000': 8 });
  });

  it('a session extends the book set by set: a second heavier set is a record again', () => {
    const before = recordBook(history);
    const first = set('Back Squat', 105, 5);
    expect(recordsSetBy(before, first)).toEqual(['heaviest', 'e1rm']);
    const after = withSet(before, first);
    expect(recordsSetBy(after, set('Back Squat', 105, 5))).toEqual([]);
    expect(recordsSetBy(after, set('Back Squat', 107.5, 5))).toEqual(['heaviest', 'e1rm']);
    // The book given is left as it was.
    expect(before['back squat']?.heaviest.weight.value).toBe(100);
  });

  it('reads completed sessions: completed weighted sets only, the unit each was logged in', () => {
    const sets = loggedSets([
      {
        actualExercises: [
          {
            name: 'Back Squat',
            actualSets: [
              {
                setNumber: 1,
                actualWeight: 100,
                weightUnit: 'kg',
                actualReps: '5',
                completed: true,
                notes: '',
              },
              { setNumber: 2, actualWeight: 225, actualReps: '5', completed: true, notes: '' },
              { setNumber: 3, actualReps: '5', completed: true, notes: '' },
              { setNumber: 4, actualWeight: 300, actualReps: '5', completed: false, notes: '' },
            ],
          },
        ],
      },
    ]);
    expect(sets).toEqual([
      { exercise: 'Back Squat', weight: { value: 100, unit: 'kg' }, reps: 5 },
      { exercise: 'Back Squat', weight: { value: 225, unit: 'lb' }, reps: 5 },
    ]);
  });

  it("counts the day's body weight in a lift whose load is the body, bare sets too, and nowhere else", () => {
    const done = (reps: string, actualWeight?: number) => ({
      setNumber: 1,
      ...(actualWeight !== undefined && { actualWeight, weightUnit: 'kg' as const }),
      actualReps: reps,
      completed: true,
      notes: '',
    });
    const bodyWeight = { value: 180, unit: 'lb' as const };
    const sets = loggedSets([
      {
        bodyWeight,
        actualExercises: [
          { name: 'Pull-Up', actualSets: [done('8'), done('5', 10)] },
          { name: 'Back Squat', actualSets: [done('5', 100)] },
        ],
      },
      // No body weight logged for that day: a bare pull-up is no weighted set, as before.
      { actualExercises: [{ name: 'Pull-Up', actualSets: [done('12')] }] },
    ]);
    expect(sets).toEqual([
      { exercise: 'Pull-Up', weight: { value: 180, unit: 'lb' }, reps: 8, bodyWeight },
      // 10 kg is 22 lbs.
      { exercise: 'Pull-Up', weight: { value: 202, unit: 'lb' }, reps: 5, bodyWeight },
      { exercise: 'Back Squat', weight: { value: 100, unit: 'kg' }, reps: 5 },
    ]);
    const book = recordBook(sets);
    expect(book['pull up']?.heaviest).toEqual({ weight: { value: 202, unit: 'lb' }, reps: 5, bodyWeight });
    // The live session counts the same body weight: 12 bare pull-ups beat 8 at that weight, and 180 × 12 estimates
    // more (252 lbs) than 202 × 5 did (235.7 lbs).
    const live = loggedSetOf('Pull-Up', { weight: undefined, reps: 12 }, bodyWeight);
    expect(live).toEqual({ exercise: 'Pull-Up', weight: bodyWeight, reps: 12, bodyWeight });
    expect(recordsSetBy(book, live as LoggedSet)).toEqual(['e1rm', 'reps-at-weight']);
    expect(loggedSetOf('Back Squat', { weight: undefined, reps: 5 }, bodyWeight)).toBeUndefined();
  });

  it('a live session set is judged against the book and the sets done earlier in the session', () => {
    const book = recordBook(history);
    const done = [
      {
        name: 'Back Squat',
        actualSets: [
          {
            setNumber: 1,
            actualWeight: 105,
            weightUnit: 'kg' as const,
            actualReps: '5',
            completed: true,
            notes: '',
          },
        ],
      },
    ];
    expect(sessionSetRecords(book, [], set('Back Squat', 105, 5))).toEqual(['heaviest', 'e1rm']);
    expect(sessionSetRecords(book, done, set('Back Squat', 105, 5))).toEqual([]);
    expect(sessionSetRecords(book, done, set('back squat', 105, 6))).toEqual(['e1rm', 'reps-at-weight']);
  });
});
