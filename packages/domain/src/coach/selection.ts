import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import type { ExerciseType } from '../programs/options.ts';
import { isAssistancePattern, WEEKLY_SETS_PER_MUSCLE } from './guidance.ts';
import { pickNear, type Random } from './prng.ts';
import type { Slot } from './sessions.ts';

/**
 * Choosing a session's exercises: one per slot in order, as long as the session's time allows and no primary
 * muscle goes past the weekly set ceiling.
 */
export interface SelectionOptions {
  pool: readonly ExerciseCatalogEntry[];
  slots: readonly Slot[];
  budgetSeconds: number;
  maxExercises: number;
  /** Seconds and sets of one exercise as it will be prescribed (its heaviest week). */
  cost: (entry: ExerciseCatalogEntry) => { seconds: number; sets: number };
  /** Sets per primary muscle already planned this week; updated with what is chosen. */
  weeklySets: Map<string, number>;
  /** Exercises already used this week: others are preferred so repeated sessions vary. */
  usedThisWeek: Set<string>;
  random: Random;
  preference?: ExerciseType;
  /** Ranks candidates: lower first (e.g. the gear the prompt names, the athlete's level). */
  rank?: (entry: ExerciseCatalogEntry) => number;
}

/** Strictly, a slot's muscles must be primary movers; loosely, secondary ones count too. */
function fitsSlot(entry: ExerciseCatalogEntry, slot: Slot, loosely = false): boolean {
  if (!slot.patterns.includes(entry.pattern)) return false;
  const muscles = loosely ? [...entry.primaryMuscles, ...entry.secondaryMuscles] : entry.primaryMuscles;
  return slot.muscles === undefined || muscles.some((muscle) => slot.muscles?.includes(muscle));
}

const isAssistanceSlot = (slot: Slot) => slot.patterns.every(isAssistancePattern);

/** Slots in the order the compound/isolation preference asks for. */
export function orderSlots(slots: readonly Slot[], preference: ExerciseType | undefined): Slot[] {
  const compound = slots.filter((slot) => !isAssistanceSlot(slot));
  const assistance = slots.filter(isAssistanceSlot);
  if (preference === 'compound-focus') return [...compound, ...assistance.slice(0, 1)];
  if (preference === 'isolation-focus') {
    const [first, ...rest] = compound;
    const mixed: Slot[] = first ? [first] : [];
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

export function selectExercises(options: SelectionOptions): ExerciseCatalogEntry[] {
  const chosen: ExerciseCatalogEntry[] = [];
  let seconds = 0;
  const rank = options.rank ?? (() => 0);
  const tryAdd = (candidates: readonly ExerciseCatalogEntry[]) => {
    const fitting = candidates.filter((entry) => {
      if (chosen.includes(entry)) return false;
      const cost = options.cost(entry);
      if (seconds + cost.seconds > options.budgetSeconds) return false;
      return entry.primaryMuscles.every(
        (muscle) => (options.weeklySets.get(muscle) ?? 0) + cost.sets <= WEEKLY_SETS_PER_MUSCLE.max,
      );
    });
    // Fresh exercises first (variety across the week), then the caller's rank; stable, so catalogue order breaks ties.
    const ranked = fitting
      .map((entry) => ({ entry, order: (options.usedThisWeek.has(entry.id) ? 100 : 0) + rank(entry) }))
      .sort((a, b) => a.order - b.order);
    const best = ranked[0]?.order;
    const pick = pickNear(
      ranked.filter(({ order }) => order === best).map(({ entry }) => entry),
      options.random,
      2,
    );
    if (!pick) return false;
    const cost = options.cost(pick);
    seconds += cost.seconds;
    chosen.push(pick);
    options.usedThisWeek.add(pick.id);
    for (const muscle of pick.primaryMuscles) {
      options.weeklySets.set(muscle, (options.weeklySets.get(muscle) ?? 0) + cost.sets);
    }
    return true;
  };
  const slots = orderSlots(options.slots, options.preference);
  // A second round over the same slots uses the time a short template leaves (e.g. when patterns are avoided).
  const again =
    options.preference === 'compound-focus' ? slots.filter((slot) => !isAssistanceSlot(slot)) : slots;
  for (const slot of [...slots, ...again]) {
    if (chosen.length >= options.maxExercises) break;
    tryAdd(options.pool.filter((entry) => fitsSlot(entry, slot)));
  }
  // Time still left and slots exhausted (little equipment): exercises that train the slot's muscles secondarily.
  for (const slot of again) {
    if (chosen.length >= options.maxExercises) break;
    tryAdd(options.pool.filter((entry) => fitsSlot(entry, slot, true)));
  }
  // Equipment or avoided movements emptied every slot: anything that fits beats an empty session.
  if (chosen.length === 0) tryAdd(options.pool);
  return chosen;
}
