import { describe, expect, it } from 'vitest';
import { programDataSchema } from '../strength-plans/schema.ts';
import { epleyOneRepMax, oneRepMaxesOf, parseStrengthLevel, workingWeight } from './one-rep-max.ts';

describe('strength levels', () => {
  it('estimates a 1RM with Epley', () => {
    expect(parseStrengthLevel('225 x 5')).toEqual({ value: 262.5, unit: 'lb' });
    expect(parseStrengthLevel('100kg x 3')).toEqual({ value: 110, unit: 'kg' });
    expect(parseStrengthLevel('185')).toEqual({ value: 185, unit: 'lb' });
    expect(parseStrengthLevel('185', 'kg')).toEqual({ value: 185, unit: 'kg' });
    expect(parseStrengthLevel('135 lbs for 8 reps')).toEqual({ value: 171, unit: 'lb' });
    expect(epleyOneRepMax(100, 1)).toBe(100);
  });

  it('gives nothing for text that is not a weight, or a set too long to say much', () => {
    for (const text of ['', 'not sure', '315 x 20', '0', '100 x 0'])
      expect(parseStrengthLevel(text)).toBeUndefined();
  });

  it('rounds working weights to plates', () => {
    expect(workingWeight({ value: 262.5, unit: 'lb' }, 80)).toBe('210 lb');
    expect(workingWeight({ value: 110, unit: 'kg' }, 77)).toBe('85 kg');
    expect(workingWeight({ value: 1, unit: 'kg' }, 50)).toBe('2.5 kg');
  });

  it('maps the wizard lifts to catalogue exercises', () => {
    const data = programDataSchema.parse({ strengthLevels: { benchPress: '100kg x 3', deadlift: 'lots' } });
    expect([...oneRepMaxesOf(data)]).toEqual([['bench-press', { value: 110, unit: 'kg' }]]);
  });

  it("reads bare levels in the athlete's unit and gives every max in it", () => {
    const inKilograms = programDataSchema.parse({
      strengthLevels: { squat: '140', benchPress: '225 lbs', weightUnit: 'kg' },
    });
    const maxes = oneRepMaxesOf(inKilograms);
    expect(maxes.get('back-squat')).toEqual({ value: 140, unit: 'kg' });
    expect(maxes.get('bench-press')?.unit).toBe('kg');
    expect(maxes.get('bench-press')?.value).toBeCloseTo(102.06, 2);
    // Working weights then land on kilogram plates.
    expect(workingWeight(maxes.get('bench-press') ?? { value: 0, unit: 'kg' }, 80)).toBe('82.5 kg');
  });
});
