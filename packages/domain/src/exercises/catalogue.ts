import { CARRIES, CORE } from './catalogue/core-carry.ts';
import { HINGES } from './catalogue/hinge.ts';
import { ISOLATIONS } from './catalogue/isolation.ts';
import { CONDITIONING, OLYMPIC_LIFTS, PLYOMETRICS } from './catalogue/power-conditioning.ts';
import { HORIZONTAL_PULLS, VERTICAL_PULLS } from './catalogue/pull.ts';
import { HORIZONTAL_PUSHES, VERTICAL_PUSHES } from './catalogue/push.ts';
import { LUNGES, SQUATS } from './catalogue/squat-lunge.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';

/**
 * The exercise catalogue, authored here as data: the workout form suggests from it, and a workout's
 * exercise links to an entry by name or alias. Within each pattern the staples come first, because suggestions
 * that rank equal keep this order. Ids are stable slugs, most derived from the row's name (`slugOf`): never rename one
 * (a renamed row gives its old id explicitly, and test-support/shipped-exercise-ids.ts says so), add an alias instead.
 */
export const EXERCISE_CATALOGUE: readonly ExerciseCatalogueEntry[] = [
  ...SQUATS,
  ...HINGES,
  ...HORIZONTAL_PUSHES,
  ...HORIZONTAL_PULLS,
  ...VERTICAL_PUSHES,
  ...VERTICAL_PULLS,
  ...LUNGES,
  ...CARRIES,
  ...CORE,
  ...ISOLATIONS,
  ...OLYMPIC_LIFTS,
  ...PLYOMETRICS,
  ...CONDITIONING,
];
