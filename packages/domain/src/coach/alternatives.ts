import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { MOVEMENT_PATTERN_LABELS, MUSCLE_LABELS } from '../exercises/options.ts';
import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import type { AlternativeExercise } from '../workouts/ai-schema.ts';
import { DEFAULT_SETS } from '../workouts/limits.ts';
import type { ExerciseInput } from '../workouts/schema.ts';
import { canPerform, fulfilledNeeds } from './equipment-fit.ts';
import type { AvailableEquipment } from './port.ts';

export const MAX_ALTERNATIVES = 5;

/** Whether a candidate can stand in for the exercise: same movement pattern, a primary muscle in common. */
export function isAlternativeOf(candidate: ExerciseCatalogEntry, original: ExerciseCatalogEntry): boolean {
  return (
    candidate.id !== original.id &&
    candidate.pattern === original.pattern &&
    candidate.primaryMuscles.some((muscle) => original.primaryMuscles.includes(muscle))
  );
}

function reason(candidate: ExerciseCatalogEntry, original: ExerciseCatalogEntry): string {
  const shared = candidate.primaryMuscles
    .filter((muscle) => original.primaryMuscles.includes(muscle))
    .map((muscle) => MUSCLE_LABELS[muscle].toLowerCase());
  const gear = candidate.equipment.length === 0 ? 'no equipment' : candidate.equipment.join(', ');
  return `Same ${MOVEMENT_PATTERN_LABELS[candidate.pattern].toLowerCase()} pattern for the ${shared.join(' and ')}, with ${gear}.`;
}

/**
 * Catalogue exercises that can replace this one with the athlete's equipment, best first: most primary muscles
 * in common, then the same level, then catalogue order (staples first). None for a name the catalogue lacks.
 */
export function buildAlternatives(
  exercise: ExerciseInput,
  equipment: AvailableEquipment,
): AlternativeExercise[] {
  const original = findExercise(exercise.name);
  if (!original) return [];
  const needs = fulfilledNeeds(equipment);
  return EXERCISE_CATALOGUE.filter((entry) => isAlternativeOf(entry, original) && canPerform(entry, needs))
    .map((entry, index) => ({
      entry,
      score:
        -entry.primaryMuscles.filter((muscle) => original.primaryMuscles.includes(muscle)).length * 1000 +
        (entry.level === original.level ? 0 : 500) +
        index,
    }))
    .sort((a, b) => a.score - b.score)
    .slice(0, MAX_ALTERNATIVES)
    .map(({ entry }) => ({
      name: entry.name,
      sets: exercise.sets ?? DEFAULT_SETS,
      reps: exercise.reps,
      weight: entry.equipment.length === 0 ? 'Bodyweight' : '',
      notes: '',
      reason: reason(entry, original),
    }));
}
