import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertWeight,
  defaultWeightUnit,
  formatWeight,
  KILOGRAMS_PER_POUND,
  kilograms,
  readWeight,
  setWeight,
  showPlannedWeight,
  type Weight,
  weightIn,
  withWeightUnit,
} from './weight.ts';

const weight = fc.record({
  value: fc.double({ min: 0, max: 1000, noNaN: true }),
  unit: fc.constantFrom('kg' as const, 'lb' as const),
});

describe('weights in kilograms and pounds', () => {
  it('shows a weight in the unit it was entered in as entered, however often the unit is switched', () => {
    fc.assert(
      fc.property(weight, (entered: Weight) => {
        // What switching to the other unit and back does to what is shown: nothing, since what is stored is kept.
        const other = entered.unit === 'kg' ? 'lb' : 'kg';
        weightIn(entered, other);
        expect(weightIn(entered, entered.unit)).toBe(entered.value);
      }),
    );
    expect(weightIn({ value: 120, unit: 'kg' }, 'kg')).toBe(120);
  });

  it('converts there and back without drift beyond floating point', () => {
    fc.assert(
      fc.property(weight, (entered: Weight) => {
        const other = entered.unit === 'kg' ? 'lb' : 'kg';
        const back = convertWeight(convertWeight(entered, other), entered.unit);
        expect(back.value).toBeCloseTo(entered.value, 9);
      }),
    );
  });

  it('uses the exact pound (0.45359237 kg): 100 kg reads 220.5 lb, 225 lb reads 102.1 kg', () => {
    expect(KILOGRAMS_PER_POUND).toBe(0.45359237);
    expect(weightIn({ value: 100, unit: 'kg' }, 'lb')).toBe(220.5);
    expect(weightIn({ value: 225, unit: 'lb' }, 'kg')).toBe(102.1);
    expect(kilograms({ value: 45, unit: 'lb' })).toBeCloseTo(20.41, 2);
  });

  it('rounds a converted working weight to the plates of its unit when asked', () => {
    expect(weightIn({ value: 100, unit: 'kg' }, 'lb', 5)).toBe(220);
    expect(weightIn({ value: 225, unit: 'lb' }, 'kg', 2.5)).toBe(102.5);
  });

  it('writes a weight with its unit and no float noise', () => {
    expect(formatWeight({ value: 22.5, unit: 'kg' })).toBe('22.5 kg');
    expect(formatWeight({ value: 0.1 + 0.2, unit: 'lb' })).toBe('0.3 lbs');
    expect(formatWeight({ value: 1250, unit: 'lb' })).toBe('1,250 lbs');
    expect(formatWeight({ value: 100, unit: 'kg' }, 'lb')).toBe('220.5 lbs');
  });

  it('shows a plan weight in the athlete unit, and other text as written', () => {
    expect(showPlannedWeight('135', 'kg')).toBe('61.2 kg');
    expect(showPlannedWeight('60 kg', 'kg')).toBe('60 kg');
    expect(showPlannedWeight('60 kg', 'lb')).toBe('132.3 lbs');
    expect(showPlannedWeight('Bodyweight', 'kg')).toBe('Bodyweight');
    expect(showPlannedWeight(undefined, 'kg')).toBeUndefined();
  });

  it('saves a bare typed number with the unit, so a later switch cannot reread it', () => {
    expect(withWeightUnit('60', 'kg')).toBe('60 kg');
    expect(withWeightUnit(' 135 ', 'lb')).toBe('135 lbs');
    expect(withWeightUnit('60 kg', 'lb')).toBe('60 kg');
    expect(withWeightUnit('Bodyweight', 'kg')).toBe('Bodyweight');
    expect(withWeightUnit('', 'kg')).toBe('');
  });

  it('reads a completed set in pounds when it names no unit (every set before units)', () => {
    expect(setWeight({ actualWeight: 135 })).toEqual({ value: 135, unit: 'lb' });
    expect(setWeight({ actualWeight: 60, weightUnit: 'kg' })).toEqual({ value: 60, unit: 'kg' });
    expect(setWeight({})).toBeUndefined();
  });

  it('defaults to pounds in the United States and kilograms elsewhere', () => {
    expect(defaultWeightUnit('en-US')).toBe('lb');
    expect(defaultWeightUnit('en')).toBe('lb');
    expect(defaultWeightUnit('es-US')).toBe('lb');
    expect(defaultWeightUnit('en-GB')).toBe('kg');
    expect(defaultWeightUnit('de-DE')).toBe('kg');
    expect(defaultWeightUnit('de')).toBe('kg');
    expect(defaultWeightUnit('fr-CA')).toBe('kg');
    expect(defaultWeightUnit('not a locale')).toBe('kg');
  });

  it('reads typed weights, a bare number in the given unit', () => {
    expect(readWeight('120', 'kg')).toEqual({ value: 120, unit: 'kg' });
    expect(readWeight(' 265lbs ', 'kg')).toEqual({ value: 265, unit: 'lb' });
    expect(readWeight('22.5 kilos', 'lb')).toEqual({ value: 22.5, unit: 'kg' });
    expect(readWeight('bodyweight', 'kg')).toBeUndefined();
    expect(readWeight('', 'kg')).toBeUndefined();
  });
});
