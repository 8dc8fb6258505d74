import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { supersetBlocks, supersetLabel } from '../workouts/supersets.ts';
import { dosingClassOf } from './rep-bounds.ts';

/**
 * How the coach pairs exercises into supersets: a short session does its accessory work in pairs of exercises for
 * different muscles, each resting while the other works, so the rest it saves goes to sets the session would
 * otherwise leave out. Heavy lifts keep their full rest between sets, and are never paired.
 */

/** Sessions this long or shorter pair their accessory work. */
export const PAIRED_SESSION_MINUTES = 45;

/** Patterns a pair never holds: carries and intervals are finishers, explosive work is done fresh. */
const UNPAIRED_PATTERNS: ReadonlySet<string> = new Set(['carry', 'conditioning', 'olympic', 'plyometric']);

/** Work a superset may hold: anything but a main lift and the patterns above. */
export function isPairable(entry: ExerciseCatalogueEntry): boolean {
  return dosingClassOf(entry) !== 'main' && !UNPAIRED_PATTERNS.has(entry.pattern);
}

/** A primary muscle both exercises train, which a superset would leave no rest. */
export function sharedMuscle(
  a: ExerciseCatalogueEntry,
  b: ExerciseCatalogueEntry,
): ExerciseCatalogueEntry['primaryMuscles'][number] | undefined {
  return a.primaryMuscles.find((muscle) => b.primaryMuscles.includes(muscle));
}

/** Whether the coach pairs the accessory work of a session this long. */
export function pairsAccessories(minutes: number): boolean {
  return minutes <= PAIRED_SESSION_MINUTES;
}

interface Paired<T> {
  /** The exercises in their new order: each pair's second member moved up beside its first. */
  list: T[];
  /** Each exercise's group label in the new order; undefined when it stands alone. */
  labels: (string | undefined)[];
}

/**
 * Pairs a session's accessory work, in order: each pairable exercise after the last main lift takes the next
 * unpaired one that trains other muscles and rests as long, which moves up beside it. The rest stays in place.
 */
export function pairAccessories<T>(
  list: readonly T[],
  entryOf: (item: T) => ExerciseCatalogueEntry,
  restOf: (item: T) => number,
): Paired<T> {
  const lastMain = list.findLastIndex((item) => dosingClassOf(entryOf(item)) === 'main');
  const order = list.map((_, index) => index);
  const partner = new Map<number, number>();
  for (let at = lastMain + 1; at < order.length; at += 1) {
    const first = order[at] as number;
    const item = list[first] as T;
    if (!isPairable(entryOf(item)) || partner.has(first)) continue;
    const next = order.findIndex(
      (index, position) =>
        position > at &&
        !partner.has(index) &&
        isPairable(entryOf(list[index] as T)) &&
        restOf(list[index] as T) === restOf(item) &&
        sharedMuscle(entryOf(item), entryOf(list[index] as T)) === undefined,
    );
    if (next === -1) continue;
    const second = order[next] as number;
    order.splice(next, 1);
    order.splice(at + 1, 0, second);
    partner.set(first, second).set(second, first);
    at += 1;
  }
  let groups = 0;
  const labels = order.map((index, position) => {
    if (!partner.has(index)) return undefined;
    const opens = partner.get(index) === order[position + 1];
    return supersetLabel(opens ? groups++ : groups - 1);
  });
  return { list: order.map((index) => list[index] as T), labels };
}

/** The groups of a session as lists of their members' positions (two or more each). */
export function groupsOf(labels: readonly { superset?: string | undefined }[]): number[][] {
  return supersetBlocks(labels)
    .filter((block) => block.superset !== undefined)
    .map((block) => Array.from({ length: block.end - block.start }, (_, i) => block.start + i));
}
