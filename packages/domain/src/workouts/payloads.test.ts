import { describe, expect, it } from 'vitest';
import { WORKOUT_MESSAGES } from './messages.ts';
import { getWorkoutsInputSchema, saveWorkoutInputSchema, timeZoneSchema } from './payloads.ts';

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
