import { loadBar, type PlateInventory } from './plate-solver.ts';

/**
 * Warm-up sets before the first compound lift: the empty bar for 10, then 40 % × 5, 60 % × 3 and
 * 80 % × 1 of the working weight, each rounded down to a weight the plates make. They are marked as warm-ups and
 * count toward neither volume nor records.
 */
export interface WarmUpStep {
  weight: number;
  reps: number;
  warmUp: true;
}

export const WARM_UP_RAMP: readonly { percent: number; reps: number }[] = [
  { percent: 40, reps: 5 },
  { percent: 60, reps: 3 },
  { percent: 80, reps: 1 },
];

export const EMPTY_BAR_REPS = 10;

/**
 * The ramp up to `workingWeight` (in the inventory's unit). A step that rounds to the weight of the step before,
 * or reaches the working weight, is left out; a working weight at or under the empty bar needs no ramp.
 */
export function warmUpSets(workingWeight: number, inventory: PlateInventory): WarmUpStep[] {
  if (!(workingWeight > inventory.barWeight)) return [];
  const sets: WarmUpStep[] = [{ weight: inventory.barWeight, reps: EMPTY_BAR_REPS, warmUp: true }];
  for (const { percent, reps } of WARM_UP_RAMP) {
    const weight = loadBar((workingWeight * percent) / 100, inventory).load?.total;
    const last = sets.at(-1)?.weight ?? 0;
    if (weight === undefined || weight <= last || weight >= workingWeight) continue;
    sets.push({ weight, reps, warmUp: true });
  }
  return sets;
}
