import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import type { AlternativeExercise } from '../workouts/ai-schema.ts';
import {
  alternativeCandidates,
  alternativeMismatch,
  alternativeRepsMismatch,
  MIN_ALTERNATIVES,
} from './alternatives.ts';
import { canPerform } from './equipment-fit.ts';
import type { CoachProblem } from './port.ts';

/**
 * Alternatives (standard point 9) must be catalogue exercises the equipment allows, each the same movement for the
 * original's main muscle (when the original is in the catalogue, `alternativeMismatch`), prescribed in its own
 * measure (`alternativeRepsMismatch`: a hold in seconds, a press in reps) and given a reason; and
 * there must be at least MIN_ALTERNATIVES of them whenever the catalogue and the equipment allow that many
 * (`alternativeCandidates` counts how many were possible).
 */
export function alternativesProblems(
  alternatives: readonly AlternativeExercise[],
  original: ExerciseCatalogueEntry | undefined,
  needs: ReadonlySet<string>,
): CoachProblem[] {
  const usable = new Set<string>();
  const problems = alternatives.flatMap((alternative, index): CoachProblem[] => {
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
    const found: CoachProblem[] = [];
    const missing = entry.equipment.filter((item) => !needs.has(item.toLowerCase()));
    if (missing.length > 0) {
      found.push({
        path: `${path}.name`,
        rule: 'alternatives',
        message: `${entry.name} needs equipment the athlete does not have: ${missing.join(', ')}.`,
        exercise: entry.name,
      });
    }
    const mismatch = original && alternativeMismatch(entry, original);
    if (original && mismatch) {
      found.push({
        path: `${path}.name`,
        rule: 'alternatives',
        message: `${entry.name} cannot replace ${original.name}: ${mismatch}.`,
        exercise: entry.name,
      });
    }
    const reps = alternativeRepsMismatch(entry, alternative.reps);
    if (reps) found.push({ path: `${path}.reps`, rule: 'alternatives', message: reps, exercise: entry.name });
    if (alternative.reason.trim() === '')
      found.push({
        path: `${path}.reason`,
        rule: 'alternatives',
        message: 'Each alternative needs a reason.',
        exercise: entry.name,
      });
    if (found.length === 0 && canPerform(entry, needs)) usable.add(entry.id);
    return found;
  });
  if (original) {
    const possible = alternativeCandidates(original, needs).length;
    const wanted = Math.min(MIN_ALTERNATIVES, possible);
    if (usable.size < wanted) {
      problems.push({
        path: '',
        rule: 'alternatives',
        message: `Only ${usable.size} usable alternative(s) to ${original.name}: fewer than ${wanted} when ${possible} were possible with the athlete's equipment.`,
        exercise: original.name,
      });
    }
  }
  return problems;
}
