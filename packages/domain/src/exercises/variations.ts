import { EXERCISE_CATALOGUE } from './catalogue.ts';
import type { Muscle } from './options.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';

/**
 * Variation ladders: exercises of one movement ordered from easiest to hardest, by catalogue id. Where load cannot
 * rise (bodyweight, a single band), an athlete progresses by climbing a rung: the coach moves to the next rung the
 * equipment allows, and the checker counts a later rung as a harder variation. An exercise sits on one ladder at
 * most (the catalogue test checks it).
 */
export const VARIATION_LADDERS: readonly (readonly string[])[] = [
  // Push-ups, by how much of the body the hands carry; the close-grip ones are triceps work, on their own ladder.
  [
    'wall-push-up',
    'incline-push-up',
    'knee-push-up',
    'push-up',
    'decline-push-up',
    'archer-push-up',
    'one-arm-push-up',
  ],
  // Close-grip push-ups for the triceps: from the knees, then from the toes (the diamond).
  ['close-grip-knee-push-up', 'diamond-push-up'],
  ['kneeling-pike-push-up', 'pike-push-up', 'elevated-pike-push-up', 'handstand-push-up'],
  ['bodyweight-box-squat', 'bodyweight-squat', 'shrimp-squat', 'pistol-squat'],
  ['split-squat', 'reverse-lunge', 'bodyweight-bulgarian-split-squat', 'skater-squat'],
  ['glute-bridge', 'single-leg-glute-bridge', 'single-leg-hip-thrust'],
  ['bodyweight-good-morning', 'bodyweight-single-leg-romanian-deadlift'],
  // Rows without a bar, from upright to under a table.
  ['doorway-row', 'towel-row', 'table-row'],
  ['scapular-pull-up', 'band-assisted-pull-up', 'negative-pull-up', 'chin-up', 'pull-up', 'weighted-pull-up'],
  ['dead-bug', 'hollow-body-hold'],
  ['bear-plank', 'plank', 'rkc-plank'],
  ['short-lever-copenhagen-plank', 'copenhagen-plank'],
  ['bench-dip', 'dip', 'ring-dip'],
  ['bodyweight-calf-raise', 'single-leg-calf-raise'],
  ['slider-leg-curl', 'single-leg-slider-leg-curl', 'bodyweight-nordic-curl'],
];

const RUNGS = new Map<string, { ladder: readonly string[]; rung: number }>();
for (const ladder of VARIATION_LADDERS) {
  for (const [rung, id] of ladder.entries()) RUNGS.set(id, { ladder, rung });
}

const BY_ID = new Map(EXERCISE_CATALOGUE.map((entry) => [entry.id, entry]));

/** Each ladder's entries, read once: the coach asks for them for every candidate of every session. */
const LADDER_ENTRIES = new Map(
  VARIATION_LADDERS.map((ladder) => [ladder, ladder.flatMap((id) => BY_ID.get(id) ?? [])] as const),
);

/** Where an exercise sits on its ladder: the ladder's entries and its rung (0 easiest); undefined off every ladder. */
export function ladderOf(
  entry: Pick<ExerciseCatalogueEntry, 'id'>,
): { entries: readonly ExerciseCatalogueEntry[]; rung: number } | undefined {
  const found = RUNGS.get(entry.id);
  if (!found) return undefined;
  return { entries: LADDER_ENTRIES.get(found.ladder) ?? [], rung: found.rung };
}

/**
 * The primary muscles of an exercise and of every harder rung of its ladder the athlete can use: what it may load
 * as it climbs over a plan (a pike push-up becomes a handstand push-up, which also works the triceps).
 */
export function climbMuscles(
  entry: ExerciseCatalogueEntry,
  canUse: (rung: ExerciseCatalogueEntry) => boolean,
): Muscle[] {
  const ladder = ladderOf(entry);
  const muscles = new Set<Muscle>(entry.primaryMuscles);
  for (const rung of ladder?.entries.slice(ladder.rung + 1) ?? [])
    if (canUse(rung)) for (const muscle of rung.primaryMuscles) muscles.add(muscle);
  return [...muscles];
}
