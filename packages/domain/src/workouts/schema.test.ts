import { describe, expect, it } from 'vitest';
import { timeOfDaySchema } from '../schemas/common.ts';
import { exercise, NOW, workout } from '../test-support/fixtures.ts';
import {
  alternativeExerciseSchema,
  generatedWorkoutSchema,
  generateWorkoutInputSchema,
} from './ai-schema.ts';
import { completedWorkoutInputSchema, completedWorkoutSchema } from './completed-schema.ts';
import { exerciseInputSchema, exerciseSchema, workoutInputSchema, workoutSchema } from './schema.ts';

describe('workout schemas (spec §3)', () => {
  it('accepts a stored workout with reps as text, including a range such as 8-10', () => {
    expect(workoutSchema.parse(workout())).toMatchObject({ name: 'Leg Day' });
    expect(exerciseSchema.parse(exercise({ reps: 'AMRAP' })).reps).toBe('AMRAP');
  });
  it('rejects a blank name, no exercises and a malformed date', () => {
    expect(workoutSchema.safeParse(workout({ name: '   ' })).success).toBe(false);
    expect(workoutSchema.safeParse(workout({ exercises: [] })).success).toBe(false);
    expect(workoutSchema.safeParse(workout({ date: '06/05/2024' })).success).toBe(false);
    expect(workoutSchema.safeParse(workout({ status: 'done' })).success).toBe(false);
  });
  it('time is optional HH:mm', () => {
    expect(workoutSchema.safeParse(workout({ time: '07:30' })).success).toBe(true);
    expect(timeOfDaySchema.safeParse('24:00').success).toBe(false);
  });
  it('bounds strings and lists', () => {
    expect(workoutSchema.safeParse(workout({ name: 'x'.repeat(121) })).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => exercise({ id: `e${i}` }));
    expect(workoutSchema.safeParse(workout({ exercises: many })).success).toBe(false);
  });
  it('input defaults: scheduled, Intermediate, 60 minutes, 3 sets (spec §4, §5, §9)', () => {
    const parsed = workoutInputSchema.parse({
      name: 'Push',
      date: '2024-06-05',
      exercises: [{ name: 'Bench', reps: '5' }],
    });
    expect(parsed).toMatchObject({ status: 'scheduled', difficulty: 'Intermediate', duration: 60 });
    expect(parsed.exercises[0]?.sets).toBe(3);
    expect(exerciseInputSchema.safeParse({ name: 'Bench', reps: '5', sets: 0 }).success).toBe(false);
  });
});

describe('completed workout schemas (spec §3)', () => {
  const record = {
    id: 'c1',
    name: 'Leg Day',
    date: NOW,
    originalWorkoutId: 'w1',
    actualExercises: [
      {
        id: 'e1',
        name: 'Back Squat',
        plannedSets: 3,
        plannedReps: '8-10',
        plannedWeight: '135',
        actualSets: [{ setNumber: 1, actualWeight: 135, actualReps: '10', completed: true, notes: '' }],
        notes: '',
      },
    ],
    duration: 3600,
    notes: '',
    updatedAt: NOW,
  };
  it('accepts a completed workout with duration in seconds and sets without a weight', () => {
    expect(completedWorkoutSchema.parse(record).duration).toBe(3600);
    const { id: _id, updatedAt: _u, ...input } = record;
    const noWeight = { setNumber: 1, actualReps: '10', completed: true, notes: '' };
    const first = record.actualExercises[0];
    expect(
      completedWorkoutInputSchema.safeParse({
        ...input,
        actualExercises: [{ ...first, actualSets: [noWeight] }],
      }).success,
    ).toBe(true);
  });
  it('the date is an ISO instant', () => {
    expect(completedWorkoutSchema.safeParse({ ...record, date: 'yesterday' }).success).toBe(false);
  });
});

describe('AI workout schemas (spec §3, §5)', () => {
  it('alternative exercise has a reason', () => {
    const alt = { name: 'Goblet Squat', sets: 3, reps: '10', weight: '50', notes: '', reason: 'No rack' };
    expect(alternativeExerciseSchema.parse(alt).reason).toBe('No rack');
  });
  it('generated workout exercises may lack ids', () => {
    const generated = {
      name: 'Full Body',
      duration: 45,
      difficulty: 'Beginner',
      notes: '',
      exercises: [{ name: 'Push-up', reps: '10' }],
    };
    expect(generatedWorkoutSchema.parse(generated).exercises[0]?.sets).toBe(3);
  });
  it('the prompt must not be blank (spec §5)', () => {
    expect(generateWorkoutInputSchema.safeParse({ prompt: '  ', userEquipment: [] }).success).toBe(false);
    expect(generateWorkoutInputSchema.safeParse({ prompt: 'legs', userEquipment: [] }).success).toBe(true);
  });
});
