import { describe, expect, it } from 'vitest';
import {
  canAddExercise,
  copiedWorkoutDate,
  exerciseDraftErrors,
  isValidPrompt,
  moveItem,
  newWorkoutDefaults,
  normalizeDuration,
  normalizeSets,
  removeItem,
  validateWorkoutForm,
  WORKOUT_FORM_MESSAGES,
  WORKOUT_FORM_TITLES,
  workoutFormErrors,
  workoutFormMode,
} from './form.ts';
import { WORKOUT_SCREEN_TEXT } from './text.ts';

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

describe('workout form messages next to their controls (spec §5)', () => {
  const valid = { name: 'Legs', date: '2024-06-05', duration: '45', exercises: [{ name: 'Squat' }] };

  it('says nothing for a workout that can be saved', () => {
    expect(workoutFormErrors(valid)).toEqual({});
  });

  it('names each missing part by its control', () => {
    expect(workoutFormErrors({ name: ' ', date: '', duration: '', exercises: [] })).toEqual({
      name: WORKOUT_FORM_MESSAGES.nameRequired,
      date: WORKOUT_FORM_MESSAGES.dateRequired,
      exercises: WORKOUT_FORM_MESSAGES.exerciseRequired,
    });
    expect(Object.keys(workoutFormErrors({}))).toEqual(['name', 'date', 'exercises']);
  });

  it('agrees with validateWorkoutForm on the three save rules', () => {
    const cases = [valid, {}, { ...valid, name: '' }, { ...valid, date: '' }, { ...valid, exercises: [] }];
    for (const values of cases) {
      const keyed = Object.values(workoutFormErrors(values));
      expect(keyed.sort()).toEqual(validateWorkoutForm(values).sort());
    }
  });

  it('lets a duration that is not a number fall back to 60, but refuses one out of range', () => {
    expect(workoutFormErrors({ ...valid, duration: 'abc' })).toEqual({});
    expect(workoutFormErrors({ ...valid, duration: 0 }).duration).toBe(WORKOUT_FORM_MESSAGES.durationRange);
    expect(workoutFormErrors({ ...valid, duration: '1441' }).duration).toBe(
      WORKOUT_FORM_MESSAGES.durationRange,
    );
    expect(workoutFormErrors({ ...valid, duration: '30.5' }).duration).toBe(
      WORKOUT_FORM_MESSAGES.durationRange,
    );
    expect(workoutFormErrors({ ...valid, duration: '1440' })).toEqual({});
    expect(WORKOUT_FORM_MESSAGES.durationRange).toBe(
      'Duration must be a whole number of minutes from 1 to 1440',
    );
  });

  it('names an exercise whose name was blanked in the list, and refuses more than 100 exercises', () => {
    expect(workoutFormErrors({ ...valid, exercises: [{ name: 'Squat' }, { name: '  ' }] })).toEqual({
      'exercises.1.name': WORKOUT_FORM_MESSAGES.exerciseNameRequired,
    });
    const many = Array.from({ length: 101 }, () => ({ name: 'Squat' }));
    expect(workoutFormErrors({ ...valid, exercises: many }).exercises).toBe(
      WORKOUT_FORM_MESSAGES.tooManyExercises,
    );
  });

  it('says which of name and reps an exercise still needs before Add', () => {
    expect(exerciseDraftErrors({ name: 'Squat', reps: '8-10' })).toEqual({});
    expect(exerciseDraftErrors({ name: ' ', reps: '5' })).toEqual({ name: 'Exercise name is required' });
    expect(exerciseDraftErrors({ name: 'Squat', reps: '' })).toEqual({
      reps: 'Reps are required (a number or a range such as 8-10)',
    });
    expect(Object.keys(exerciseDraftErrors({}))).toEqual(['name', 'reps']);
    expect(exerciseDraftErrors({ name: 'Squat', sets: '101', reps: '5' })).toEqual({
      sets: 'Sets must be a whole number from 1 to 100',
    });
    expect(exerciseDraftErrors({ name: 'Squat', sets: '100', reps: '5' })).toEqual({});
    expect(exerciseDraftErrors({ name: 'Squat', sets: '', reps: '5' })).toEqual({});
    for (const draft of [{}, { name: 'a' }, { reps: '1' }, { name: 'a', reps: '1' }]) {
      expect(Object.keys(exerciseDraftErrors(draft)).length === 0).toBe(canAddExercise(draft));
    }
  });
});

describe('workout form screen text', () => {
  const text = WORKOUT_SCREEN_TEXT.workoutForm;
  it('writes the exercise summary with the weight only when there is one', () => {
    expect(text.exerciseSummary(3, '8-10')).toBe('3 × 8-10');
    expect(text.exerciseSummary(5, '5', '225 lbs')).toBe('5 × 5 @ 225 lbs');
  });
  it('announces reordering with the position out of the total', () => {
    expect(text.dragStarted('Squat', 2)).toBe('Picked up Squat, position 2.');
    expect(text.dragMoved('Squat', 1, 3)).toBe('Squat moved to position 1 of 3.');
    expect(text.dragEnded('Squat', 1, 3)).toBe('Squat dropped at position 1 of 3.');
    expect(text.dragCancelled('Squat')).toBe('Reordering cancelled. Squat was not moved.');
    expect(text.moveUp('Squat')).toBe('Move Squat up');
    expect(text.moveDown('Squat')).toBe('Move Squat down');
    expect(text.remove('Squat')).toBe('Remove Squat');
    expect(text.removed('Squat', 2)).toBe('Squat removed. 2 left.');
    expect(text.dragHandle('Squat')).toBe('Drag to reorder Squat');
    expect(text.exerciseNameOf(2)).toBe('Name of exercise 2');
  });
  it('counts exercises and alternatives in the AI texts, one or several', () => {
    expect(text.ai.replaceDescription(1)).toContain('the 1 exercise in the form');
    expect(text.ai.replaceDescription(4)).toContain('the 4 exercises in the form');
    expect(text.ai.generatedDescription(1)).toBe('1 exercise added to the form. Review and save when ready.');
    expect(text.ai.generatedDescription(6)).toBe(
      '6 exercises added to the form. Review and save when ready.',
    );
    expect(text.ai.builtInFallback('the model timed out')).toBe(
      'The built-in coach answered instead: the model timed out',
    );
    expect(text.alternatives.found(1)).toBe('1 alternative found.');
    expect(text.alternatives.found(3)).toBe('3 alternatives found.');
  });
  it('names the exercise in the Alternative controls, after their visible words', () => {
    expect(text.alternatives.open('Squat')).toBe('Alternative for Squat');
    expect(text.alternatives.title('Squat')).toBe('Alternatives to Squat');
    expect(text.alternatives.pickLabel('Goblet Squat')).toBe('Use This: Goblet Squat');
    expect(text.alternatives.replaced('Squat', 'Goblet Squat')).toBe('Squat replaced by Goblet Squat.');
  });
});

describe('the day of a copied workout', () => {
  it('is the asked day, else the original day, else today when that has passed', () => {
    expect(copiedWorkoutDate('2024-06-05', '2024-06-01', '2024-07-01')).toBe('2024-07-01');
    expect(copiedWorkoutDate('2024-06-05', '2024-06-01')).toBe('2024-06-05');
    expect(copiedWorkoutDate('2024-06-05', '2024-06-05')).toBe('2024-06-05');
    expect(copiedWorkoutDate('2024-05-31', '2024-06-01')).toBe('2024-06-01');
    expect(copiedWorkoutDate('2023-12-31', '2024-01-01')).toBe('2024-01-01');
  });
});
