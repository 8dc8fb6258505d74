import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETS,
  DEFAULT_WORKOUT_DURATION_MINUTES,
  EXERCISE_PREVIEW_COUNT,
  MIN_SETS,
  RECENT_COMPLETED_LIMIT,
  WEEK_STARTS_ON,
  WEEKLY_WORKOUT_TARGET,
} from './limits.ts';
import {
  DEFAULT_WORKOUT_DIFFICULTY,
  DEFAULT_WORKOUT_STATUS,
  WORKOUT_DIFFICULTIES,
  WORKOUT_STATUSES,
} from './options.ts';

describe('workout numbers and options (spec §4, §9)', () => {
  it('weekly target is 5 and the week starts Monday (spec §9)', () => {
    expect(WEEKLY_WORKOUT_TARGET).toBe(5);
    expect(WEEK_STARTS_ON).toBe(1);
  });
  it('recent completed workouts 10, 3 preview exercises (spec §9)', () => {
    expect(RECENT_COMPLETED_LIMIT).toBe(10);
    expect(EXERCISE_PREVIEW_COUNT).toBe(3);
  });
  it('default duration 60 min, default sets 3, min 1 (spec §9)', () => {
    expect(DEFAULT_WORKOUT_DURATION_MINUTES).toBe(60);
    expect(DEFAULT_SETS).toBe(3);
    expect(MIN_SETS).toBe(1);
  });
  it('workout statuses and difficulties, scheduled and Intermediate by default (spec §4)', () => {
    expect(WORKOUT_STATUSES).toEqual(['scheduled', 'completed', 'missed']);
    expect(DEFAULT_WORKOUT_STATUS).toBe('scheduled');
    expect(WORKOUT_DIFFICULTIES).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(DEFAULT_WORKOUT_DIFFICULTY).toBe('Intermediate');
  });
});
