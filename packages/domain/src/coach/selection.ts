import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { ExerciseType } from '../strength-plans/options.ts';
import { isAssistancePattern } from './guidance.ts';
import type { Slot } from './training-days.ts';

/* How a session's template slots are matched and ordered (the filling itself: training-day-fill.ts). */

/** Strictly, a slot's muscles must be primary movers; loosely, secondary ones count too. */
export function fitsSlot(entry: ExerciseCatalogueEntry, slot: Slot, loosely = false): boolean {
  if (!slot.patterns.includes(entry.pattern)) return false;
  const muscles = loosely ? [...entry.primaryMuscles, ...entry.secondaryMuscles] : entry.primaryMuscles;
  return slot.muscles === undefined || muscles.some((muscle) => slot.muscles?.includes(muscle));
}

export const isAssistanceSlot = (slot: Slot) => slot.patterns.every(isAssistancePattern);

/**
 * Slots in the order the compound/isolation preference asks for. A compound focus keeps one assistance slot: the
 * first the pool can fill (a shoulder day with no lateral raise in the kit keeps its rear-delt work instead).
 */
export function orderSlots(
  slots: readonly Slot[],
  preference: ExerciseType | undefined,
  pool: readonly ExerciseCatalogueEntry[] = [],
): Slot[] {
  const compound = slots.filter((slot) => !isAssistanceSlot(slot));
  const assistance = slots.filter(isAssistanceSlot);
  if (preference === 'compound-focus') {
    const kept = assistance.find((slot) => pool.some((entry) => fitsSlot(entry, slot))) ?? assistance[0];
    return [...compound, ...(kept ? [kept] : [])];
  }
  if (preference === 'isolation-focus') {
    // The day's first three lifts (a full body day's squat, push and pull) still come first: isolation work is
    // added between the later ones, never in place of a pattern the day needs.
    const mixed: Slot[] = compound.slice(0, 3);
    const rest = compound.slice(3);
    for (let i = 0; i < Math.max(rest.length, assistance.length); i++) {
      const a = assistance[i];
      const c = rest[i];
      if (a) mixed.push(a);
      if (c) mixed.push(c);
    }
    return mixed;
  }
  return [...slots];
}
