import { describe, expect, it } from 'vitest';
import { NO_AVOIDANCE } from './avoidance.ts';
import { type CheckedExercise, exerciseProblems } from './exercise-check.ts';
import type { TrainingGoal } from './guidance.ts';
import { parseRest } from './quantities.ts';

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
      /Glute Bridge is unloaded: never under 5 reps/,
    );
    expect(prescriptionOf('Single-Leg Glute Bridge', 2, '3', '2 min', ['power'])).toHaveLength(1);
    expect(prescriptionOf('Banded Glute Bridge', 3, '3', '2 min', ['strength'])).toHaveLength(1);
    expect(prescriptionOf('Glute Bridge', 3, '8', '60 s', ['strength'])).toEqual([]);
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
