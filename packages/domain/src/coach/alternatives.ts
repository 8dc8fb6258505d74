import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { type ExerciseFamily, exerciseFamilies } from '../exercises/families.ts';
import { MOVEMENT_PATTERN_LABELS, type MovementPattern, MUSCLE_LABELS } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import type { AlternativeExercise } from '../workouts/ai-schema.ts';
import { DEFAULT_SETS } from '../workouts/limits.ts';
import { parseReps, type Reps } from '../workouts/quantities.ts';
import type { ExerciseInput } from '../workouts/schema.ts';
import { canPerform, fulfilledNeeds } from './equipment-fit.ts';
import { CARRY_PROGRESSION, CONDITIONING_GUIDANCE, GOAL_GUIDANCE, HOLD_PROGRESSION } from './guidance.ts';
import type { AvailableEquipment } from './port.ts';

/** The most alternatives one answer gives, and how many it must give whenever the catalogue and the kit allow. */
export const MAX_ALTERNATIVES = 5;
export const MIN_ALTERNATIVES = 3;

/**
 * Patterns that hold different movements, split by families: an alternative is in a split exactly when the
 * original is (a dip never replaces an overhead press, a face pull never a row, a hip thrust never a deadlift, a
 * crunch never a plank, a snatch never a clean). Patterns not listed are one movement each (a push-up may replace a
 * bench press: the same horizontal press of the chest); isolation exercises do one job per main muscle (a rear-delt
 * fly, a band pull-apart and a Y-T-W raise all train the rear delts), and leg curls are leg curls in either pattern.
 */
export const MOVEMENT_SPLITS: Partial<Record<MovementPattern, readonly (readonly ExerciseFamily[])[]>> = {
  hinge: [['hip-thrust'], ['back-extension'], ['leg-curl']],
  'vertical-push': [['dip']],
  'horizontal-pull': [['row']],
  'vertical-pull': [['pull-up', 'pulldown']],
  core: [['crunch']],
  isolation: [['leg-curl']],
  olympic: [['overhead']],
  plyometric: [['jump']],
};

/** Which split of its pattern an exercise is in (-1: the rest of the pattern). */
function splitOf(entry: ExerciseCatalogueEntry): number {
  const families = exerciseFamilies(entry);
  return (MOVEMENT_SPLITS[entry.pattern] ?? []).findIndex((split) => split.some((f) => families.has(f)));
}

/** The families of an exercise's split, when it is in one. */
const splitFamilies = (entry: ExerciseCatalogueEntry): readonly ExerciseFamily[] =>
  MOVEMENT_SPLITS[entry.pattern]?.[splitOf(entry)] ?? [];

/**
 * Whether two exercises are the same movement: the same pattern and split, or a split family both are in across
 * patterns (a Glute-Ham Raise, a hinge, and a Seated Leg Curl, an isolation exercise, are both leg curls).
 */
function sameMovement(candidate: ExerciseCatalogueEntry, original: ExerciseCatalogueEntry): boolean {
  if (candidate.pattern === original.pattern) return splitOf(candidate) === splitOf(original);
  const own = splitFamilies(candidate);
  return splitFamilies(original).some((family) => own.includes(family));
}

/**
 * Why a candidate cannot stand in for the exercise, in plain words; undefined when it can. It must do the
 * original's job: another exercise of the same movement (`sameMovement`) that trains the same main muscle (the
 * original's first primary muscle is one of its primary muscles, or its own first primary muscle is one of the
 * original's: a Suitcase Carry's forearms and a Farmer's Walk's). Conditioning and throws are there for the
 * interval or the speed, not a muscle: any conditioning does the job of another (a ski erg for a rower), any throw
 * of another (a chest pass for a slam). How it is counted may differ (a Leg Press for a
 * Wall Sit): the alternative is then prescribed in its own measure (`alternativeReps`).
 */
export function alternativeMismatch(
  candidate: ExerciseCatalogueEntry,
  original: ExerciseCatalogueEntry,
): string | undefined {
  if (candidate.id === original.id) return 'it is the same exercise';
  if (!sameMovement(candidate, original)) return 'it is another movement';
  if (original.pattern === 'conditioning' || (original.pattern === 'plyometric' && splitOf(original) === -1))
    return undefined;
  const [main] = original.primaryMuscles;
  const [own] = candidate.primaryMuscles;
  const sharesMain =
    (main !== undefined && candidate.primaryMuscles.includes(main)) ||
    (own !== undefined && original.primaryMuscles.includes(own));
  return sharesMain ? undefined : 'it trains other muscles';
}

/** The kind of reps an exercise is prescribed in: conditioning by time, holds by time, carries by distance or time. */
function repsFit(entry: ExerciseCatalogueEntry, reps: Reps | undefined): boolean {
  if (!reps) return false;
  if (entry.pattern === 'conditioning') return reps.kind === 'seconds';
  if (entry.measure === 'metres') return reps.kind !== 'count';
  return reps.kind === (entry.measure === 'seconds' ? 'seconds' : 'count');
}

/**
 * Why an alternative's reps do not fit how it is counted (a hold needs seconds, a carry a distance, conditioning
 * a time); undefined when they fit.
 */
export function alternativeRepsMismatch(entry: ExerciseCatalogueEntry, reps: string): string | undefined {
  if (repsFit(entry, parseReps(reps))) return undefined;
  const wanted =
    entry.pattern === 'conditioning'
      ? 'seconds of work'
      : { reps: 'a number of reps', seconds: 'seconds', metres: 'a distance' }[entry.measure];
  return `${entry.name} is prescribed in ${wanted}, not '${reps}'.`;
}

/**
 * The reps an alternative is given: the original's when they fit how it is counted (`alternativeRepsMismatch`),
 * otherwise a starting dose in its own measure (a hold's first time, a carry's first distance, a mid interval).
 */
export function alternativeReps(entry: ExerciseCatalogueEntry, originalReps: string): string {
  if (repsFit(entry, parseReps(originalReps))) return originalReps;
  if (entry.pattern === 'conditioning') return `${CONDITIONING_GUIDANCE.workSeconds.min * 2} s`;
  if (entry.measure === 'seconds') return `${HOLD_PROGRESSION.start} s`;
  if (entry.measure === 'metres') return `${CARRY_PROGRESSION.start} m`;
  const { min, max } = GOAL_GUIDANCE.hypertrophy.reps;
  return `${min}-${max}`;
}

export function isAlternativeOf(
  candidate: ExerciseCatalogueEntry,
  original: ExerciseCatalogueEntry,
): boolean {
  return alternativeMismatch(candidate, original) === undefined;
}

const shared = <T>(a: Iterable<T>, b: readonly T[] | ReadonlySet<T>) =>
  [...a].filter((item) => (Array.isArray(b) ? b.includes(item) : (b as ReadonlySet<T>).has(item))).length;

/**
 * Every catalogue exercise that can replace this one with the equipment (needs as `fulfilledNeeds` gives them),
 * best first: most families in common (a deadlift's other deadlifts), then counted the same way (a hold's holds),
 * then most primary muscles in common less one for another level than the original's, then fewest primary muscles
 * the original does not train (a quads hold's quads lifts first), then catalogue order (staples first). The checker counts them to know how many were possible.
 */
export function alternativeCandidates(
  original: ExerciseCatalogueEntry,
  needs: ReadonlySet<string>,
): ExerciseCatalogueEntry[] {
  const families = exerciseFamilies(original);
  return EXERCISE_CATALOGUE.filter((entry) => isAlternativeOf(entry, original) && canPerform(entry, needs))
    .map((entry, index) => ({
      entry,
      score:
        -shared(exerciseFamilies(entry), families) * 100_000 +
        (entry.measure === original.measure ? 0 : 10_000) -
        (shared(entry.primaryMuscles, original.primaryMuscles) - (entry.level === original.level ? 0 : 1)) *
          1000 +
        (entry.primaryMuscles.length - shared(entry.primaryMuscles, original.primaryMuscles)) * 100 +
        index,
    }))
    .sort((a, b) => a.score - b.score)
    .map(({ entry }) => entry);
}

function reason(candidate: ExerciseCatalogueEntry, original: ExerciseCatalogueEntry): string {
  const muscles = candidate.primaryMuscles
    .filter((muscle) => original.primaryMuscles.includes(muscle))
    .map((muscle) => MUSCLE_LABELS[muscle].toLowerCase());
  const gear = candidate.equipment.length === 0 ? 'no equipment' : candidate.equipment.join(', ');
  const job = muscles.length > 0 ? ` for the ${muscles.join(' and ')}` : '';
  return `Same ${MOVEMENT_PATTERN_LABELS[candidate.pattern].toLowerCase()} pattern${job}, with ${gear}.`;
}

/**
 * Up to MAX_ALTERNATIVES catalogue exercises that can replace this one with the athlete's equipment, best first
 * (`alternativeCandidates`), with the original's sets and its reps where they fit (`alternativeReps`). None for a
 * name the catalogue lacks.
 */
export function buildAlternatives(
  exercise: ExerciseInput,
  equipment: AvailableEquipment,
): AlternativeExercise[] {
  const original = findExercise(exercise.name);
  if (!original) return [];
  return alternativeCandidates(original, fulfilledNeeds(equipment))
    .slice(0, MAX_ALTERNATIVES)
    .map((entry) => ({
      name: entry.name,
      sets: exercise.sets ?? DEFAULT_SETS,
      reps: alternativeReps(entry, exercise.reps),
      weight: entry.equipment.length === 0 ? 'Bodyweight' : '',
      notes: '',
      reason: reason(entry, original),
    }));
}
