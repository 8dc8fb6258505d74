import { describe, expect, it } from 'vitest';
import { goalFiguresIn } from './weight-goal.ts';

describe('a goal measured in a weight', () => {
  it("reads in the athlete's unit, and as typed in its own", () => {
    const squat = { currentValue: 150, targetValue: 300, unit: 'lbs' };
    expect(goalFiguresIn(squat, 'kg')).toEqual({ current: 68, target: 136.1, unit: 'kg' });
    expect(goalFiguresIn(squat, 'lb')).toEqual({ current: 150, target: 300, unit: 'lbs' });
    expect(goalFiguresIn({ targetValue: 100, unit: 'kg' }, 'lb')).toEqual({
      current: undefined,
      target: 220.5,
      unit: 'lbs',
    });
  });

  it('leaves any other unit as typed', () => {
    expect(goalFiguresIn({ currentValue: 20, targetValue: 30, unit: 'minutes' }, 'kg')).toEqual({
      current: 20,
      target: 30,
      unit: 'minutes',
    });
    expect(goalFiguresIn({ targetValue: 12, unit: '' }, 'kg').unit).toBe('');
  });
});
