import type { UserEquipment } from '../equipment/schema.ts';
import type { ExerciseLevel, MovementPattern } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { type Avoidance, avoidanceReason } from './avoidance.ts';
import { performableExercises } from './equipment-fit.ts';
import { isDosable, type TrainingGoal } from './guidance.ts';

/**
 * The exercises a coach may choose from: allowed by the equipment, not ruled out by the avoidance reading, and not
 * cardio machines (conditioning is not what a strength session prescribes). Olympic lifts and jumps only when
 * power is a goal, and nothing a goal leaves no reps for (an advanced bodyweight exercise under endurance).
 */
export function exercisePool(
  equipment: readonly Pick<UserEquipment, 'name' | 'category' | 'subcategory'>[],
  avoidance: Avoidance,
  options: { power: boolean; maxLevel: ExerciseLevel; goals: readonly TrainingGoal[] },
): ExerciseCatalogueEntry[] {
  const excluded = new Set<MovementPattern>(['conditioning']);
  if (!options.power) {
    excluded.add('olympic');
    excluded.add('plyometric');
  }
  const allowAdvanced = options.maxLevel === 'advanced';
  return performableExercises(equipment).filter(
    (entry) =>
      !excluded.has(entry.pattern) &&
      (allowAdvanced || entry.level !== 'advanced') &&
      options.goals.every((goal) => isDosable(goal, entry)) &&
      avoidanceReason(entry, avoidance) === undefined,
  );
}
