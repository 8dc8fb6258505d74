import type { MovementPattern, Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { ladderOf } from '../exercises/variations.ts';
import type {
  GeneratedPlan,
  PlanExercise,
  ProgramData,
  ScheduledPlanWorkout,
} from '../strength-plans/schema.ts';
import { parseReps, tempoInNotes } from '../workouts/quantities.ts';
import {
  hypertrophyWeeklySets,
  LIGHT_WEEK_SET_SHARE,
  MAJOR_MUSCLE_GROUPS,
  type MajorMuscleGroup,
  PULL_OVER_PUSH_MAX,
  PUSH_OVER_PULL_MAX,
  type TrainingGoal,
  WEEKLY_GROUP_SETS_CEILING,
} from './guidance.ts';
import { type PlanShape, weekKind } from './plan-model.ts';
import type { CoachProblem } from './port.ts';
import { bandLevelOf } from './progression.ts';
import {
  isNeutralForIntent,
  servesIntent,
  TRAINING_DAY_TEMPLATES,
  trainingDayKindOfName,
} from './training-days.ts';
import { wordingProblems } from './words.ts';

/**
 * The plan-wide points of the coach standard: every exercise progresses (6), deloads deload and tests
 * fall inside the plan (6), days keep their intent and the week is balanced (7), and the words read right (10).
 * Per-exercise rules and the session length are checked in checker.ts.
 */

/** The weeks in order, each with its workouts sorted by day. */
export function weeksOf(plan: GeneratedPlan): Map<number, ScheduledPlanWorkout[]> {
  const weeks = new Map<number, ScheduledPlanWorkout[]>();
  for (const entry of plan.workoutSchedule)
    weeks.set(entry.weekNumber, [...(weeks.get(entry.weekNumber) ?? []), entry]);
  for (const list of weeks.values()) list.sort((a, b) => a.dayNumber - b.dayNumber);
  return new Map([...weeks].sort(([a], [b]) => a - b));
}

/** Light weeks (deload, return to training) as the athlete's answers set them. */
export function isLightWeek(shape: PlanShape, week: number): boolean {
  const kind = weekKind(shape, week);
  return kind === 'deload' || kind === 'ramp-up';
}

// ── 6. Progression ───────────────────────────────────────────────────────────────────────────────────────────

interface Effort {
  entry: ExerciseCatalogueEntry | undefined;
  band: number | undefined;
  /** Load as a number: a weight in kg or lb, or else a % of max from the notes. */
  load: { value: number; unit: string } | undefined;
  /** The % of max the notes state, when they state one (a weight rounded to plates can hide a step of it). */
  percent: number | undefined;
  /** Reps (top of the range), seconds or metres of one set. */
  amount: number;
  reps: number;
  secondsPerRep: number;
  sets: number;
}

function effortOf(exercise: PlanExercise): Effort {
  const weight = exercise.weight.match(/(\d+(?:\.\d+)?)\s*(kg|lb)/i);
  const percent = exercise.notes.match(/(\d+(?:\.\d+)?)\s?%/);
  const reps = parseReps(exercise.reps);
  const amount = reps?.range.max ?? 0;
  return {
    entry: findExercise(exercise.name),
    band: bandLevelOf(exercise.weight),
    load: weight
      ? { value: Number(weight[1]), unit: (weight[2] ?? '').toLowerCase() }
      : percent
        ? { value: Number(percent[1]), unit: '%' }
        : undefined,
    percent: percent ? Number(percent[1]) : undefined,
    amount,
    reps: reps?.kind === 'count' ? amount : 0,
    secondsPerRep: tempoInNotes(exercise.notes) ?? 3,
    sets: exercise.sets,
  };
}

/**
 * Whether `later` is harder than `earlier`: a later rung of the same ladder, a heavier band, more load for the reps
 * (compared as an Epley-equivalent, so fewer reps at a higher % of max counts), more work per set (reps, seconds,
 * metres, a slower tempo), or more sets.
 */
export function isHarder(earlier: Effort, later: Effort): boolean {
  if (earlier.entry?.id !== later.entry?.id) {
    const a = earlier.entry && ladderOf(earlier.entry);
    const b = later.entry && ladderOf(later.entry);
    return a !== undefined && b !== undefined && a.entries[0]?.id === b.entries[0]?.id && b.rung > a.rung;
  }
  if (earlier.band !== undefined && later.band !== undefined && earlier.band !== later.band)
    return later.band > earlier.band;
  if (earlier.load && later.load && earlier.load.unit === later.load.unit) {
    const a = earlier.load.value * (1 + earlier.reps / 30);
    const b = later.load.value * (1 + later.reps / 30);
    if (Math.abs(a - b) > 0.01) return b > a;
    // The same plates at the same reps: a higher % of max (rounded away by the plates) still counts.
    if (earlier.percent !== undefined && later.percent !== undefined && earlier.percent !== later.percent)
      return later.percent > earlier.percent;
  } else {
    const a = earlier.amount * earlier.secondsPerRep;
    const b = later.amount * later.secondsPerRep;
    if (a !== b) return b > a;
  }
  return later.sets > earlier.sets;
}

export function progressionProblems(plan: GeneratedPlan, shape: PlanShape): CoachProblem[] {
  const problems: CoachProblem[] = [];
  const normal = [...weeksOf(plan)].filter(([week]) => !isLightWeek(shape, week));
  if (normal.length < 2) return problems;
  const [firstWeek, firstDays = []] = normal[0] ?? [];
  const [lastWeek, lastDays = []] = normal.at(-1) ?? [];
  firstDays.forEach((day, dayIndex) => {
    day.workout.exercises.forEach((exercise, index) => {
      const later = lastDays[dayIndex]?.workout.exercises[index];
      if (!later) return;
      // A loaded lift of a plan that rotates rep targets is compared at the same target: the first normal week
      // that had it.
      const sameTarget = normal.find(
        ([, days]) => days[dayIndex]?.workout.exercises[index]?.reps === later.reps,
      )?.[1][dayIndex]?.workout.exercises[index];
      const loaded = effortOf(later).load !== undefined;
      const earlier = loaded && sameTarget && sameTarget !== later ? sameTarget : exercise;
      if (!isHarder(effortOf(earlier), effortOf(later))) {
        problems.push({
          rule: 'progression',
          path: `workoutSchedule`,
          week: lastWeek ?? 0,
          exercise: exercise.name,
          message: `${exercise.name} on ${day.workout.name} is no harder in week ${lastWeek} than in week ${firstWeek}.`,
        });
      }
    });
  });
  return problems;
}

const totalSets = (days: readonly ScheduledPlanWorkout[]) =>
  days.reduce((sum, day) => sum + day.workout.exercises.reduce((s, e) => s + e.sets, 0), 0);

/** Deload and return-to-training weeks carry about 30–50 % fewer sets than the normal week before (or after). */
export function deloadProblems(plan: GeneratedPlan, shape: PlanShape): CoachProblem[] {
  const problems: CoachProblem[] = [];
  const weeks = [...weeksOf(plan)];
  weeks.forEach(([week, days], index) => {
    if (!isLightWeek(shape, week)) return;
    const reference =
      weeks
        .slice(0, index)
        .reverse()
        .find(([w]) => !isLightWeek(shape, w)) ??
      weeks.slice(index + 1).find(([w]) => !isLightWeek(shape, w));
    if (!reference) return;
    const ratio = totalSets(days) / Math.max(1, totalSets(reference[1]));
    if (ratio > 1 - 0.3 || ratio < 1 - 0.6) {
      problems.push({
        rule: 'progression',
        path: 'workoutSchedule',
        week,
        message: `Week ${week} should be light (about ${Math.round((1 - LIGHT_WEEK_SET_SHARE) * 100)}% fewer sets) but has ${Math.round(ratio * 100)}% of week ${reference[0]}'s sets.`,
      });
    }
  });
  return problems;
}

/** Test weeks carry a test set; no other week claims one, and the text promises none past the plan's end. */
export function testProblems(plan: GeneratedPlan, shape: PlanShape): CoachProblem[] {
  const problems: CoachProblem[] = [];
  for (const [week, days] of weeksOf(plan)) {
    const tested = days.some((day) => day.workout.exercises.some((e) => /^test\b/i.test(e.notes)));
    const due = weekKind(shape, week) === 'test';
    if (due !== tested) {
      problems.push({
        rule: 'progression',
        path: 'workoutSchedule',
        week,
        message: due
          ? `Week ${week} is a test week but no exercise carries a test set.`
          : `Week ${week} carries a test set but the athlete tests at another frequency.`,
      });
    }
  }
  return problems;
}

// ── 7. Balance ───────────────────────────────────────────────────────────────────────────────────────────────

const PUSH: readonly MovementPattern[] = ['horizontal-push', 'vertical-push'];
const PULL: readonly MovementPattern[] = ['horizontal-pull', 'vertical-pull'];
const LOWER: readonly MovementPattern[] = ['squat', 'hinge', 'lunge'];

interface BalanceRules {
  goals: readonly TrainingGoal[];
  /** Exercises the athlete could do (equipment, avoidance, level): what a plan can be asked for. */
  available: readonly ExerciseCatalogueEntry[];
  weeklyMinutes: number;
}

/**
 * A week's hard sets per major group: direct sets only (1 where one of the group's muscles is a primary mover, none
 * where it is only a secondary one: a bench press is no shoulder set); intervals are not hard sets for growth.
 */
export function groupSets(days: readonly ScheduledPlanWorkout[]): Map<MajorMuscleGroup, number> {
  const sets = new Map<MajorMuscleGroup, number>();
  for (const day of days) {
    for (const exercise of day.workout.exercises) {
      const entry = findExercise(exercise.name);
      if (!entry || entry.pattern === 'conditioning') continue;
      for (const [group, muscles] of Object.entries(MAJOR_MUSCLE_GROUPS) as [
        MajorMuscleGroup,
        readonly Muscle[],
      ][]) {
        const direct = entry.primaryMuscles.some((m) => muscles.includes(m));
        sets.set(group, (sets.get(group) ?? 0) + (direct ? exercise.sets : 0));
      }
    }
  }
  return sets;
}

/**
 * A hypertrophy plan's volume per major group, in direct sets: in every normal week each group the kit and the
 * avoidance text let the athlete train gets the week's hard sets (`hypertrophyWeeklySets`), and in no week does a
 * group get more than 25.
 */
export function volumeProblems(
  plan: GeneratedPlan,
  shape: PlanShape,
  rules: Pick<BalanceRules, 'available' | 'weeklyMinutes'>,
): CoachProblem[] {
  const problems: CoachProblem[] = [];
  const required = hypertrophyWeeklySets(rules.weeklyMinutes);
  const trainable = (muscles: readonly Muscle[]) =>
    rules.available.some(
      (entry) => entry.pattern !== 'conditioning' && entry.primaryMuscles.some((m) => muscles.includes(m)),
    );
  for (const [week, days] of weeksOf(plan)) {
    const direct = groupSets(days);
    for (const [group, muscles] of Object.entries(MAJOR_MUSCLE_GROUPS) as [
      MajorMuscleGroup,
      readonly Muscle[],
    ][]) {
      const got = direct.get(group) ?? 0;
      if (!isLightWeek(shape, week) && got < required && trainable(muscles)) {
        problems.push({
          rule: 'balance',
          path: 'workoutSchedule',
          week,
          message: `Week ${week} gives the ${group} ${got} direct hard sets; a hypertrophy plan of ${rules.weeklyMinutes} minutes a week gives at least ${required}.`,
        });
      }
      if (got > WEEKLY_GROUP_SETS_CEILING) {
        problems.push({
          rule: 'balance',
          path: 'workoutSchedule',
          week,
          message: `Week ${week} gives the ${group} ${got} direct hard sets; a hypertrophy plan gives a group at most ${WEEKLY_GROUP_SETS_CEILING}.`,
        });
      }
    }
  }
  return problems;
}

const patternSets = (days: readonly ScheduledPlanWorkout[], patterns: readonly MovementPattern[]) =>
  days.reduce(
    (sum, day) =>
      sum +
      day.workout.exercises.reduce((s, e) => {
        const entry = findExercise(e.name);
        return s + (entry && patterns.includes(entry.pattern) ? e.sets : 0);
      }, 0),
    0,
  );

/** A day named for an intent holds it: its first exercise and at least half its sets serve it (core is neutral). */
function intentProblems(
  entry: ScheduledPlanWorkout,
  index: number,
  available: readonly ExerciseCatalogueEntry[],
) {
  const problems: CoachProblem[] = [];
  const kind = trainingDayKindOfName(entry.workout.name);
  if (!kind) return problems;
  const exercises = entry.workout.exercises
    .map((exercise) => ({ exercise, entry: findExercise(exercise.name) }))
    .filter(
      (item): item is { exercise: PlanExercise; entry: ExerciseCatalogueEntry } =>
        item.entry !== undefined && !isNeutralForIntent(kind, item.entry),
    );
  if (!available.some((candidate) => servesIntent(kind, candidate))) return problems;
  const where = { path: `workoutSchedule.${index}.workout`, week: entry.weekNumber };
  const serving = exercises.filter((item) => servesIntent(kind, item.entry));
  const sets = (list: typeof exercises) => list.reduce((sum, item) => sum + item.exercise.sets, 0);
  if (exercises.length === 0 || !servesIntent(kind, exercises[0]?.entry ?? ({} as ExerciseCatalogueEntry))) {
    problems.push({
      ...where,
      rule: 'balance',
      message: `${entry.workout.name} does not start with ${TRAINING_DAY_TEMPLATES[kind].name.toLowerCase()} work.`,
    });
  } else if (sets(serving) * 2 < sets(exercises)) {
    problems.push({
      ...where,
      rule: 'balance',
      message: `${entry.workout.name} spends ${sets(exercises) - sets(serving)} of ${sets(exercises)} sets on work that is not ${TRAINING_DAY_TEMPLATES[kind].name.toLowerCase()}.`,
    });
  }
  if (kind === 'full') {
    const has = (patterns: readonly MovementPattern[]) =>
      available.some((candidate) => patterns.includes(candidate.pattern)) &&
      !exercises.some((item) => patterns.includes(item.entry.pattern));
    if (has(LOWER))
      problems.push({ ...where, rule: 'balance', message: `${entry.workout.name} has no lower-body lift.` });
    if (has([...PUSH, ...PULL]))
      problems.push({ ...where, rule: 'balance', message: `${entry.workout.name} has no upper-body lift.` });
  }
  return problems;
}

export function balanceProblems(plan: GeneratedPlan, shape: PlanShape, rules: BalanceRules): CoachProblem[] {
  const problems = plan.workoutSchedule.flatMap((entry, index) =>
    intentProblems(entry, index, rules.available),
  );
  const normal = [...weeksOf(plan)].find(([week]) => !isLightWeek(shape, week));
  if (!normal) return problems;
  const [week, days] = normal;
  if (rules.goals.includes('hypertrophy')) problems.push(...volumeProblems(plan, shape, rules));
  const push = patternSets(days, PUSH);
  const pull = patternSets(days, PULL);
  const canPush = rules.available.some((entry) => PUSH.includes(entry.pattern));
  const canPull = rules.available.some((entry) => PULL.includes(entry.pattern));
  if (canPush && canPull && push + pull > 0) {
    if (push > pull * PUSH_OVER_PULL_MAX || pull > push * PULL_OVER_PUSH_MAX) {
      problems.push({
        rule: 'balance',
        path: 'workoutSchedule',
        week,
        message: `Week ${week} has ${push} pushing and ${pull} pulling sets; pushing may be at most ${PUSH_OVER_PULL_MAX}× pulling, pulling ${PULL_OVER_PUSH_MAX}× pushing.`,
      });
    }
  }
  return problems;
}

// ── 10. Words ────────────────────────────────────────────────────────────────────────────────────────────────

export function wordProblems(plan: GeneratedPlan, data: ProgramData): CoachProblem[] {
  const texts: [string, string][] = [
    ['programName', plan.programName],
    ['description', plan.description],
    ['progressionGuidelines', plan.progressionGuidelines],
    ...plan.notes.map((note, i): [string, string] => [`notes.${i}`, note]),
  ];
  // Each distinct workout note once: they repeat every week.
  const seen = new Set<string>();
  plan.workoutSchedule.forEach((entry, i) => {
    if (seen.has(entry.workout.notes)) return;
    seen.add(entry.workout.notes);
    texts.push([`workoutSchedule.${i}.workout.notes`, entry.workout.notes]);
  });
  const problems = texts.flatMap(([path, text]) =>
    wordingProblems(text).map((message) => ({ rule: 'words' as const, path, message })),
  );
  for (const match of plan.progressionGuidelines.matchAll(/\bevery (\d+) weeks\b/gi)) {
    if (Number(match[1]) > plan.duration) {
      problems.push({
        rule: 'words',
        path: 'progressionGuidelines',
        message: `'${match[0]}' promises more than the plan's ${plan.duration} weeks.`,
      });
    }
  }
  for (const match of plan.progressionGuidelines.matchAll(/\bweeks? ((?:\d+(?:, | and )?)+)/gi)) {
    const weeks = (match[1] ?? '').match(/\d+/g)?.map(Number) ?? [];
    if (weeks.some((week) => week > plan.duration)) {
      problems.push({
        rule: 'words',
        path: 'progressionGuidelines',
        message: `'${match[0].trim()}' names a week past the plan's ${plan.duration}.`,
      });
    }
  }
  if (!plan.description.includes(`${data.trainingDays} day`)) {
    problems.push({
      rule: 'words',
      path: 'description',
      message: `The description does not say the athlete trains ${data.trainingDays} days a week.`,
    });
  }
  return problems;
}
