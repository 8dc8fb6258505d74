import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompletedSet } from '../workouts/completed-schema.ts';
import {
  type ExerciseHistorySession,
  exerciseHistoryPage,
  exerciseHistorySummary,
  historySessions,
  type MatchedExercise,
} from './exercise-history.ts';
import { EXERCISE_HISTORY_RECORDS, EXERCISE_HISTORY_VOLUME_WEEKS } from './limits.ts';

const set = (weight: number | undefined, reps: string, extra: Partial<CompletedSet> = {}): CompletedSet => ({
  setNumber: 1,
  ...(weight !== undefined && { actualWeight: weight, weightUnit: 'kg' as const }),
  actualReps: reps,
  completed: true,
  notes: '',
  ...extra,
});

const matched = (id: string, day: string, sets: CompletedSet[], name = 'Bench Press'): MatchedExercise => ({
  completedWorkoutId: id,
  workoutName: 'Push',
  date: `${day}T18:00:00.000Z`,
  day,
  exercise: { name, actualSets: sets },
});

describe('historySessions', () => {
  it('lists completed sets in the athlete unit, merging the rows of one session', () => {
    const sessions = historySessions(
      [
        matched('b', '2026-11-20', [set(100, '5', { rpe: 8 }), set(100, '5', { completed: false })]),
        matched('b', '2026-11-20', [set(undefined, '12')], 'Bench Press (Barbell)'),
        matched('a', '2026-11-13', [{ ...set(225, '3'), weightUnit: 'lb' }]),
      ],
      'kg',
    );
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      completedWorkoutId: 'b',
      exerciseName: 'Bench Press',
      sets: [{ weight: 100, reps: '5', rpe: 8 }, { reps: '12' }],
      volume: 500,
    });
    expect(sessions[1]?.sets).toEqual([{ weight: 102.1, reps: '3' }]);
  });
});

describe('a lift whose load is the body', () => {
  const pullUps = (body: boolean) =>
    historySessions(
      [
        {
          ...matched('b', '2026-11-20', [set(10, '5'), set(undefined, '8')], 'Pull-Up'),
          ...(body && { bodyWeight: { value: 80, unit: 'kg' as const } }),
        },
        {
          ...matched('a', '2026-11-13', [set(undefined, '6')], 'Pull-Up'),
          ...(body && { bodyWeight: { value: 180, unit: 'lb' as const } }),
        },
      ],
      'kg',
      true,
    );

  it('counts the body weight of each day with the added weight in its best set, records and trend', () => {
    const sessions = pullUps(true);
    // Volume and the listed sets stay as logged.
    expect(sessions.map((session) => [session.bodyWeight, session.volume, session.sets])).toEqual([
      [80, 50, [{ weight: 10, reps: '5' }, { reps: '8' }]],
      [81.6, 0, [{ reps: '6' }]],
    ]);
    const summary = exerciseHistorySummary(sessions, '2026-11-29', 'kg');
    expect(summary.includesBodyWeight).toBe(true);
    expect(summary.bestSet).toEqual({
      day: '2026-11-20',
      weight: 90,
      reps: 5,
      oneRepMax: 105,
      bodyWeight: 80,
    });
    expect(summary.heaviest).toMatchObject({ weight: 90, reps: 5 });
    expect(summary.records[0]).toMatchObject({ day: '2026-11-20', weight: 90, reps: 5 });
    expect(summary.trend.map((point) => point.topWeight)).toEqual([81.6, 90]);
    expect(summary.weeklyVolume.reduce((total, week) => total + week.volume, 0)).toBe(50);
  });

  it('stays as logged without a body weight, and for an exercise whose load is not the body', () => {
    const summary = exerciseHistorySummary(pullUps(false), '2026-11-29', 'kg');
    expect(summary.includesBodyWeight).toBe(false);
    expect(summary.bestSet).toMatchObject({ weight: 10, reps: 5 });
    expect(summary.bestSet?.bodyWeight).toBeUndefined();
    const bench = historySessions(
      [{ ...matched('a', '2026-11-13', [set(100, '5')]), bodyWeight: { value: 80, unit: 'kg' } }],
      'kg',
      false,
    );
    expect(bench[0]?.bodyWeight).toBeUndefined();
    expect(exerciseHistorySummary(bench, '2026-11-29', 'kg').bestSet?.weight).toBe(100);
  });
});

describe('exerciseHistorySummary', () => {
  const sessions = historySessions(
    [
      matched('c', '2026-11-25', [set(105, '3')]),
      matched('b', '2026-11-18', [set(100, '8', { rpe: 9 })]),
      matched('a', '2026-11-11', [set(100, '5'), set(90, '10')]),
    ],
    'kg',
  );
  const summary = exerciseHistorySummary(sessions, '2026-11-29', 'kg');

  it('finds the best set by estimated max and the heaviest set with their days', () => {
    expect(summary.bestSet).toEqual({ day: '2026-11-18', weight: 100, reps: 8, oneRepMax: 126.7, rpe: 9 });
    expect(summary.heaviest).toEqual({ kind: 'heaviest', day: '2026-11-25', weight: 105, reps: 3 });
    expect(summary.sessions).toBe(3);
  });

  it('lists the records each set beat, newest first, none for the very first set', () => {
    expect(summary.records).toEqual([
      { kind: 'heaviest', day: '2026-11-25', weight: 105, reps: 3 },
      { kind: 'e1rm', day: '2026-11-18', weight: 100, reps: 8 },
      { kind: 'reps-at-weight', day: '2026-11-18', weight: 100, reps: 8 },
      // 90 × 10 beats the 100 × 5 done before it in the same session.
      { kind: 'e1rm', day: '2026-11-11', weight: 90, reps: 10 },
    ]);
  });

  it('gives the weekly best estimated max and the last weeks of volume, zeros included', () => {
    expect(summary.trend.map((point) => point.weekStart)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(summary.weeklyVolume).toHaveLength(EXERCISE_HISTORY_VOLUME_WEEKS);
    expect(summary.weeklyVolume.at(-1)).toEqual({ weekStart: '2026-11-23', volume: 315, sets: 1 });
    expect(summary.weeklyVolume.at(-3)).toEqual({ weekStart: '2026-11-09', volume: 1400, sets: 2 });
    expect(summary.weeklyVolume[0]?.volume).toBe(0);
  });

  it('is empty for no sessions, and bodyweight sets set no best', () => {
    const empty = exerciseHistorySummary([], '2026-11-29', 'lb');
    expect(empty).toMatchObject({ sessions: 0, bestSet: null, heaviest: null, records: [], trend: [] });
    const bodyweight = exerciseHistorySummary(
      historySessions([matched('a', '2026-11-20', [set(undefined, '10')])], 'lb'),
      '2026-11-29',
      'lb',
    );
    expect(bodyweight.bestSet).toBeNull();
    expect(bodyweight.weeklyVolume.at(-2)?.sets).toBe(1);
  });

  it('keeps its bounds and its best set is never beaten by a listed set (property)', () => {
    const setArb = fc.record({
      weight: fc.integer({ min: 0, max: 300 }),
      reps: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(setArb, { minLength: 1, maxLength: 5 }), { maxLength: 60 }), (days) => {
        const rows = days.map((sets, index) => {
          const day = new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
          return matched(
            `s${index}`,
            day,
            sets.map((s) => set(s.weight, String(s.reps))),
          );
        });
        const history = historySessions(rows.reverse(), 'kg');
        const result = exerciseHistorySummary(history, '2026-03-15', 'kg');
        expect(result.records.length).toBeLessThanOrEqual(EXERCISE_HISTORY_RECORDS);
        for (const session of history)
          for (const logged of session.sets) {
            const reps = Number(logged.reps);
            if (logged.weight && reps <= 12 && result.bestSet)
              expect(logged.weight * (1 + (reps <= 1 ? 0 : reps / 30))).toBeLessThanOrEqual(
                result.bestSet.oneRepMax + 0.06,
              );
            if (logged.weight) expect(logged.weight).toBeLessThanOrEqual(result.heaviest?.weight ?? 0);
          }
      }),
      { numRuns: 50 },
    );
  });
});

describe('exerciseHistoryPage', () => {
  const sessions: ExerciseHistorySession[] = Array.from({ length: 5 }, (_, index) => ({
    completedWorkoutId: `s${index}`,
    workoutName: 'Legs',
    date: `2026-11-${String(25 - index).padStart(2, '0')}T10:00:00.000Z`,
    day: `2026-11-${String(25 - index).padStart(2, '0')}`,
    exerciseName: 'Squat',
    sets: [],
    volume: 0,
  }));

  it('pages newest first with a cursor until the last page', () => {
    const first = exerciseHistoryPage(sessions, 2);
    expect(first.sessions.map((s) => s.completedWorkoutId)).toEqual(['s0', 's1']);
    const second = exerciseHistoryPage(sessions, 2, first.nextBefore);
    expect(second.sessions.map((s) => s.completedWorkoutId)).toEqual(['s2', 's3']);
    const last = exerciseHistoryPage(sessions, 2, second.nextBefore);
    expect(last).toEqual({ sessions: [sessions[4]] });
    expect(exerciseHistoryPage(sessions, 2, '2000-01-01T00:00:00.000Z')).toEqual({ sessions: [] });
  });
});
