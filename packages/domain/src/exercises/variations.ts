import { EXERCISE_CATALOGUE } from './catalogue.ts';
import type { ExerciseCatalogEntry } from './schema.ts';

/**
 * Variation ladders: exercises of one movement ordered from easiest to hardest, by catalogue id. Where load cannot
 * rise (bodyweight, a single band), an athlete progresses by climbing a rung: the coach moves to the next rung the
 * equipment allows, and the checker counts a later rung as a harder variation. An exercise sits on one ladder at
 * most (the catalogue test checks it).
 */
export const VARIATION_LADDERS: readonly (readonly string[])[] = [
  ['incline-push-up', 'push-up', 'decline-push-up', 'diamond-push-up'],
  ['pike-push-up', 'handstand-push-up'],
  ['bodyweight-box-squat', 'bodyweight-squat', 'pistol-squat'],
  ['split-squat', 'reverse-lunge', 'skater-squat'],
  ['glute-bridge', 'single-leg-glute-bridge'],
  ['negative-pull-up', 'pull-up'],
];

const RUNGS = new Map<string, { ladder: readonly string[]; rung: number }>();
for (const ladder of VARIATION_LADDERS) {
  for (const [rung, id] of ladder.entries()) RUNGS.set(id, { ladder, rung });
}

const BY_ID = new Map(EXERCISE_CATALOGUE.map((entry) => [entry.id, entry]));

/** Where an exercise sits on its ladder: the ladder's entries and its rung (0 easiest); undefined off every ladder. */
export function ladderOf(
  entry: Pick<ExerciseCatalogEntry, 'id'>,
): { entries: ExerciseCatalogEntry[]; rung: number } | undefined {
  const found = RUNGS.get(entry.id);
  if (!found) return undefined;
  const entries = found.ladder.flatMap((id) => BY_ID.get(id) ?? []);
  return { entries, rung: found.rung };
}
