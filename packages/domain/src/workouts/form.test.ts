import { describe, expect, it } from 'vitest';
import {
  canAddExercise,
  isValidPrompt,
  moveItem,
  newWorkoutDefaults,
  normalizeDuration,
  normalizeSets,
  removeItem,
  validateWorkoutForm,
  WORKOUT_FORM_MESSAGES,
  WORKOUT_FORM_TITLES,
  workoutFormMode,
} from './form.ts';

describe('workout form (spec §2, §5, §9)', () => {
  it("titles 'Create New Workout', 'Edit Workout', 'Copy Workout'", () => {
    expect(WORKOUT_FORM_TITLES[workoutFormMode({})]).toBe('Create New Workout');
    expect(WORKOUT_FORM_TITLES[workoutFormMode({ workoutId: 'w1' })]).toBe('Edit Workout');
    expect(WORKOUT_FORM_TITLES[workoutFormMode({ copyFrom: 'w1' })]).toBe('Copy Workout');
  });
  it('a new workout is dated today, scheduled, Intermediate, 60 minutes', () => {
    expect(newWorkoutDefaults('2024-06-05')).toMatchObject({
      date: '2024-06-05',
      status: 'scheduled',
      difficulty: 'Intermediate',
      duration: 60,
      exercises: [],
    });
  });
  it('save needs a non-blank name, at least one exercise and a date', () => {
    expect(validateWorkoutForm({ name: 'Legs', date: '2024-06-05', exercises: [{}] })).toEqual([]);
    expect(validateWorkoutForm({ name: '  ', date: '', exercises: [] })).toEqual([
      WORKOUT_FORM_MESSAGES.nameRequired,
      WORKOUT_FORM_MESSAGES.exerciseRequired,
      WORKOUT_FORM_MESSAGES.dateRequired,
    ]);
    expect(validateWorkoutForm({})).toHaveLength(3);
  });
  it('adding an exercise needs name and reps', () => {
    expect(canAddExercise({ name: 'Squat', reps: '8-10' })).toBe(true);
    expect(canAddExercise({ name: 'Squat', reps: ' ' })).toBe(false);
    expect(canAddExercise({ reps: '5' })).toBe(false);
  });
  it('sets default 3, minimum 1', () => {
    expect(normalizeSets('')).toBe(3);
    expect(normalizeSets(undefined)).toBe(3);
    expect(normalizeSets('abc')).toBe(3);
    expect(normalizeSets(0)).toBe(1);
    expect(normalizeSets('-2')).toBe(1);
    expect(normalizeSets('4')).toBe(4);
    expect(normalizeSets(4.7)).toBe(4);
  });
  it('duration falls back to 60 if not a number', () => {
    expect(normalizeDuration('abc')).toBe(60);
    expect(normalizeDuration('')).toBe(60);
    expect(normalizeDuration(Number.NaN)).toBe(60);
    expect(normalizeDuration('45')).toBe(45);
  });
  it('AI generation needs a non-blank prompt', () => {
    expect(isValidPrompt('  ')).toBe(false);
    expect(isValidPrompt(null)).toBe(false);
    expect(isValidPrompt('upper body')).toBe(true);
  });
  it('moves and removes exercises', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
