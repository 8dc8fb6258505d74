import { type AlternativeExercise, type GeneratedWorkout, workoutInputSchema } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import {
  currentExerciseOf,
  exerciseRowFromAlternative,
  formStateFromGenerated,
  workoutGeneratedToast,
} from './ai-values.ts';
import { initialFormState, type WorkoutFormState, workoutInputFromForm } from './workout-form-values.ts';

const GENERATED: GeneratedWorkout = {
  name: 'Upper Body Strength',
  duration: 45,
  difficulty: 'Advanced',
  notes: 'Rest 2-3 min between sets.',
  exercises: [
    { id: 'model-1', name: 'Dumbbell Bench Press', sets: 4, reps: '5-6', weight: '', notes: 'Rest 150 s' },
    { name: ' One-Arm Dumbbell Row ', sets: 3, reps: '6-8', weight: '60 lbs' },
  ],
};

const TYPED: WorkoutFormState = {
  name: 'Mine',
  date: '2026-03-09',
  time: '18:00',
  duration: '30',
  difficulty: 'Beginner',
  notes: 'my notes',
  exercises: [{ exerciseId: 'e1', name: 'Push-Up', sets: 3, reps: '10' }],
  repeat: { kind: 'none', interval: 1, weekdays: ['MO'], ends: 'never' },
};

describe('a generated workout in the form', () => {
  it("takes the coach's name, duration, difficulty, notes and exercises and keeps the day and time", () => {
    expect(formStateFromGenerated(TYPED, GENERATED)).toEqual({
      name: 'Upper Body Strength',
      date: '2026-03-09',
      time: '18:00',
      duration: '45',
      difficulty: 'Advanced',
      notes: 'Rest 2-3 min between sets.',
      repeat: TYPED.repeat,
      exercises: [
        { name: 'Dumbbell Bench Press', sets: 4, reps: '5-6', notes: 'Rest 150 s' },
        { name: 'One-Arm Dumbbell Row', sets: 3, reps: '6-8', weight: '60 lbs' },
      ],
    });
  });

  it("drops stored and model ids, so a save makes new exercises (the replaced ones' ids are not reused)", () => {
    const state = formStateFromGenerated(TYPED, GENERATED);
    expect(state.exercises.every((row) => row.exerciseId === undefined)).toBe(true);
    const input = workoutInputFromForm(state, 'scheduled');
    expect(input.exercises.map((exercise) => exercise.id)).toEqual([undefined, undefined]);
    // What the form then saves passes the save's schema unchanged.
    expect(workoutInputSchema.safeParse(input).success).toBe(true);
  });

  it('fills a new, empty form on its own day', () => {
    const empty = initialFormState(null, { mode: 'create', today: '2026-03-05' });
    const state = formStateFromGenerated(empty, { ...GENERATED, notes: '' });
    expect(state.date).toBe('2026-03-05');
    expect(state.time).toBe('');
    expect(state.notes).toBe('');
    expect(state.exercises).toHaveLength(2);
  });
});

describe('an alternative in place of an exercise', () => {
  const alternative: AlternativeExercise = {
    name: 'Dumbbell Floor Press',
    sets: 3,
    reps: '8-10',
    weight: '',
    notes: 'Elbows at 45°',
    reason: 'Same pressing pattern and chest focus, done with your dumbbells.',
  };

  it('becomes a new row: no stored id, no reason, blank weight absent', () => {
    expect(exerciseRowFromAlternative(alternative)).toEqual({
      name: 'Dumbbell Floor Press',
      sets: 3,
      reps: '8-10',
      notes: 'Elbows at 45°',
    });
  });

  it('is asked for with the row as it stands, blank optional fields absent', () => {
    expect(
      currentExerciseOf({ exerciseId: 'e1', name: ' Bench Press ', sets: 4, reps: '5', weight: ' ' }),
    ).toEqual({ name: 'Bench Press', sets: 4, reps: '5' });
  });
});

describe("the 'Workout Generated!' toast", () => {
  it('says how many exercises were added', () => {
    expect(workoutGeneratedToast({ workout: GENERATED, source: 'built-in' })).toEqual({
      title: 'Workout Generated!',
      description: '2 exercises added to the form. Review and save when ready.',
    });
    expect(workoutGeneratedToast({ workout: GENERATED, source: 'model' }).description).toContain(
      '2 exercises',
    );
  });

  it('says so when the built-in coach answered because the model could not', () => {
    const toast = workoutGeneratedToast({
      workout: GENERATED,
      source: 'built-in',
      fallbackReason: 'The model did not answer within 70 seconds.',
    });
    expect(toast.title).toBe('Workout Generated!');
    expect(toast.description).toBe(
      'The built-in coach answered instead: The model did not answer within 70 seconds.',
    );
  });
});
