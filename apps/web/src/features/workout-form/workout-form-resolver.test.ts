import { LIMITS, RECURRENCE_FORM_MESSAGES, RECURRENCE_MESSAGES } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { workoutFormResolver } from './workout-form-resolver.ts';
import type { WorkoutFormState } from './workout-form-values.ts';

const FILLED: WorkoutFormState = {
  name: 'Upper A',
  date: '2026-03-05',
  time: '',
  duration: '',
  difficulty: 'Intermediate',
  notes: '',
  repeat: { kind: 'none', interval: 1, weekdays: ['MO'], ends: 'never' },
  exercises: [{ name: 'Bench Press', sets: 3, reps: '8-10' }],
};

// What react-hook-form passes: no native validation, and the registered controls (none needed here).
const options = { fields: {}, shouldUseNativeValidation: false };
const resolve = (values: WorkoutFormState, status: 'scheduled' | 'completed' = 'scheduled') =>
  workoutFormResolver(status)(values, undefined, options);

describe('workout form: the resolver, run on submit and on each change after a refused one', () => {
  it('puts each of the domain messages on its control, and submits nothing', async () => {
    const result = await resolve({ ...FILLED, name: ' ', date: '', exercises: [] });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'required', message: 'Workout name is required' },
      date: { type: 'required', message: 'Date is required' },
      exercises: { type: 'required', message: 'Add at least one exercise' },
    });
  });

  it("puts a name blanked in the list on that row's name", async () => {
    const result = await resolve({
      ...FILLED,
      exercises: [...FILLED.exercises, { name: '  ', sets: 3, reps: '5' }],
    });
    expect(Object.keys(result.errors)).toEqual(['exercises']);
    expect(result.errors.exercises?.[0]).toBeUndefined();
    expect(result.errors.exercises?.[1]?.name?.message).toBe('Exercise name is required');
  });

  it('puts a duration out of range on the duration', async () => {
    const result = await resolve({ ...FILLED, duration: String(LIMITS.durationMinutes + 1) });
    expect(result.errors.duration?.message).toBe(
      `Duration must be a whole number of minutes from 1 to ${LIMITS.durationMinutes}`,
    );
  });

  it("gives the form one message when only the payload's bounds refuse the values", async () => {
    const result = await resolve({
      ...FILLED,
      exercises: [{ name: 'Bench Press', sets: 3, reps: '8'.repeat(LIMITS.reps + 1) }],
    });
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors)).toEqual(['root']);
    expect(result.errors.root?.message).toMatch(new RegExp(`<=${LIMITS.reps} characters`));
  });

  it('passes valid values on as the payload to save: blank duration 60, the given status', async () => {
    const result = await resolve({ ...FILLED, name: ' Upper A ', notes: ' ' }, 'completed');
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Upper A',
      date: '2026-03-05',
      duration: 60,
      difficulty: 'Intermediate',
      status: 'completed',
      exercises: [{ name: 'Bench Press', sets: 3, reps: '8-10' }],
    });
  });

  it("saves a weight typed as a bare number in the athlete's unit, and keeps a written one", async () => {
    const values = {
      ...FILLED,
      exercises: [
        { name: 'Squat', sets: 3, reps: '5', weight: '100' },
        { name: 'Curl', sets: 3, reps: '10', weight: '30 lbs' },
      ],
    };
    const result = await workoutFormResolver('scheduled', 'kg')(values, undefined, options);
    expect(result.values.exercises?.map((exercise) => exercise.weight)).toEqual(['100 kg', '30 lbs']);
  });
});

describe('the Repeat section', () => {
  it('puts each message on its control, and a valid rule into the payload', async () => {
    const weekly = { kind: 'weekdays' as const, interval: 1, weekdays: [], ends: 'after' as const, count: 0 };
    const refused = await resolve({ ...FILLED, repeat: weekly });
    expect(refused.errors.repeat?.weekdays?.message).toBe(RECURRENCE_FORM_MESSAGES.noWeekdays);
    expect(refused.errors.repeat?.count?.message).toBe(RECURRENCE_MESSAGES.count);
    const saved = await resolve({
      ...FILLED,
      repeat: { ...weekly, weekdays: ['MO', 'WE', 'FR'], count: 24 },
    });
    expect(saved.values).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24' });
  });
});
