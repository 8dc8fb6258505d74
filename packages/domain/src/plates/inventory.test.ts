import { describe, expect, it } from 'vitest';
import { plateInventoryOf } from './inventory.ts';
import { STANDARD_PLATES } from './plate-solver.ts';

const bar = { name: 'Olympic Barbell', specifications: { weight: '20 kg / 45 lb', length: '7.2 ft' } };
const ironPlates = { name: 'Iron Plates', specifications: { plates: [2.5, 5, 10, 25, 35, 45], unit: 'lb' } };
const kgPlates = {
  name: 'Calibrated Plates',
  specifications: { plates: [1.25, 2.5, 5, 10, 15, 20, 25], unit: 'kg', pairs: 3 },
};

describe("the athlete's plates", () => {
  it('reads their plate sets and barbell, in their unit', () => {
    const plates = plateInventoryOf([bar, kgPlates, { name: 'Bench', specifications: {} }], 'kg');
    expect(plates.source).toBe('owned');
    expect(plates.unit).toBe('kg');
    expect(plates.barWeight).toBe(20);
    expect(plates.plates[0]).toEqual({ weight: 25, pairs: 3 });
    expect(plates.plates).toHaveLength(7);
  });

  it('reads the bar in the plates unit, and a set that says no count as two pairs of each', () => {
    const plates = plateInventoryOf([bar, ironPlates], 'lb');
    expect(plates.barWeight).toBe(45);
    expect(plates.plates.find((plate) => plate.weight === 45)).toEqual({ weight: 45, pairs: 2 });
  });

  it('adds up two sets of the same plate, and works in the plates unit when the athlete owns only those', () => {
    const plates = plateInventoryOf([ironPlates, ironPlates], 'kg');
    expect(plates.unit).toBe('lb');
    expect(plates.plates.find((plate) => plate.weight === 25)?.pairs).toBe(4);
    // No barbell listed: the standard bar of the plates' unit.
    expect(plates.barWeight).toBe(45);
  });

  it('falls back to a standard set without plates of their own, in the athlete unit', () => {
    expect(plateInventoryOf([bar], 'kg')).toEqual({ ...STANDARD_PLATES.kg, source: 'standard' });
    expect(plateInventoryOf([], 'lb')).toEqual({ ...STANDARD_PLATES.lb, source: 'standard' });
    // A plate list without a unit, or with no weights, is not read as plates.
    expect(plateInventoryOf([{ name: 'Odd', specifications: { plates: [10, 20] } }], 'kg').source).toBe(
      'standard',
    );
  });

  it('converts a bar whose weight is written only in the other unit', () => {
    const ezBar = { name: 'EZ Curl Bar', specifications: { weight: '25 lb' } };
    expect(plateInventoryOf([ezBar, kgPlates], 'kg').barWeight).toBe(11.3);
  });
});
