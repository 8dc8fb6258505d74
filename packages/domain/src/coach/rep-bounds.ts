import { loadKindOf } from '../exercises/load-kind.ts';
import type { ExerciseClass } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { Range } from '../workouts/quantities.ts';

/**
 * The reps an exercise can be dosed with at all, whatever the goal: what it is loaded with and how hard it is
 * bound the goal's table. Both coaches and the checker read the same bounds.
 */

/**
 * Sets under this many reps are heavy sets: only for a bilateral main lift on a bar or a plate-loaded machine
 * (loaded in small steps and held stable, where near-maximal loads are trained) and for explosive work (Olympic
 * lifts, jumps, throws), where each rep is a maximal effort. A dumbbell hip thrust, a walking lunge or a bodyweight
 * bridge gets harder by load, a harder variation, a pause or tempo, not fewer reps.
 */
export const FEWEST_REPS = 5;

/**
 * Light work — a band exercise, or a beginner's bodyweight accessory or core exercise (band pull-aparts and presses,
 * Pallof presses, doorway curls, crunches) — trains only in sets of 10–20 reps, whatever the goal: at 6 reps it is
 * a warm-up.
 */
export const LIGHT_WORK_REPS: Range = { min: 10, max: 20 };

/**
 * A ballistic hinge (a kettlebell swing) is trained for speed, rep after rep: sets of 10–20, whatever the goal; a
 * heavier bell, not fewer reps, makes it harder.
 */
export const BALLISTIC_REPS: Range = { min: 10, max: 20 };
const BALLISTIC_IDS: ReadonlySet<string> = new Set(['kettlebell-swing', 'single-arm-kettlebell-swing']);

/** Whether an exercise keeps its own rep range whatever the goal (light work and ballistic hinges). */
export function keepsOwnReps(entry: Bounded): boolean {
  return isLightWork(entry) || isBallistic(entry);
}

const isBallistic = (entry: Bounded) => BALLISTIC_IDS.has(entry.id);

/**
 * Bodyweight work past the beginner level caps its reps: an advanced exercise (a Nordic curl, a muscle-up, a pistol)
 * at 8 a set, an intermediate one (a pull-up, a dip, a hanging leg raise) at 12; more reps call for an easier
 * variation, not a set of 15 muscle-ups.
 */
export const UNLOADED_MAX_REPS = { intermediate: 12, advanced: 8 } as const;

/** The most reps a set of anything is prescribed with (light work's top). */
const MOST_REPS = LIGHT_WORK_REPS.max;

/** Gear that loads a two-sided lift heavily and in small steps: bars and plate-loaded leg machines, a dip belt. */
const HEAVY_GEAR = new Set(
  [
    'Olympic Barbell',
    'Trap Bar',
    'Safety Squat Bar',
    'Swiss Multi-Grip Bar',
    'Axle Bar',
    'Smith Machine',
    '45° Leg Press',
    'Hack Squat Machine',
    'Belt Squat Machine',
    'Dip Belt',
  ].map((name) => name.toLowerCase()),
);

export type Bounded = Pick<
  ExerciseCatalogueEntry,
  'id' | 'name' | 'equipment' | 'pattern' | 'level' | 'unilateral' | 'exerciseClass' | 'measure'
>;

const isExplosive = (entry: Bounded) => entry.pattern === 'olympic' || entry.pattern === 'plyometric';

/** A lift heavy sets (under `FEWEST_REPS`) may be prescribed for. */
export function takesHeavySets(entry: Bounded): boolean {
  if (isExplosive(entry)) return loadKindOf(entry) === 'loaded';
  return (
    entry.exerciseClass === 'main' &&
    !entry.unilateral &&
    entry.equipment.some((item) => HEAVY_GEAR.has(item.toLowerCase()))
  );
}

/**
 * Light work: any band exercise (a band cannot load a heavy set, so a band press or squat is light too), or a
 * beginner's bodyweight accessory or core exercise, counted in reps.
 */
export function isLightWork(entry: Bounded): boolean {
  if (entry.measure !== 'reps' || entry.exerciseClass === 'conditioning') return false;
  const kind = loadKindOf(entry);
  if (kind === 'band') return true;
  return (
    kind === 'bodyweight' &&
    entry.level === 'beginner' &&
    (entry.exerciseClass === 'accessory' || entry.exerciseClass === 'core')
  );
}

/** The class an exercise is dosed by: light work of a main pattern (a band press) rests and loads as accessory work. */
export function dosingClassOf(entry: Bounded): ExerciseClass {
  return entry.exerciseClass === 'main' && isLightWork(entry) ? 'accessory' : entry.exerciseClass;
}

/** The reps a set of this exercise may have, whatever the goal (the goal's table is narrowed by it). */
export function repBoundsOf(entry: Bounded): Range {
  if (isLightWork(entry)) return LIGHT_WORK_REPS;
  if (isBallistic(entry)) return BALLISTIC_REPS;
  const min = takesHeavySets(entry) ? 1 : FEWEST_REPS;
  const max =
    loadKindOf(entry) !== 'loaded' && entry.level !== 'beginner' ? UNLOADED_MAX_REPS[entry.level] : MOST_REPS;
  return { min, max };
}

/**
 * A goal's rep range for this exercise: the table's range inside the exercise's bounds; light work keeps its own
 * 10–20 (its reps are what make it work at all). Undefined when none is left: an advanced bodyweight exercise under
 * a muscular-endurance goal's 12–20.
 */
export function repRangeFor(goalReps: Range, entry: Bounded): Range | undefined {
  const bounds = repBoundsOf(entry);
  if (keepsOwnReps(entry)) return { min: Math.max(goalReps.min, bounds.min), max: bounds.max };
  const range = { min: Math.max(goalReps.min, bounds.min), max: Math.min(goalReps.max, bounds.max) };
  return range.min <= range.max ? range : undefined;
}

/** Why these reps are outside the exercise's own bounds, as one sentence; undefined when they are inside. */
export function repBoundsProblem(entry: Bounded, reps: Range): string | undefined {
  const bounds = repBoundsOf(entry);
  if (isLightWork(entry) && (reps.min < bounds.min || reps.max > bounds.max))
    return `${entry.name} is light work: ${bounds.min}–${bounds.max} reps a set, whatever the goal.`;
  if (isBallistic(entry) && (reps.min < bounds.min || reps.max > bounds.max))
    return `${entry.name} is trained for speed: ${bounds.min}–${bounds.max} reps a set, whatever the goal (a heavier bell makes it harder).`;
  if (reps.min < bounds.min) {
    return loadKindOf(entry) === 'loaded'
      ? `${entry.name}: sets under ${bounds.min} reps are for two-sided bar lifts and explosive work; prescribe ${bounds.min} or more and add load.`
      : `${entry.name} is unloaded: never under ${bounds.min} reps (make it harder with a harder variation, a pause or tempo, or a load).`;
  }
  if (reps.max > bounds.max)
    return `${entry.name} is an ${entry.level} bodyweight exercise: at most ${bounds.max} reps a set (more reps call for an easier variation).`;
  return undefined;
}
