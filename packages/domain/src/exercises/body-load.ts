import { loadKindOf } from './load-kind.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';
import { findExercise } from './search.ts';

/** Gear that hangs added weight on the body: the body is still what is lifted, the logged weight comes on top. */
const WORN_WEIGHT = new Set(['dip belt', 'weight vest']);

/**
 * Whether the athlete's body is the load of an exercise: its gear only holds the body (a pull-up bar, a dip
 * station, rings, none at all) or hangs weight on it (a dip belt). A set of such an exercise lifts the body weight
 * plus the weight logged, which is the added weight.
 */
export function bodyIsTheLoad(entry: Pick<ExerciseCatalogueEntry, 'name' | 'equipment'>): boolean {
  const equipment = entry.equipment.filter((item) => !WORN_WEIGHT.has(item.toLowerCase()));
  return loadKindOf({ name: entry.name, equipment }) === 'bodyweight';
}

/** bodyIsTheLoad of the catalogue exercise a session's name is (imported spellings too); false for an unknown name. */
export function countsBodyWeight(exerciseName: string): boolean {
  const entry = findExercise(exerciseName);
  return entry !== undefined && bodyIsTheLoad(entry);
}
