import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import type { AlternativeExercise } from '../workouts/ai-schema.ts';
import { isAlternativeOf } from './alternatives.ts';
import { canPerform } from './equipment-fit.ts';
import type { CoachProblem } from './port.ts';

/**
 * Alternatives must be catalogue exercises the equipment allows, of the original's pattern with a primary muscle in
 * common (when the original is in the catalogue), each with a reason.
 */
export function alternativesProblems(
  alternatives: readonly AlternativeExercise[],
  original: ExerciseCatalogEntry | undefined,
  needs: ReadonlySet<string>,
): CoachProblem[] {
  return alternatives.flatMap((alternative, index) => {
    const path = String(index);
    const entry = findExercise(alternative.name);
    if (!entry)
      return [
        {
          path: `${path}.name`,
          rule: 'form',
          message: `'${alternative.name}' is not an exercise of the catalogue.`,
        },
      ];
    const problems: CoachProblem[] = [];
    if (!canPerform(entry, needs)) {
      problems.push({
        path: `${path}.name`,
        rule: 'alternatives',
        message: `${entry.name} needs equipment the athlete does not have.`,
      });
    }
    if (original && !isAlternativeOf(entry, original)) {
      problems.push({
        path: `${path}.name`,
        rule: 'alternatives',
        message: `${entry.name} is not the same movement for the same muscles as ${original.name}.`,
      });
    }
    if (alternative.reason.trim() === '')
      problems.push({
        path: `${path}.reason`,
        rule: 'alternatives',
        message: 'Each alternative needs a reason.',
      });
    return problems;
  });
}
