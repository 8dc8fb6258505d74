import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBar, type PlateInventory, STANDARD_PLATES } from './plate-solver.ts';

/** Every total the plates make, by trying every count of every plate (the test's slow, obvious answer). */
function everyTotal(inventory: PlateInventory): number[] {
  let sides = [0];
  for (const plate of inventory.plates) {
    const next: number[] = [];
    for (const side of sides)
      for (let count = 0; count <= plate.pairs; count++)
        next.push(Math.round((side + plate.weight * count) * 100));
    sides = [...new Set(next)].map((s) => s / 100);
  }
  return sides.map((side) => Math.round((inventory.barWeight + 2 * side) * 100) / 100);
}

const inventory = fc.record({
  unit: fc.constantFrom('kg' as const, 'lb' as const),
  barWeight: fc.constantFrom(10, 15, 20, 45),
  plates: fc.uniqueArray(
    fc.record({
      weight: fc.constantFrom(0.25, 0.5, 1, 1.25, 2.5, 5, 10, 15, 20, 25, 35, 45),
      pairs: fc.integer({ min: 0, max: 3 }),
    }),
    { selector: (plate) => plate.weight, maxLength: 6 },
  ),
});

describe('loading a bar', () => {
  it('never loads more than asked, is exact whenever the plates allow it, and offers the nearest above', () => {
    fc.assert(
      fc.property(inventory, fc.double({ min: 0, max: 300, noNaN: true }), (plates, asked) => {
        const solution = loadBar(asked, plates);
        const totals = everyTotal(plates);
        const atMost = totals.filter((total) => total <= Math.round(asked * 100) / 100 + 1e-9);
        if (atMost.length === 0) expect(solution.load).toBeUndefined();
        else {
          expect(solution.load?.total).toBe(Math.max(...atMost));
          expect(solution.load?.total).toBeLessThanOrEqual(asked + 1e-9);
        }
        expect(solution.exact).toBe(totals.some((total) => Math.abs(total - asked) < 1e-9));
        const over = totals.filter((total) => total > asked + 1e-9);
        if (!solution.exact && over.length > 0) expect(solution.above?.total).toBe(Math.min(...over));
        // What is listed per side adds up to the total, with plates the athlete owns, no more than owned.
        for (const load of [solution.load, solution.above]) {
          if (!load) continue;
          const side = load.perSide.reduce((sum, plate) => sum + plate, 0);
          expect(plates.barWeight + 2 * side).toBeCloseTo(load.total, 9);
          for (const plate of new Set(load.perSide)) {
            const owned = plates.plates.find((p) => p.weight === plate)?.pairs ?? 0;
            expect(load.perSide.filter((p) => p === plate).length).toBeLessThanOrEqual(owned);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('loads 100 kg as 25 and 15 a side on a 20 kg bar (as few plates as can, heaviest first)', () => {
    expect(loadBar(100, STANDARD_PLATES.kg)).toEqual({
      load: { total: 100, perSide: [25, 15] },
      exact: true,
    });
  });

  it('loads 225 lb as two 45s a side, and says 227 lb cannot be loaded exactly', () => {
    expect(loadBar(225, STANDARD_PLATES.lb).load?.perSide).toEqual([45, 45]);
    const near = loadBar(227, STANDARD_PLATES.lb);
    expect(near.exact).toBe(false);
    expect(near.load?.total).toBe(225);
    expect(near.above?.total).toBe(230);
  });

  it('has no load under the empty bar', () => {
    const solution = loadBar(15, STANDARD_PLATES.kg);
    expect(solution.load).toBeUndefined();
    // The empty bar is the nearest load over it.
    expect(solution.above).toEqual({ total: 20, perSide: [] });
  });
});
