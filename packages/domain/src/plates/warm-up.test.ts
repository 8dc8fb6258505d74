import { describe, expect, it } from 'vitest';
import { STANDARD_PLATES } from './plate-solver.ts';
import { warmUpSets } from './warm-up.ts';

describe('warm-up sets before the first compound lift', () => {
  it('ramps the bar × 10, then 40 % × 5, 60 % × 3 and 80 % × 1, rounded down to loadable weights', () => {
    expect(warmUpSets(100, STANDARD_PLATES.kg)).toEqual([
      { weight: 20, reps: 10, warmUp: true },
      { weight: 40, reps: 5, warmUp: true },
      { weight: 60, reps: 3, warmUp: true },
      { weight: 80, reps: 1, warmUp: true },
    ]);
    expect(warmUpSets(225, STANDARD_PLATES.lb).map((set) => set.weight)).toEqual([45, 90, 135, 180]);
  });

  it('leaves out steps that round to the one before or reach the working weight', () => {
    expect(warmUpSets(30, STANDARD_PLATES.kg)).toEqual([
      { weight: 20, reps: 10, warmUp: true },
      { weight: 22.5, reps: 1, warmUp: true },
    ]);
  });

  it('needs no ramp at or under the empty bar', () => {
    expect(warmUpSets(20, STANDARD_PLATES.kg)).toEqual([]);
  });

  it('only ever climbs, and stays under the working weight', () => {
    for (let working = 21; working <= 250; working += 3.5) {
      const weights = warmUpSets(working, STANDARD_PLATES.kg).map((set) => set.weight);
      expect(weights).toEqual([...weights].sort((a, b) => a - b));
      expect(new Set(weights).size).toBe(weights.length);
      for (const weight of weights) expect(weight).toBeLessThan(working);
    }
  });
});
