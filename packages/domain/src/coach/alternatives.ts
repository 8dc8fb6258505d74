import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { type ExerciseFamily, exerciseFamilies } from '../exercises/families.ts';
import { MOVEMENT_PATTERN_LABELS, type MovementPattern, MUSCLE_LABELS } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import type { AlternativeExercise } from '../workouts/ai-schema.ts';
import { DEFAULT_SETS } from '../workouts/limits.ts';
import type { ExerciseInput } from '../workouts/schema.ts';
import { canPerform, fulfilledNeeds } from './equipment-fit.ts';
import type { AvailableEquipment } from './port.ts';

/** The most alternatives one answer gives, and how many it must give whenever the catalogue and the kit allow. */
export const MAX_ALTERNATIVES = 5;
export const MIN_ALTERNATIVES = 3;

/**
 * Patterns that hold different movements, split by families: an alternative is in a split exactly when the
 * original is (a dip never replaces an overhead press, a face pull never a row, a hip thrust never a deadlift, a
 * crunch never a plank, a snatch never a clean). Patterns not listed are one movement each (a push-up may replace a
 * bench press: the same horizontal press of the chest).
 */
export const MOVEMENT_SPLITS: Partial<Record<MovementPattern, readonly (readonly ExerciseFamily[])[]>> = {
  hinge: [['hip-thrust'], ['back-extension'], ['leg-curl']],
  'vertical-push': [['dip']],
  'horizontal-pull': [['row']],
  'vertical-pull': [['pull-up', 'pulldown']],
  core: [['crunch']],
  isolation: [['curl'], ['fly'], ['leg-curl']],
  olympic: [['overhead']],
  plyometric: [['jump']],
};

/** Which split of its pattern an exercise is in (-1: the rest of the pattern). */
function splitOf(entry: ExerciseCatalogueEntry): number {
  const families = exerciseFamilies(entry);
  return (MOVEMENT_SPLITS[entry.pattern] ?? []).findIndex((split) => split.some((f) => families.has(f)));
}

/**
 * Why a candidate cannot stand in for the exercise, in plain words; undefined when it can. It must be another
 * exercise of the same movement (pattern and split), counted the same way (reps, seconds or metres: the original's
 * reps are kept), and train the same main muscle: the original's first primary muscle is one of its primary
 * muscles, or its own first primary muscle is one of the original's (a Suitcase Carry's forearms and a Farmer's
 * Walk's).
 */
export function alternativeMismatch(
  candidate: ExerciseCatalogueEntry,
  original: ExerciseCatalogueEntry,
): string | undefined {
  if (candidate.id === original.id) return 'it is the same exercise';
  if (candidate.pattern !== original.pattern || splitOf(candidate) !== splitOf(original))
    return 'it is another movement';
  if (candidate.measure !== original.measure)
    return `it is counted in ${candidate.measure}, not ${original.measure}`;
  const [main] = original.primaryMuscles;
  const [own] = candidate.primaryMuscles;
  const sharesMain =
    (main !== undefined && candidate.primaryMuscles.includes(main)) ||
    (own !== undefined && original.primaryMuscles.includes(own));
  return sharesMain ? undefined : 'it trains other muscles';
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
 * best first: most families in common (a deadlift's other deadlifts), then most primary muscles in common less one
 * for another level than the original's, then catalogue order (staples first). The checker counts them to know how many were possible.
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
        -shared(exerciseFamilies(entry), families) * 100_000 -
        (shared(entry.primaryMuscles, original.primaryMuscles) - (entry.level === original.level ? 0 : 1)) *
          1000 +
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
  return `Same ${MOVEMENT_PATTERN_LABELS[candidate.pattern].toLowerCase()} pattern for the ${muscles.join(' and ')}, with ${gear}.`;
}

/**
 * Up to MAX_ALTERNATIVES catalogue exercises that can replace this one with the athlete's equipment, best first
 * (`alternativeCandidates`), with the original's sets and reps. None for a name the catalogue lacks.
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
      reps: exercise.reps,
      weight: entry.equipment.length === 0 ? 'Bodyweight' : '',
      notes: '',
      reason: reason(entry, original),
    }));
}
