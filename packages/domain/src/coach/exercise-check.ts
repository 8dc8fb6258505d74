import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { parseReps, type Range, type Reps, tempoInNotes } from '../workouts/quantities.ts';
import { type Avoidance, avoidanceReason } from './avoidance.ts';
import {
  allowedGuidance,
  CARRY_METRES,
  CONDITIONING_GUIDANCE,
  GOAL_GUIDANCE,
  type GoalGuidance,
  HOLD_SECONDS,
  REST_STEP_SECONDS,
  type TrainingGoal,
} from './guidance.ts';
import type { CoachProblem } from './port.ts';
import { repBoundsOf, repBoundsProblem } from './rep-bounds.ts';
import type { TimedExercise } from './session-length.ts';

/** One exercise as the checker sees it; rest is absent when the answer does not state it (a workout's notes). */
export interface CheckedExercise {
  name: string;
  sets: number;
  reps: string;
  notes: string;
  rest: Range | undefined | 'unreadable';
  /** The superset or circuit it is done in turn with. */
  superset?: string | undefined;
}

export interface ExerciseRules {
  needs: ReadonlySet<string>;
  avoidance: Avoidance;
  goals: readonly TrainingGoal[];
  /** A deload or return-to-training week: fewer sets than the goal's minimum are right there. */
  light?: boolean;
  week?: number;
}

export interface ExerciseVerdict {
  problems: CoachProblem[];
  entry?: ExerciseCatalogueEntry;
  /** What the session estimate needs of it. */
  timed?: TimedExercise;
}

const inside = (value: Range, bounds: Range) => value.min >= bounds.min && value.max <= bounds.max;

const describeRest = (rest: Range) => (rest.min === rest.max ? `${rest.max} s` : `${rest.min}–${rest.max} s`);

const describeReps = (reps: Range) => `${reps.min}–${reps.max}`;

const describeBox = (box: GoalGuidance) =>
  `${box.label}: ${box.sets.min}–${box.sets.max} sets of ${box.reps.min}–${box.reps.max} reps, rest ${box.restSeconds.min}–${box.restSeconds.max} s`;

function entryProblems(entry: ExerciseCatalogueEntry, rules: ExerciseRules, where: Where): CoachProblem[] {
  const problems: CoachProblem[] = [];
  const missing = entry.equipment.filter((item) => !rules.needs.has(item.toLowerCase()));
  if (missing.length > 0) {
    problems.push({
      ...where,
      rule: 'equipment',
      path: `${where.path}.name`,
      message: `${entry.name} needs equipment the athlete does not have: ${missing.join(', ')}.`,
    });
  }
  const avoided = avoidanceReason(entry, rules.avoidance);
  if (avoided !== undefined) {
    problems.push({ ...where, rule: 'avoidance', path: `${where.path}.name`, message: avoided });
  }
  return problems;
}

interface Where {
  path: string;
  exercise: string;
  week?: number;
}

/** What the prescription of one exercise breaks, as one sentence; undefined when it is inside the guidance. */
function prescriptionProblem(
  entry: ExerciseCatalogueEntry,
  exercise: CheckedExercise,
  reps: Reps,
  rest: Range | undefined,
  rules: ExerciseRules,
): string | undefined {
  if (rest && (rest.min % REST_STEP_SECONDS !== 0 || rest.max % REST_STEP_SECONDS !== 0))
    return `${entry.name}: rest ${describeRest(rest)} is not a round value (a multiple of ${REST_STEP_SECONDS} s).`;
  const setsOk = (bounds: Range) =>
    inside({ min: exercise.sets, max: exercise.sets }, rules.light ? { min: 1, max: bounds.max } : bounds);
  if (entry.exerciseClass === 'conditioning') {
    const c = CONDITIONING_GUIDANCE;
    if (reps.kind !== 'seconds')
      return `${entry.name} is conditioning: prescribe it in seconds of work, not reps.`;
    if (!setsOk(c.rounds) || !inside(reps.range, c.workSeconds) || (rest && !inside(rest, c.restSeconds))) {
      return `${entry.name}: ${exercise.sets} × ${exercise.reps} is outside interval guidance (${c.rounds.min}–${c.rounds.max} rounds of ${c.workSeconds.min}–${c.workSeconds.max} s, rest ${c.restSeconds.min}–${c.restSeconds.max} s).`;
    }
    return undefined;
  }
  if (entry.measure === 'seconds' && reps.kind !== 'seconds')
    return `${entry.name} is a hold: prescribe it in seconds, not reps.`;
  if (entry.measure === 'metres' && reps.kind === 'count')
    return `${entry.name} is a carry: prescribe it as a distance or a time, not reps.`;
  if (entry.measure === 'reps' && reps.kind !== 'count')
    return `${entry.name} needs a number of reps, not a time or a distance.`;
  if (reps.kind === 'seconds' && !inside(reps.range, HOLD_SECONDS))
    return `${entry.name}: ${exercise.reps} is outside ${HOLD_SECONDS.min}–${HOLD_SECONDS.max} s.`;
  if (reps.kind === 'metres' && !inside(reps.range, CARRY_METRES))
    return `${entry.name}: ${exercise.reps} is outside ${CARRY_METRES.min}–${CARRY_METRES.max} m.`;
  const outOfBounds = reps.kind === 'count' ? repBoundsProblem(entry, reps.range) : undefined;
  if (outOfBounds) return outOfBounds;
  const boxes = allowedGuidance(rules.goals, entry);
  if (boxes.length === 0)
    return `${entry.name} cannot be dosed for ${rules.goals.map((goal) => GOAL_GUIDANCE[goal].label).join(' or ')}: its reps (${describeReps(repBoundsOf(entry))}) are outside the goal's; choose an easier variation.`;
  const fits = boxes.some(
    (box) =>
      setsOk(box.sets) &&
      (reps.kind !== 'count' || inside(reps.range, box.reps)) &&
      (rest === undefined || inside(rest, box.restSeconds)),
  );
  return fits
    ? undefined
    : `${entry.name}: ${exercise.sets} × ${exercise.reps}${rest ? ` with ${rest.max} s rest` : ''} is outside the guidance (${boxes.map(describeBox).join('; ')}).`;
}

/** An exercise's problems, and what its time estimate needs (absent when it cannot be estimated). */
export function exerciseProblems(
  exercise: CheckedExercise,
  rules: ExerciseRules,
  path: string,
): ExerciseVerdict {
  const where: Where = {
    path,
    exercise: exercise.name,
    ...(rules.week === undefined ? {} : { week: rules.week }),
  };
  const entry = findExercise(exercise.name);
  if (!entry) {
    return {
      problems: [
        {
          ...where,
          rule: 'form',
          path: `${path}.name`,
          message: `'${exercise.name}' is not an exercise of the catalogue.`,
        },
      ],
    };
  }
  const problems = entryProblems(entry, rules, where);
  const reps = parseReps(exercise.reps);
  if (exercise.rest === 'unreadable') {
    problems.push({
      ...where,
      rule: 'form',
      path: `${path}.rest`,
      message: `The rest of ${entry.name} is not a time such as '90 s' or '2 min'.`,
    });
  }
  const rest = exercise.rest === 'unreadable' ? undefined : exercise.rest;
  if (!reps) {
    problems.push({
      ...where,
      rule: 'form',
      path: `${path}.reps`,
      message: `The reps of ${entry.name} ('${exercise.reps}') are not a number, a time or a distance.`,
    });
  } else {
    const problem = prescriptionProblem(entry, exercise, reps, rest, rules);
    if (problem) problems.push({ ...where, rule: 'prescription', path, message: problem });
  }
  const box = allowedGuidance(rules.goals, entry)[0];
  const restSeconds =
    rest?.max ?? (box ? Math.min(box.restSeconds.max, Math.max(box.restSeconds.min, box.restTarget)) : 0);
  const secondsPerRep = tempoInNotes(exercise.notes);
  return {
    problems,
    entry,
    timed: {
      sets: exercise.sets,
      reps,
      restSeconds,
      sides: entry.unilateral ? 2 : 1,
      ...(secondsPerRep === undefined ? {} : { secondsPerRep }),
    },
  };
}
