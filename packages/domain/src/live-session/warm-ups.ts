import { STANDARD_PLATES } from '../plates/plate-solver.ts';
import { kilograms, plannedWeight } from '../units/weight.ts';

/**
 * The exercise the warm-up ramp is offered for ("the first compound lift"): the first whose planned
 * weight is heavier than an empty Olympic bar, which is, as a rule, the session's first loaded barbell lift. -1
 * when none is: a bodyweight or light session needs no ramp.
 */
export function warmUpExerciseIndex(exercises: readonly { weight?: string | undefined }[]): number {
  const bar = STANDARD_PLATES.kg.barWeight;
  return exercises.findIndex((exercise) => {
    const weight = plannedWeight(exercise.weight);
    return weight !== undefined && kilograms(weight) > bar;
  });
}
