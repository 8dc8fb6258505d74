import { describe, expect, it } from 'vitest';
import { NOW } from '../test-support/fixtures.ts';
import { goalInputSchema, goalSchema } from './schema.ts';

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
  it('input defaults: type strength, status active (spec §4)', () => {
    const parsed = goalInputSchema.parse({ title: 'Run', targetValue: 5, targetDate: '2024-12-31' });
    expect(parsed).toMatchObject({ type: 'strength', status: 'active', unit: '', description: '' });
    expect(goalInputSchema.safeParse({ title: '', targetValue: 5, targetDate: '2024-12-31' }).success).toBe(
      false,
    );
  });
});
