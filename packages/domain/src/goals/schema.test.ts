import { describe, expect, it } from 'vitest';
import { NOW } from '../test-support/fixtures.ts';
import { goalDataSchema, goalSchema } from './schema.ts';
import { GOAL_MESSAGES } from './text.ts';

describe('goal schemas (spec §3, §4)', () => {
  const goal = {
    id: 'g1',
    userId: 'u1',
    title: 'Squat 300',
    type: 'strength',
    description: '',
    targetValue: 300,
    currentValue: 250,
    unit: 'lbs',
    targetDate: '2024-12-31',
    progress: 83.3,
    status: 'active',
    _metadata: { updatedAt: NOW },
  };
  it('accepts a stored goal and bounds progress to 0..100', () => {
    expect(goalSchema.parse(goal).title).toBe('Squat 300');
    expect(goalSchema.safeParse({ ...goal, progress: 101 }).success).toBe(false);
  });
  it('goalData defaults: type strength, status active (spec §4); a userId sent along is dropped', () => {
    const parsed = goalDataSchema.parse({
      title: 'Run',
      targetValue: 5,
      targetDate: '2024-12-31',
      userId: 'x',
    });
    expect(parsed).toEqual({
      title: 'Run',
      targetValue: 5,
      targetDate: '2024-12-31',
      type: 'strength',
      status: 'active',
      unit: '',
      description: '',
    });
  });
  const firstMessage = (data: object) => goalDataSchema.safeParse(data).error?.issues[0]?.message;
  const valid = { title: 'Run', targetValue: 5, targetDate: '2024-12-31' };
  it('a missing title, target or date reads as the spec message', () => {
    expect(firstMessage({ ...valid, title: '  ' })).toBe('Please fill in all required fields');
    expect(firstMessage({ ...valid, targetValue: undefined })).toBe('Please fill in all required fields');
    expect(firstMessage({ ...valid, targetDate: '' })).toBe('Please fill in all required fields');
    expect(firstMessage({ ...valid, targetDate: '31/12/2024' })).toBe(GOAL_MESSAGES.invalidTargetDate);
  });
  it('values out of bounds are refused with a clear message', () => {
    for (const targetValue of [0, -1, 1_000_001]) {
      expect(firstMessage({ ...valid, targetValue })).toBe(
        'Target Value must be greater than 0 and at most 1,000,000',
      );
    }
    for (const currentValue of [-0.5, 1_000_001]) {
      expect(firstMessage({ ...valid, currentValue })).toBe('Current Value must be between 0 and 1,000,000');
    }
    expect(goalDataSchema.safeParse({ ...valid, currentValue: 0, targetValue: 1_000_000 }).success).toBe(
      true,
    );
  });
});
