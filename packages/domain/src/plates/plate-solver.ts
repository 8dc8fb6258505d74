import type { WeightUnit } from '../units/weight.ts';

/**
 * Plate maths for a barbell: which plates go on each side for a weight, from the plates the athlete owns
 * (or a standard set), never more than asked, exact when the plates allow it, else the nearest below and above.
 */
export interface PlateInventory {
  unit: WeightUnit;
  /** The empty bar. */
  barWeight: number;
  /** Each plate weight owned and how many pairs of it (one plate per side each). */
  plates: readonly { weight: number; pairs: number }[];
}

export interface BarLoad {
  /** The bar and both sides: what the athlete lifts. */
  total: number;
  /** The plates on one side, heaviest first (the other side mirrors it). */
  perSide: readonly number[];
}

export interface PlateSolution {
  /** The heaviest load at or under the weight asked; undefined when even the empty bar is heavier. */
  load?: BarLoad;
  exact: boolean;
  /** When not exact: the lightest load over the weight asked, if the plates reach it. */
  above?: BarLoad;
}

/** A commercial gym's set: four pairs of each plate, on a 20 kg or 45 lb bar. */
export const STANDARD_PLATES: Readonly<Record<WeightUnit, PlateInventory>> = {
  kg: {
    unit: 'kg',
    barWeight: 20,
    plates: [25, 20, 15, 10, 5, 2.5, 1.25].map((weight) => ({ weight, pairs: 4 })),
  },
  lb: { unit: 'lb', barWeight: 45, plates: [45, 35, 25, 10, 5, 2.5].map((weight) => ({ weight, pairs: 4 })) },
};

/** Plate weights are kept as whole hundredths, so sums are exact (0.25 lb change plates, 1.25 kg discs). */
const SCALE = 100;
const units = (weight: number) => Math.round(weight * SCALE);

/**
 * Every per-side sum the plates can make, each with the fewest plates that make it (bounded knapsack over whole
 * hundredths): how a coach loads a bar, heavy plates first, as few as possible.
 */
function reachableSides(inventory: PlateInventory, limit: number): Map<number, number[]> {
  let reachable = new Map<number, number[]>([[0, []]]);
  const plates = [...inventory.plates]
    .filter((plate) => plate.weight > 0 && plate.pairs > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const plate of plates) {
    const next = new Map(reachable);
    const size = units(plate.weight);
    for (const [sum, used] of reachable) {
      for (let count = 1; count <= plate.pairs; count++) {
        const total = sum + size * count;
        if (total > limit) break;
        const candidate = [...used, ...Array.from({ length: count }, () => plate.weight)];
        const known = next.get(total);
        if (!known || fewerOrHeavier(candidate, known)) next.set(total, candidate);
      }
    }
    reachable = next;
  }
  return reachable;
}

/** Fewer plates first; as many, the heavier ones (25 + 15 before 20 + 20): both lists are heaviest first. */
function fewerOrHeavier(candidate: readonly number[], known: readonly number[]): boolean {
  if (candidate.length !== known.length) return candidate.length < known.length;
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => b - a);
  const [a, b] = [sorted(candidate), sorted(known)];
  const differ = a.findIndex((plate, i) => plate !== b[i]);
  return differ !== -1 && (a[differ] ?? 0) > (b[differ] ?? 0);
}

/** The plates for `weight` on the bar of `inventory` (both in the inventory's unit). */
export function loadBar(weight: number, inventory: PlateInventory): PlateSolution {
  const bar = units(inventory.barWeight);
  const asked = units(weight);
  const maxSide = inventory.plates.reduce(
    (sum, plate) => sum + units(plate.weight) * Math.max(0, plate.pairs),
    0,
  );
  const sides = reachableSides(inventory, maxSide);
  const loadOf = (side: number): BarLoad => ({
    total: (bar + 2 * side) / SCALE,
    perSide: sides.get(side) ?? [],
  });
  let below: number | undefined;
  let over: number | undefined;
  for (const side of sides.keys()) {
    const total = bar + 2 * side;
    if (total <= asked && (below === undefined || side > below)) below = side;
    if (total > asked && (over === undefined || side < over)) over = side;
  }
  const exact = below !== undefined && bar + 2 * below === asked;
  return {
    ...(below !== undefined ? { load: loadOf(below) } : {}),
    exact,
    ...(!exact && over !== undefined ? { above: loadOf(over) } : {}),
  };
}
