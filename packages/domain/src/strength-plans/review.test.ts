import { describe, expect, it } from 'vitest';
import { clampWeek, replacePlanWorkout, weekAfterKey, weekNumbers, workoutsForWeek } from './review.ts';
import type { GeneratedPlan } from './schema.ts';

const workout = (name: string) => ({
  name,
  duration: 60,
  difficulty: 'Intermediate' as const,
  notes: '',
  exercises: [],
});
const plan: GeneratedPlan = {
  programName: 'Base',
  description: '',
  duration: 3,
  totalWorkouts: 3,
  progressionGuidelines: '',
  notes: [],
  workoutSchedule: [
    { weekNumber: 1, dayNumber: 3, dayName: 'Wednesday', workout: workout('W1D3') },
    { weekNumber: 1, dayNumber: 1, dayName: 'Monday', workout: workout('W1D1') },
    { weekNumber: 2, dayNumber: 1, dayName: 'Monday', workout: workout('W2D1') },
  ],
};

describe('plan review (spec §2, §4)', () => {
  it('week selector runs Week 1..duration', () => {
    expect(weekNumbers(3)).toEqual([1, 2, 3]);
    expect(clampWeek(0, 3)).toBe(1);
    expect(clampWeek(5, 3)).toBe(3);
  });
  it('arrow keys switch weeks clamped to 1..duration, ignored while editing', () => {
    expect(weekAfterKey('ArrowRight', 1, 3, false)).toBe(2);
    expect(weekAfterKey('ArrowLeft', 2, 3, false)).toBe(1);
    expect(weekAfterKey('ArrowLeft', 1, 3, false)).toBeNull();
    expect(weekAfterKey('ArrowRight', 3, 3, false)).toBeNull();
    expect(weekAfterKey('ArrowRight', 1, 3, true)).toBeNull();
    expect(weekAfterKey('Enter', 1, 3, false)).toBeNull();
  });
  it('lists a week by day', () => {
    expect(workoutsForWeek(plan, 1).map((e) => e.workout.name)).toEqual(['W1D1', 'W1D3']);
  });
  it("saving an edit replaces only that day's workout name and notes", () => {
    const next = replacePlanWorkout(plan, 1, 3, { name: 'Heavy', notes: 'Go' });
    expect(next.workoutSchedule[0]?.workout).toMatchObject({ name: 'Heavy', notes: 'Go', duration: 60 });
    expect(next.workoutSchedule[1]).toBe(plan.workoutSchedule[1]);
    expect(plan.workoutSchedule[0]?.workout.name).toBe('W1D3');
  });
});
