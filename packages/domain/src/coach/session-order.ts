import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { dosingClassOf, isLightWork } from './rep-bounds.ts';
import { isNeutralForIntent, servesIntent, type TrainingDayKind } from './training-days.ts';

const HELD_ANYWHERE: ReadonlySet<string> = new Set(['core', 'carry', 'conditioning']);

/** Work no heavy set can be loaded for: light work, and a lift's pattern held for time (a wall sit). */
export function cannotLoadHeavy(entry: ExerciseCatalogueEntry): boolean {
  return isLightWork(entry) || (entry.measure !== 'reps' && !HELD_ANYWHERE.has(entry.pattern));
}

/**
 * A day opens with its loaded lifts, done fresh: work no heavy set can be loaded for (a band squat or press, a
 * beginner's bodyweight accessory, a wall sit) that a main lift of the day's own comes after moves to just after the
 * last such lift. Everything else
 * keeps its place, so a primer still comes where the day puts it. Returns the exercises' indices in the new order.
 */
export function loadedLiftsFirst(
  entries: readonly ExerciseCatalogueEntry[],
  kind: TrainingDayKind | undefined,
): number[] {
  const isMainLift = (entry: ExerciseCatalogueEntry) =>
    dosingClassOf(entry) === 'main' && (kind === undefined || servesIntent(kind, entry));
  const lastMain = entries.findLastIndex(isMainLift);
  const indices = entries.map((_, index) => index);
  const moved = indices.filter(
    (index) => index < lastMain && cannotLoadHeavy(entries[index] as ExerciseCatalogueEntry),
  );
  const kept = indices.filter((index) => !moved.includes(index));
  const at = kept.indexOf(lastMain) + 1;
  const order = [...kept.slice(0, at), ...moved, ...kept.slice(at)];
  return opensWithOwnWork(
    order.map((index) => entries[index] as ExerciseCatalogueEntry),
    kind,
  )
    ? order
    : indices;
}

/** Whether the first exercise that is not neutral to the day serves it: a day named for an intent starts with it. */
function opensWithOwnWork(
  entries: readonly ExerciseCatalogueEntry[],
  kind: TrainingDayKind | undefined,
): boolean {
  if (kind === undefined) return true;
  const first = entries.find((entry) => !isNeutralForIntent(kind, entry));
  return first === undefined || servesIntent(kind, first);
}
