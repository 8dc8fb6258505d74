import { describe, expect, it } from 'vitest';
import { GOAL_PROGRESS_CAP } from './limits.ts';
import {
  DEFAULT_GOAL_STATUS,
  DEFAULT_GOAL_TYPE,
  GOAL_STATUS_LABELS,
  GOAL_STATUSES,
  GOAL_TYPE_LABELS,
  GOAL_TYPES,
} from './options.ts';

describe('goal numbers and options (spec §4, §9)', () => {
  it('goal progress is capped at 100 (spec §9)', () => {
    expect(GOAL_PROGRESS_CAP).toBe(100);
  });
  it('goal statuses and the 8 goal types, strength by default (spec §4)', () => {
    expect(GOAL_STATUSES).toEqual(['active', 'paused', 'completed']);
    expect(DEFAULT_GOAL_STATUS).toBe('active');
    expect(GOAL_TYPES).toEqual([
      'strength',
      'hypertrophy',
      'cardio',
      'flexibility',
      'weight_loss',
      'endurance',
      'pain_management',
      'other',
    ]);
    expect(DEFAULT_GOAL_TYPE).toBe('strength');
  });
  it('every type and status has a label', () => {
    expect(Object.keys(GOAL_TYPE_LABELS)).toEqual([...GOAL_TYPES]);
    expect(GOAL_TYPE_LABELS.weight_loss).toBe('Weight Loss');
    expect(Object.keys(GOAL_STATUS_LABELS)).toEqual([...GOAL_STATUSES]);
  });
});
