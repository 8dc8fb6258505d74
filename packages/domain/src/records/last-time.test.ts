import { describe, expect, it } from 'vitest';
import type { CompletedWorkout } from '../workouts/completed-schema.ts';
import { lastTimeSet, lastTimes } from './last-time.ts';

const session = (
  date: string,
  exercises: { name: string; sets: [number, string, boolean?][] }[],
): CompletedWorkout => ({
  id: `c-${date}`,
  name: 'Session',
  date,
  originalWorkoutId: 'w1',
  duration: 3600,
  notes: '',
  updatedAt: date,
  actualExercises: exercises.map((exercise, i) => ({
    id: `e${i}`,
    name: exercise.name,
    plannedSets: exercise.sets.length,
    plannedReps: '5',
    plannedWeight: '',
    notes: '',
    actualSets: exercise.sets.map(([weight, reps, completed = true], s) => ({
      setNumber: s + 1,
      actualWeight: weight,
      actualReps: reps,
      completed,
      notes: '',
    })),
  })),
});

describe('last time', () => {
  const newestFirst = [
    session('2026-11-20T18:00:00.000Z', [
      {
        name: 'Bench Press',
        sets: [
          [80, '5'],
          [80, '5'],
        ],
      },
    ]),
    session('2026-11-18T18:00:00.000Z', [
      {
        name: 'back squat',
        sets: [
          [100, '5'],
          [100, '5'],
          [100, '4'],
        ],
      },
      { name: 'Bench Press', sets: [[77.5, '5']] },
    ]),
    session('2026-11-11T18:00:00.000Z', [{ name: 'Deadlift', sets: [[140, '5', false]] }]),
  ];

  it('takes each exercise from the newest session that did it, matched however the name is written', () => {
    const found = lastTimes(['Back Squat', 'Bench Press', 'Overhead Press'], newestFirst);
    expect(found.map((last) => [last.exercise, last.date, last.sets.map((set) => set.actualWeight)])).toEqual(
      [
        ['Back Squat', '2026-11-18T18:00:00.000Z', [100, 100, 100]],
        ['Bench Press', '2026-11-20T18:00:00.000Z', [80, 80]],
      ],
    );
  });

  it('passes over a session whose sets of it were never completed', () => {
    expect(lastTimes(['Deadlift'], newestFirst)).toEqual([]);
  });

  it('starts a set from the same set of last time, else from its last set', () => {
    const [squat] = lastTimes(['Back Squat'], newestFirst);
    expect(lastTimeSet(squat, 3)?.actualReps).toBe('4');
    expect(lastTimeSet(squat, 5)?.actualReps).toBe('4');
    expect(lastTimeSet(undefined, 1)).toBeUndefined();
  });
});

describe('the session before last time', () => {
  it('keeps the sets of the session before, for the next step, and nothing when there is none', () => {
    const found = lastTimes(
      ['Bench Press', 'Back Squat'],
      [
        session('2026-11-20T18:00:00.000Z', [{ name: 'Bench Press', sets: [[80, '5']] }]),
        session('2026-11-18T18:00:00.000Z', [
          { name: 'back squat', sets: [[100, '5']] },
          { name: 'Bench Press', sets: [[77.5, '5']] },
        ]),
      ],
    );
    expect(found[0]?.previousSets?.map((set) => set.actualWeight)).toEqual([77.5]);
    expect(found[1]?.previousSets).toBeUndefined();
  });
});
