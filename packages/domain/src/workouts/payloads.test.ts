import { describe, expect, it } from 'vitest';
import { RECURRENCE_MESSAGES } from '../recurrence/text.ts';
import {
  deleteWorkoutInputSchema,
  getCompletedWorkoutsInputSchema,
  getScheduleInputSchema,
  getWorkoutsInputSchema,
  saveWorkoutInputSchema,
  timeZoneSchema,
  updateWorkoutInputSchema,
} from './payloads.ts';
import { WORKOUT_MESSAGES } from './text.ts';

describe('workout payloads', () => {
  it('a time zone is an IANA name Intl knows', () => {
    expect(timeZoneSchema.parse('Europe/Paris')).toBe('Europe/Paris');
    expect(timeZoneSchema.parse('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus', '', 'x'.repeat(65)]) {
      const result = timeZoneSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(WORKOUT_MESSAGES.invalidTimeZone);
    }
  });

  it('getWorkouts takes nothing, or a zone', () => {
    expect(getWorkoutsInputSchema.parse(undefined)).toBeUndefined();
    expect(getWorkoutsInputSchema.parse({})).toEqual({});
    expect(getWorkoutsInputSchema.parse({ timeZone: 'Asia/Tokyo' })).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it('saveWorkout applies the form defaults and refuses a workout without exercises', () => {
    const parsed = saveWorkoutInputSchema.parse({
      workout: { name: 'Push', date: '2026-03-02', exercises: [{ name: 'Bench', reps: '8-10' }] },
    });
    expect(parsed.workout).toMatchObject({ duration: 60, status: 'scheduled', difficulty: 'Intermediate' });
    expect(parsed.workout.exercises[0]?.sets).toBe(3);
    expect(
      saveWorkoutInputSchema.safeParse({ workout: { name: 'Push', date: '2026-03-02', exercises: [] } })
        .success,
    ).toBe(false);
  });
});

describe('repeating workouts in the payloads', () => {
  const workout = { name: 'Push', date: '2026-03-02', exercises: [{ name: 'Bench', reps: '8' }] };

  it('saveWorkout and updateWorkout take a rule that repeats from the workout date', () => {
    const recurrence = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24';
    expect(saveWorkoutInputSchema.parse({ workout: { ...workout, recurrence } }).workout.recurrence).toBe(
      recurrence,
    );
    const update = {
      workoutId: 'w1',
      workout: { ...workout, recurrence },
      occurrence: { date: '2026-03-04', scope: 'following' },
    };
    expect(updateWorkoutInputSchema.parse(update).occurrence).toEqual({
      date: '2026-03-04',
      scope: 'following',
    });
  });

  it('refuses a rule that is invalid or ends before the date, naming the field', () => {
    const invalid = saveWorkoutInputSchema.safeParse({ workout: { ...workout, recurrence: 'FREQ=MONTHLY' } });
    expect(invalid.error?.issues[0]).toMatchObject({
      message: RECURRENCE_MESSAGES.unsupportedFrequency,
      path: ['workout', 'recurrence'],
    });
    const early = updateWorkoutInputSchema.safeParse({
      workoutId: 'w1',
      workout: { ...workout, recurrence: 'FREQ=DAILY;UNTIL=20260301' },
    });
    expect(early.error?.issues[0]).toMatchObject({
      message: RECURRENCE_MESSAGES.untilBeforeStart,
      path: ['workout', 'recurrence'],
    });
    expect(
      saveWorkoutInputSchema.safeParse({ workout: { ...workout, recurrence: 'x'.repeat(121) } }).success,
    ).toBe(false);
  });

  it('deleteWorkout takes an occurrence with one of the three scopes', () => {
    expect(deleteWorkoutInputSchema.parse({ workoutId: 'w1' })).toEqual({ workoutId: 'w1' });
    expect(
      deleteWorkoutInputSchema.safeParse({
        workoutId: 'w1',
        occurrence: { date: '2026-03-04', scope: 'all' },
      }).success,
    ).toBe(true);
    expect(
      deleteWorkoutInputSchema.safeParse({
        workoutId: 'w1',
        occurrence: { date: '2026-03-04', scope: 'every' },
      }).success,
    ).toBe(false);
    expect(
      deleteWorkoutInputSchema.safeParse({ workoutId: 'w1', occurrence: { date: 'tomorrow', scope: 'all' } })
        .success,
    ).toBe(false);
  });
});

describe('bounded list reads', () => {
  it('getSchedule takes one calendar page: from ≤ to, at most 62 days', () => {
    expect(getScheduleInputSchema.parse({ from: '2026-10-25', to: '2026-12-05' })).toEqual({
      from: '2026-10-25',
      to: '2026-12-05',
    });
    const backwards = getScheduleInputSchema.safeParse({ from: '2026-12-05', to: '2026-10-25' });
    expect(backwards.error?.issues[0]?.message).toBe(WORKOUT_MESSAGES.invalidScheduleRange);
    expect(getScheduleInputSchema.safeParse({ from: '2026-01-01', to: '2026-03-05' }).success).toBe(false);
    expect(getScheduleInputSchema.safeParse({ from: '2026-01-01', to: '2026-03-04' }).success).toBe(true);
  });

  it('getCompletedWorkouts pages 10 by default, 100 at most', () => {
    expect(getCompletedWorkoutsInputSchema.parse({})).toEqual({ limit: 10 });
    expect(getCompletedWorkoutsInputSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(getCompletedWorkoutsInputSchema.safeParse({ before: 'yesterday' }).success).toBe(false);
  });
});
