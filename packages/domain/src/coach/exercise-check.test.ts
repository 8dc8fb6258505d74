import { describe, expect, it } from 'vitest';
import { parseRest } from '../workouts/quantities.ts';
import { NO_AVOIDANCE } from './avoidance.ts';
import { type CheckedExercise, exerciseProblems } from './exercise-check.ts';
import type { TrainingGoal } from './guidance.ts';

/**
 * Dosing by the exercise's class: rest in round values from the class's range (main lifts by the goal's table),
 * unloaded work never under five reps. The bad prescriptions are those a review of the coach's plans struck out.
 */
const NEEDS = new Set([
  'olympic barbell',
  'power rack',
  'resistance bands',
  'mini bands',
  'hex dumbbell set',
]);

function prescriptionOf(
  name: string,
  sets: number,
  reps: string,
  rest: string,
  goals: readonly TrainingGoal[],
): string[] {
  const exercise: CheckedExercise = { name, sets, reps, notes: '', rest: parseRest(rest) ?? 'unreadable' };
  return exerciseProblems(exercise, { needs: NEEDS, avoidance: NO_AVOIDANCE, goals }, 'x')
    .problems.filter((problem) => problem.rule === 'prescription')
    .map((problem) => problem.message);
}

describe('dosing by class', () => {
  it('never doses unloaded work under five reps: a strength goal makes a bridge harder, not shorter', () => {
    expect(prescriptionOf('Glute Bridge', 3, '3', '3 min', ['strength'])[0]).toMatch(
      /Glute Bridge is light work: 10–20 reps/,
    );
    expect(prescriptionOf('Single-Leg Hip Thrust', 3, '3', '90 s', ['strength'])[0]).toMatch(
      /Single-Leg Hip Thrust is unloaded: never under 5 reps/,
    );
    expect(prescriptionOf('Single-Leg Glute Bridge', 2, '3', '2 min', ['power'])).toHaveLength(1);
    expect(prescriptionOf('Banded Glute Bridge', 3, '3', '2 min', ['strength'])).toHaveLength(1);
    expect(prescriptionOf('Glute Bridge', 3, '12', '60 s', ['strength'])).toEqual([]);
    // A loaded lift is not held to it: a heavy triple is what a strength goal's main lift is.
    expect(prescriptionOf('Back Squat', 4, '3', '3 min', ['strength'])).toEqual([]);
  });

  it('rests core work and holds 15–120 s (0–60 s in an endurance circuit)', () => {
    expect(prescriptionOf('Plank', 3, '30 s', '3 min', ['strength'])[0]).toMatch(/outside the guidance/);
    expect(prescriptionOf('Side Plank', 2, '35 s', '0 s', ['hypertrophy'])[0]).toMatch(
      /outside the guidance/,
    );
    expect(prescriptionOf('Plank', 3, '30 s', '60 s', ['strength'])).toEqual([]);
    expect(prescriptionOf('Side Plank', 2, '35 s', '0 s', ['endurance'])).toEqual([]);
    expect(prescriptionOf('Plank', 2, '30 s', '90 s', ['endurance'])).toHaveLength(1);
  });

  it('rests accessory work 30–180 s and main lifts by the goal table', () => {
    expect(prescriptionOf('Band Face Pull', 3, '15', '15 s', ['endurance'])).toHaveLength(1);
    expect(prescriptionOf('Band Face Pull', 3, '15', '30 s', ['endurance'])).toEqual([]);
    expect(prescriptionOf('Dumbbell Lateral Raise', 3, '10', '3 min', ['hypertrophy'])).toEqual([]);
    expect(prescriptionOf('Dumbbell Lateral Raise', 3, '10', '4 min', ['hypertrophy'])).toHaveLength(1);
    expect(prescriptionOf('Back Squat', 3, '8', '3 min', ['hypertrophy'])).toHaveLength(1);
    expect(prescriptionOf('Back Squat', 3, '8', '90 s', ['hypertrophy'])).toEqual([]);
  });

  it('rests conditioning intervals 0–120 s', () => {
    expect(prescriptionOf('Burpee', 5, '30 s', '0 s', ['endurance'])).toEqual([]);
    expect(prescriptionOf('Burpee', 5, '30 s', '2 min', ['general-fitness'])).toEqual([]);
    expect(prescriptionOf('Burpee', 5, '30 s', '150 s', ['general-fitness'])).toHaveLength(1);
  });

  it('prescribes rest in round values, 15 s steps', () => {
    for (const rest of ['6 s', '57 s', '54 s', '42 s', '36 s'])
      expect(prescriptionOf('Band Pallof Press', 3, '10', rest, ['hypertrophy'])[0]).toMatch(
        /is not a round value \(a multiple of 15 s\)/,
      );
    expect(prescriptionOf('Band Pallof Press', 3, '10', '45 s', ['hypertrophy'])).toEqual([]);
    expect(prescriptionOf('Back Squat', 4, '5', '2½ min', ['strength'])).toEqual([]);
  });
});

describe('reps by what the exercise is', () => {
  it('gives light work (a band, an easy bodyweight accessory) 10–20 reps whatever the goal', () => {
    for (const [name, reps] of [
      ['Band Pull-Apart', '6'],
      ['Band Pallof Press', '6'],
      ['Doorway Biceps Curl', '6'],
    ] as const)
      expect(prescriptionOf(name, 3, reps, '60 s', ['strength'])[0]).toMatch(/is light work: 10–20 reps/);
    expect(prescriptionOf('Band Pull-Apart', 3, '15', '60 s', ['strength'])).toEqual([]);
    expect(prescriptionOf('Band Pull-Apart', 3, '20', '60 s', ['hypertrophy'])).toEqual([]);
    expect(prescriptionOf('Band Pull-Apart', 3, '25', '60 s', ['endurance'])).toHaveLength(1);
    // A band cannot load a heavy set: a band press opening a strength day is light work, rested as accessory work.
    expect(prescriptionOf('Band Chest Press', 2, '5', '3 min', ['strength'])[0]).toMatch(
      /Band Chest Press is light work: 10–20 reps/,
    );
    expect(prescriptionOf('Band Chest Press', 3, '12', '45 s', ['strength'])).toEqual([]);
    // A hard bodyweight accessory is not light work: a Nordic curl stays in low reps.
    expect(prescriptionOf('Nordic Curl', 3, '5', '90 s', ['strength'])).toEqual([]);
  });

  it('keeps sets under five reps for two-sided bar lifts and explosive work', () => {
    expect(prescriptionOf('Walking Lunge', 3, '2', '3 min', ['power'])[0]).toMatch(
      /Walking Lunge: sets under 5 reps are for two-sided bar lifts and explosive work/,
    );
    expect(prescriptionOf('Dumbbell Hip Thrust', 3, '2', '3 min', ['power'])).toHaveLength(1);
    expect(prescriptionOf('Dumbbell Hip Thrust', 3, '5', '3 min', ['power'])).toEqual([]);
    expect(prescriptionOf('Dumbbell Bench Press', 4, '3', '3 min', ['strength'])).toHaveLength(1);
    expect(prescriptionOf('Back Squat', 5, '2', '3 min', ['power'])).toEqual([]);
    expect(prescriptionOf('Power Clean', 5, '2', '3 min', ['power'])).toEqual([]);
    expect(prescriptionOf('Dumbbell Snatch', 5, '2', '3 min', ['power'])).toEqual([]);
  });

  it('gives a kettlebell swing 10–20 reps whatever the goal: it is trained for speed', () => {
    const kit = new Set([...NEEDS, 'kettlebell']);
    const swing = (reps: string, goals: readonly TrainingGoal[], rest = '2 min') =>
      exerciseProblems(
        { name: 'Kettlebell Swing', sets: 4, reps, notes: '', rest: parseRest(rest) ?? 'unreadable' },
        { needs: kit, avoidance: NO_AVOIDANCE, goals },
        'x',
      ).problems.map((problem) => problem.message);
    expect(swing('5', ['strength'])[0]).toMatch(/Kettlebell Swing is trained for speed: 10–20 reps a set/);
    expect(swing('15', ['strength'])).toEqual([]);
    expect(swing('12', ['hypertrophy'], '60 s')).toEqual([]);
    expect(swing('25', ['endurance'])).toHaveLength(1);
  });

  it('caps bodyweight reps by the exercise level: 8 advanced, 12 intermediate', () => {
    expect(prescriptionOf('Nordic Curl', 4, '10', '90 s', ['hypertrophy'])[0]).toMatch(
      /Nordic Curl is an advanced bodyweight exercise: at most 8 reps a set/,
    );
    expect(prescriptionOf('Muscle-Up', 3, '15', '30 s', ['endurance'])).toHaveLength(1);
    expect(prescriptionOf('Pull-Up', 3, '15', '30 s', ['endurance'])[0]).toMatch(/at most 12 reps/);
    expect(prescriptionOf('Pull-Up', 3, '12', '30 s', ['endurance'])).toEqual([]);
    expect(prescriptionOf('Muscle-Up', 4, '5', '3 min', ['strength'])).toEqual([]);
    // Loaded work is not capped by level: a loaded curl for 15 is an ordinary endurance set.
    expect(prescriptionOf('Dumbbell Curl', 3, '15', '30 s', ['endurance'])).toEqual([]);
  });
});
