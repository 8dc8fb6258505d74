import { CARRIES, CORE } from './catalog/core-carry.ts';
import { HINGES } from './catalog/hinge.ts';
import { ISOLATIONS } from './catalog/isolation.ts';
import { CONDITIONING, OLYMPIC_LIFTS, PLYOMETRICS } from './catalog/power-conditioning.ts';
import { HORIZONTAL_PULLS, VERTICAL_PULLS } from './catalog/pull.ts';
import { HORIZONTAL_PUSHES, VERTICAL_PUSHES } from './catalog/push.ts';
import { LUNGES, SQUATS } from './catalog/squat-lunge.ts';
import type { ExerciseCatalogEntry } from './schema.ts';

/**
 * The exercise catalogue, authored here as data (issue 8): the workout form suggests from it, and a workout's
 * exercise links to an entry by name or alias. Within each pattern the staples come first, because suggestions
 * that rank equal keep this order. Ids are stable slugs: never rename one, add an alias instead.
 */
export const EXERCISE_CATALOGUE: readonly ExerciseCatalogEntry[] = [
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
