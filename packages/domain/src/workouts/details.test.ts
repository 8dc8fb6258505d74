import { describe, expect, it } from 'vitest';
import { formatWeightNumber } from '../units/weight.ts';
import type { CompletedWorkout } from './completed-schema.ts';
import { workoutDetailsSummary } from './details.ts';
import type { Workout } from './schema.ts';
import { WORKOUT_SCREEN_TEXT } from './text.ts';

const workout: Workout = {
  id: 'w1',
  name: 'Push Pull',
  date: '2026-01-05',
  duration: 45,
  exercises: [
    { id: 'e1', name: 'Bench Press', sets: 2, reps: '8-10', weight: '135' },
    { id: 'e2', name: 'Barbell Row', sets: 2, reps: '12', weight: '95' },
    { id: 'e3', name: 'Plank', sets: 3, reps: '60s' },
  ],
  status: 'scheduled',
  difficulty: 'Advanced',
  notes: 'Plan notes',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const set = (setNumber: number, actualWeight: number | undefined, actualReps: string, completed = true) => ({
  setNumber,
  actualWeight,
  actualReps,
  completed,
  notes: '',
});

const completion: CompletedWorkout = {
  id: 'c1',
  name: 'Push Pull',
  date: '2026-01-05T18:00:00.000Z',
  originalWorkoutId: 'w1',
  actualExercises: [
    {
      id: 'e1',
      name: 'Bench Press',
      plannedSets: 2,
      plannedReps: '8-10',
      plannedWeight: '135',
      actualSets: [set(1, 135, '10'), set(2, 135, '8')],
      notes: '',
    },
    {
      id: 'e2',
      name: 'Barbell Row',
      plannedSets: 2,
      plannedReps: '12',
      plannedWeight: '95',
      actualSets: [set(1, 100, '12'), set(2, 95, '12', false)],
      notes: '',
    },
  ],
  duration: 1830,
  notes: '',
  updatedAt: '2026-01-05T18:00:00.000Z',
};

describe('workout details summary (spec §2 Workout details, §4 volume)', () => {
  it('a plan never run: planned duration, sets and volume (weight × upper bound of reps × sets)', () => {
    expect(workoutDetailsSummary({ workout, completion: null })).toEqual({
      name: 'Push Pull',
      durationSeconds: 45 * 60,
      exerciseCount: 3,
      totalSets: 7,
      difficulty: 'Advanced',
      volume: 135 * 10 * 2 + 95 * 12 * 2,
      notes: 'Plan notes',
      completed: false,
    });
  });
  it('a completed session: its minutes, the sets done and the volume of what was lifted', () => {
    expect(workoutDetailsSummary({ workout: { ...workout, status: 'completed' }, completion })).toEqual({
      name: 'Push Pull',
      durationSeconds: 1830,
      exerciseCount: 2,
      totalSets: 3,
      difficulty: 'Advanced',
      volume: 135 * 10 + 135 * 8 + 100 * 12,
      notes: 'Plan notes',
      completed: true,
    });
  });
  it("gives the volume in the athlete's unit: pounds converted for an athlete on kilograms", () => {
    const summary = workoutDetailsSummary({ workout: null, completion }, 'kg');
    expect(summary?.volume).toBeCloseTo((135 * 10 + 135 * 8 + 100 * 12) * 0.45359237, 6);
    const planned = workoutDetailsSummary({ workout, completion: null }, 'kg');
    expect(planned?.volume).toBeCloseTo((135 * 10 * 2 + 95 * 12 * 2) * 0.45359237, 6);
  });
  it('a completion whose plan was deleted has no difficulty; its own notes come first', () => {
    const summary = workoutDetailsSummary({
      workout: null,
      completion: { ...completion, notes: 'Felt strong' },
    });
    expect(summary?.difficulty).toBeNull();
    expect(summary?.notes).toBe('Felt strong');
  });
  it('a plan marked completed whose completion was deleted still offers Repeat; nothing at all is not found', () => {
    expect(
      workoutDetailsSummary({ workout: { ...workout, status: 'completed' }, completion: null })?.completed,
    ).toBe(true);
    const { notes: _none, ...withoutNotes } = workout;
    expect(workoutDetailsSummary({ workout: withoutNotes, completion: null })?.notes).toBe('');
    expect(workoutDetailsSummary({ workout: null, completion: null })).toBeNull();
  });
});

describe('workout details texts', () => {
  it('formats the duration, the volume and the planned sets', () => {
    const TEXT = WORKOUT_SCREEN_TEXT.workoutDetails;
    expect(TEXT.duration(1)).toBe('1 sec');
    expect(TEXT.duration(45 * 60)).toBe('45 min');
    expect(formatWeightNumber(5040, 'lb')).toBe('5,040 lbs');
    expect(formatWeightNumber(22.5, 'kg')).toBe('22.5 kg');
    expect(TEXT.plannedSets(3, '8-10', '135')).toBe('3 × 8-10 @ 135');
    expect(TEXT.plannedSets(3, '12', undefined)).toBe('3 × 12');
  });
});
