import { describe, expect, it } from 'vitest';
import { nextStepFrom, repRangeOf, suggestedNextStep } from './next-step.ts';

const session = (value: number, reps: number[], unit: 'kg' | 'lb' = 'kg') => ({
  sets: reps.map((r) => ({ weight: { value, unit }, reps: r })),
});
const range = { min: 6, max: 8 };

describe('the suggested next step', () => {
  it('adds a plate step when every set reached the top of the range: +2.5 kg, +5 lb', () => {
    expect(suggestedNextStep([session(100, [8, 8, 8])], range)).toEqual({
      kind: 'add',
      weight: { value: 102.5, unit: 'kg' },
    });
    expect(suggestedNextStep([session(225, [8, 9, 8], 'lb')], range)).toEqual({
      kind: 'add',
      weight: { value: 230, unit: 'lb' },
    });
  });

  it('repeats the weight for more reps while the top is not reached', () => {
    expect(suggestedNextStep([session(100, [8, 7, 6])], range)).toEqual({
      kind: 'repeat',
      weight: { value: 100, unit: 'kg' },
    });
  });

  it('holds after reps were missed in two sessions running, and not after one', () => {
    expect(suggestedNextStep([session(100, [6, 5, 4]), session(100, [7, 5, 5])], range)?.kind).toBe('hold');
    expect(suggestedNextStep([session(100, [6, 5, 4]), session(100, [8, 7, 6])], range)?.kind).toBe('repeat');
  });

  it('reads the heaviest sets as the work (a lighter back-off set does not hold it back)', () => {
    const mixed = { sets: [...session(100, [8, 8]).sets, ...session(80, [5]).sets] };
    expect(suggestedNextStep([mixed], range)?.kind).toBe('add');
  });

  it('suggests nothing without an earlier weighted session', () => {
    expect(suggestedNextStep([], range)).toBeUndefined();
    expect(suggestedNextStep([session(0, [10, 10])], range)).toBeUndefined();
  });
});

describe('the next step in the live session', () => {
  const set = (setNumber: number, actualWeight: number, actualReps: string, weightUnit?: 'kg' | 'lb') => ({
    setNumber,
    actualWeight,
    ...(weightUnit && { weightUnit }),
    actualReps,
    completed: true,
    notes: '',
  });

  it('reads a plan reps as a range, and nothing for reps that are not a count', () => {
    expect(repRangeOf('8-10')).toEqual({ min: 8, max: 10 });
    expect(repRangeOf(' 5 ')).toEqual({ min: 5, max: 5 });
    expect(repRangeOf('AMRAP')).toBeUndefined();
    expect(repRangeOf('30s')).toBeUndefined();
  });

  it('adds a plate step when last time every set reached the top; holds after two short sessions', () => {
    const topped = {
      exercise: 'Squat',
      date: '2026-11-20T18:00:00.000Z',
      sets: [set(1, 100, '10', 'kg'), set(2, 100, '10', 'kg')],
    };
    expect(nextStepFrom(topped, '8-10')).toEqual({ kind: 'add', weight: { value: 102.5, unit: 'kg' } });
    const short = { ...topped, sets: [set(1, 225, '6')], previousSets: [set(1, 225, '7')] };
    expect(nextStepFrom(short, '8-10')).toEqual({ kind: 'hold', weight: { value: 225, unit: 'lb' } });
    expect(nextStepFrom({ ...short, previousSets: [set(1, 225, '9')] }, '8-10')?.kind).toBe('repeat');
    expect(nextStepFrom(topped, 'AMRAP')).toBeUndefined();
    expect(nextStepFrom(undefined, '8-10')).toBeUndefined();
  });
});
