import type { MovementPattern } from '../exercises/options.ts';
import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { type Avoidance, avoidanceReason } from './avoidance.ts';
import { allowedGuidance, type GoalGuidance, type Range, type TrainingGoal } from './guidance.ts';
import type { CoachProblem } from './port.ts';
import { exerciseSeconds, parseReps, type Reps } from './quantities.ts';

/** One exercise as the checker sees it; rest is absent when the answer does not state it (a workout's notes). */
export interface CheckedExercise {
  name: string;
  sets: number;
  reps: string;
  rest: Range | undefined | 'unreadable';
}

interface ExerciseRules {
  needs: ReadonlySet<string>;
  avoidance: Avoidance;
  goals: readonly TrainingGoal[];
}

/** Patterns whose reps may be a time or a distance (holds, carries, intervals). */
const TIMED_PATTERNS: ReadonlySet<MovementPattern> = new Set(['core', 'carry', 'conditioning']);

const inside = (value: Range, bounds: Range) => value.min >= bounds.min && value.max <= bounds.max;

function fitsBox(box: GoalGuidance, sets: number, reps: Reps, rest: Range | undefined): boolean {
  if (!inside({ min: sets, max: sets }, box.sets)) return false;
  if (reps.kind === 'count' && !inside(reps.range, box.reps)) return false;
  return rest === undefined || inside(rest, box.restSeconds);
}

const describeBox = (box: GoalGuidance) =>
  `${box.label}: ${box.sets.min}–${box.sets.max} sets of ${box.reps.min}–${box.reps.max} reps, rest ${box.restSeconds.min}–${box.restSeconds.max} s`;

function entryProblems(entry: ExerciseCatalogEntry, rules: ExerciseRules, path: string): CoachProblem[] {
  const problems: CoachProblem[] = [];
  const missing = entry.equipment.filter((item) => !rules.needs.has(item.toLowerCase()));
  if (missing.length > 0) {
    problems.push({
      path: `${path}.name`,
      rule: 'equipment',
      message: `${entry.name} needs equipment the athlete does not have: ${missing.join(', ')}.`,
    });
  }
  const avoided = avoidanceReason(entry, rules.avoidance);
  if (avoided !== undefined) problems.push({ path: `${path}.name`, rule: 'avoidance', message: avoided });
  return problems;
}

/** An exercise's problems and the seconds it takes (0 when it cannot be estimated). */
export function exerciseProblems(
  exercise: CheckedExercise,
  rules: ExerciseRules,
  path: string,
): { problems: CoachProblem[]; seconds: number; entry?: ExerciseCatalogEntry } {
  const entry = findExercise(exercise.name);
  if (!entry) {
    return {
      problems: [
        {
          path: `${path}.name`,
          rule: 'form',
          message: `'${exercise.name}' is not an exercise of the catalogue.`,
        },
      ],
      seconds: 0,
    };
  }
  const problems = entryProblems(entry, rules, path);
  const reps = parseReps(exercise.reps);
  if (exercise.rest === 'unreadable') {
    problems.push({
      path: `${path}.rest`,
      rule: 'form',
      message: `The rest of ${entry.name} is not a time such as '90 s' or '2 min'.`,
    });
  }
  const rest = exercise.rest === 'unreadable' ? undefined : exercise.rest;
  const boxes = allowedGuidance(rules.goals, entry.pattern);
  if (!reps) {
    problems.push({
      path: `${path}.reps`,
      rule: 'form',
      message: `The reps of ${entry.name} ('${exercise.reps}') are not a number or a range.`,
    });
  } else if (reps.kind !== 'count' && !TIMED_PATTERNS.has(entry.pattern)) {
    problems.push({
      path: `${path}.reps`,
      rule: 'prescription',
      message: `${entry.name} needs a number of reps, not a time or a distance.`,
    });
  } else if (!boxes.some((box) => fitsBox(box, exercise.sets, reps, rest))) {
    problems.push({
      path,
      rule: 'prescription',
      message: `${entry.name}: ${exercise.sets} × ${exercise.reps} is outside the guidance (${boxes.map(describeBox).join('; ')}).`,
    });
  }
  const restSeconds = rest?.max ?? boxes[0]?.restTarget ?? 0;
  return { problems, seconds: exerciseSeconds(exercise.sets, reps, restSeconds), entry };
}
