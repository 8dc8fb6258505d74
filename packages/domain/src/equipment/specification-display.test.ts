import { describe, expect, it } from 'vitest';
import { formatSpecificationValue, specificationLabel } from './specification-display.ts';

describe('a specification on a card', () => {
  it.each([
    ['45 lbs', '45 lbs'],
    [1250.5, '1,250.5'],
    [true, 'Yes'],
    [false, 'No'],
    [['rope', 'bar'], 'rope, bar'],
    [{ min: 5, max: 50, unit: 'lbs' }, '5–50 lbs'],
    [{ min: 0, max: 15, unit: '' }, '0–15'],
    [{ min: 0, max: 15, unit: '%' }, '0–15%'],
    [[{ min: 1, max: 2, unit: 'm' }, 3], '1–2 m, 3'],
  ])('%j reads %j', (value, text) => {
    expect(formatSpecificationValue(value)).toBe(text);
  });

  it('a nested map is left to the list, which shows its entries under the key', () => {
    expect(formatSpecificationValue({ width: '1 m' })).toBeUndefined();
    expect(formatSpecificationValue([{ width: '1 m' }])).toBeUndefined();
  });

  it.each([
    ['maxLoad', 'Max load'],
    ['max_load', 'Max load'],
    ['max load', 'Max load'],
    ['Weight range', 'Weight range'],
    ['kipping-rated', 'Kipping rated'],
  ])('the key %j is labelled %j', (key, label) => {
    expect(specificationLabel(key)).toBe(label);
  });
});
