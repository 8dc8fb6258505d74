import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { isSupersetGroupingValid, SUPERSET_MESSAGES, supersetBlocks } from '../workouts/supersets.ts';
import type { CheckedExercise, ExerciseRules } from './exercise-check.ts';
import type { CoachProblem } from './port.ts';
import { dosingClassOf } from './rep-bounds.ts';
import { sharedMuscle } from './supersets.ts';

/**
 * A coach's supersets and circuits: adjacent members sharing one label, no heavy main lift among them (its sets
 * rest fully), and no two strength members training the same primary muscle (a superset rests one muscle while the
 * other works; circuits of intervals are exempt, being conditioning).
 */
export function supersetProblems(
  exercises: readonly CheckedExercise[],
  entries: readonly (ExerciseCatalogueEntry | undefined)[],
  rules: ExerciseRules,
  path: string,
): CoachProblem[] {
  const week = rules.week === undefined ? {} : { week: rules.week };
  if (!isSupersetGroupingValid(exercises)) {
    return [
      { rule: 'form', path: `${path}exercises`, message: `${SUPERSET_MESSAGES.invalidGrouping}.`, ...week },
    ];
  }
  const problems: CoachProblem[] = [];
  for (const block of supersetBlocks(exercises)) {
    if (block.superset === undefined) continue;
    const members = entries.slice(block.start, block.end);
    members.forEach((entry, offset) => {
      if (!entry) return;
      const where = {
        path: `${path}exercises.${block.start + offset}.superset`,
        exercise: entry.name,
        ...week,
      };
      if (dosingClassOf(entry) === 'main') {
        problems.push({
          ...where,
          rule: 'prescription',
          message: `${entry.name} is a main lift: its sets rest fully rather than share a superset.`,
        });
      }
      const earlier = members
        .slice(0, offset)
        .find((other) => other && other.pattern !== 'conditioning' && sharedMuscle(other, entry));
      if (earlier && entry.pattern !== 'conditioning') {
        problems.push({
          ...where,
          rule: 'balance',
          message: `${earlier.name} and ${entry.name} share a superset but both train the ${sharedMuscle(earlier, entry)}: a superset rests one muscle while the other works.`,
        });
      }
    });
  }
  return problems;
}
