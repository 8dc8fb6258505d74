import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedWeight } from '../units/weight.ts';
import { exercisePreview } from './preview.ts';
import { workoutListStats } from './stats.ts';
import {
  completedVolume,
  exerciseVolume,
  progressPercent,
  repsUpperBound,
  totalSets,
  workoutVolume,
} from './volume.ts';

describe('volume = weight × upper bound of the rep range × sets, lbs (spec §4)', () => {
  it('reps: 8-10 gives 10, 12 gives 12, AMRAP gives 0', () => {
    expect(repsUpperBound('8-10')).toBe(10);
    expect(repsUpperBound('8–12')).toBe(12);
    expect(repsUpperBound('12')).toBe(12);
    expect(repsUpperBound('AMRAP')).toBe(0);
    expect(repsUpperBound('5 each side')).toBe(5);
    expect(repsUpperBound('')).toBe(0);
    expect(repsUpperBound(undefined)).toBe(0);
    expect(repsUpperBound(8)).toBe(8);
    expect(repsUpperBound(Number.NaN)).toBe(0);
  });
  it('weight: a bare number is pounds, a written unit is kept, blank or non-numeric counts nothing', () => {
    expect(plannedWeight('135')).toEqual({ value: 135, unit: 'lb' });
    expect(plannedWeight('135 lbs')).toEqual({ value: 135, unit: 'lb' });
    expect(plannedWeight('60 kg')).toEqual({ value: 60, unit: 'kg' });
    expect(plannedWeight('22.5kg each hand')).toEqual({ value: 22.5, unit: 'kg' });
    expect(plannedWeight('2 kettlebells')).toEqual({ value: 2, unit: 'lb' });
    expect(plannedWeight('')).toBeUndefined();
    expect(plannedWeight('Bodyweight')).toBeUndefined();
    expect(plannedWeight(undefined)).toBeUndefined();
    expect(exerciseVolume({ weight: '0', reps: '10', sets: 3 })).toBe(0);
  });
  it('sums in the athlete unit: kilograms and pounds converted, never added as raw numbers', () => {
    const exercises = [
      { weight: '100 kg', reps: '5', sets: 1 },
      { weight: '220.462 lbs', reps: '5', sets: 1 },
    ];
    expect(workoutVolume(exercises, 'kg')).toBeCloseTo(1000, 2);
    expect(workoutVolume(exercises, 'lb')).toBeCloseTo(2204.62, 1);
    const sets = [
      { actualWeight: 60, weightUnit: 'kg' as const, actualReps: '10', completed: true },
      { actualWeight: 135, actualReps: '10', completed: true },
    ];
    expect(completedVolume([{ actualSets: sets }], 'kg')).toBeCloseTo(600 + 1350 * 0.45359237, 6);
    expect(completedVolume([{ actualSets: sets }])).toBeCloseTo(600 / 0.45359237 + 1350, 6);
  });
  it('leaves warm-up sets out of the volume', () => {
    const work = [{ actualWeight: 100, weightUnit: 'kg' as const, actualReps: '5', completed: true }];
    const warmUpSets = [{ weight: 60, weightUnit: 'kg' as const, reps: 3 }];
    const exercise = { actualSets: work, warmUpSets };
    expect(completedVolume([exercise], 'kg')).toBe(500);
  });
  it('135 lbs × 10 (8-10) × 3 sets = 4050', () => {
    expect(exerciseVolume({ weight: '135', reps: '8-10', sets: 3 })).toBe(4050);
    expect(exerciseVolume({ reps: '8-10', sets: 3 })).toBe(0);
    expect(exerciseVolume({ weight: '100', reps: 'AMRAP', sets: 3 })).toBe(0);
  });
  it('sums a workout and counts its sets', () => {
    const exercises = [
      { weight: '135', reps: '8-10', sets: 3 },
      { weight: '50', reps: '12', sets: 2 },
    ];
    expect(workoutVolume(exercises)).toBe(4050 + 1200);
    expect(totalSets(exercises)).toBe(5);
  });
  it('completed volume counts only completed sets', () => {
    const actual = [
      {
        actualSets: [
          { actualWeight: 100, actualReps: '10', completed: true },
          { actualReps: '10', completed: true },
          { actualWeight: 100, actualReps: '10', completed: false },
        ],
      },
    ];
    expect(completedVolume(actual)).toBe(1000);
  });
});

describe('session progress percent (spec §4)', () => {
  it('is completed sets over total planned sets', () => {
    expect(progressPercent(3, 12)).toBe(25);
    expect(progressPercent(12, 12)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
  it('property: always within 0..100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (done, planned) => {
        const percent = progressPercent(done, planned);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('workout list stats (spec §2)', () => {
  it('upcoming count, completed count, average duration in minutes, total exercises', () => {
    const workouts = [
      { date: '2024-06-05', status: 'scheduled' as const, duration: 45, exercises: [1, 2] },
      { date: '2024-06-01', status: 'scheduled' as const, duration: 60, exercises: [1] },
      { date: '2024-06-09', status: 'scheduled' as const, duration: 90, exercises: [1, 2, 3] },
    ];
    expect(workoutListStats(workouts, [{}, {}], '2024-06-05')).toEqual({
      upcomingCount: 2,
      completedCount: 2,
      averageDurationMinutes: 65,
      totalExercises: 6,
    });
    expect(workoutListStats([], [], '2024-06-05').averageDurationMinutes).toBe(0);
  });
});

describe('exercise preview (spec §2, §9)', () => {
  it("shows 3 exercises plus '+N more'", () => {
    expect(exercisePreview([1, 2, 3, 4, 5])).toEqual({
      shown: [1, 2, 3],
      moreCount: 2,
      moreLabel: '+2 more',
    });
    expect(exercisePreview([1, 2, 3])).toEqual({ shown: [1, 2, 3], moreCount: 0, moreLabel: null });
  });
});
