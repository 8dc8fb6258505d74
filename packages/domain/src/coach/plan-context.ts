import type { ExerciseLevel, Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { OneRepMax } from '../records/one-rep-max.ts';
import type { ProgramData } from '../strength-plans/schema.ts';
import {
  type CeilingKey,
  GOAL_GUIDANCE,
  goalFor,
  hypertrophyWeeklySets,
  isAssistancePattern,
  MAJOR_MUSCLE_GROUPS,
  type MajorMuscleGroup,
  PULL_OVER_PUSH_MAX,
  PUSH_OVER_PULL_MAX,
  type TrainingGoal,
} from './guidance.ts';
import type { PlanShape } from './plan-model.ts';
import { referenceSetSeconds } from './progression.ts';
import type { FilledExercise } from './training-day-fill.ts';
import type { TrainingDayKind } from './training-days.ts';

/**
 * What the plan's passes share: the athlete's context, the sets an exercise may have, and the week's
 * counts the passes keep in bounds (pushing and pulling, sets per muscle against the weekly ceiling, hypertrophy
 * volume per major group, whole full body days).
 */
/** At most this many exercises in a planned session, whatever its length. */
export const MAX_SESSION_EXERCISES = 16;
const MAX_ENDURANCE_EXERCISES = 20;

/** Exercises a session may hold: endurance work is at most 3 sets an exercise, so its long sessions take more. */
export const maxExercisesOf = (context: { goals: readonly TrainingGoal[] }) =>
  context.goals[0] === 'endurance' ? MAX_ENDURANCE_EXERCISES : MAX_SESSION_EXERCISES;
export const LEVEL_ORDER: Record<ExerciseLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };

export interface PlanContext {
  data: ProgramData;
  shape: PlanShape;
  goals: TrainingGoal[];
  maxes: Map<string, OneRepMax>;
  /** Exercises the athlete may do at all: the equipment allows them, nothing avoided, at their level. */
  allowed: (entry: ExerciseCatalogueEntry) => boolean;
  /**
   * The muscles weekly ceilings count an exercise's sets against: its primary movers and those of the harder rungs
   * the athlete can climb to over the plan (a pike push-up's handstand push-up also works the triceps).
   */
  ceilingMuscles: (entry: ExerciseCatalogueEntry) => readonly CeilingKey[];
  /** The harder rungs of an exercise's ladder the athlete can climb to over the plan (none off a ladder). */
  climbRungs?: (entry: ExerciseCatalogueEntry) => readonly ExerciseCatalogueEntry[];
}

const trainsMajorGroup = (entry: ExerciseCatalogueEntry) =>
  MAJOR_GROUPS.some((group) => groupShare(entry, group) === 1);

/**
 * The first goal loads the main lifts; a second goal, when given, loads the assistance work. Jumps and Olympic
 * lifts are power work whatever the order (a snatch is never done for 8 reps).
 */
export function goalOf(context: PlanContext, entry: ExerciseCatalogueEntry): TrainingGoal {
  if ((entry.pattern === 'olympic' || entry.pattern === 'plyometric') && context.goals.includes('power'))
    return 'power';
  const [main = 'general-fitness', second] = context.goals;
  // A size-first plan loads its direct work for a major group (raises, flies, curls for the hamstrings) for size
  // whatever the second goal: that work is what the group's weekly hard sets rest on.
  if (main === 'hypertrophy' && trainsMajorGroup(entry)) return main;
  return second !== undefined && isAssistancePattern(entry.pattern) ? second : main;
}

/**
 * The sets of a normal week an exercise starts with: the goal's minimum plus experience (one fewer for assistance
 * work), never below 2, so that a deload week's cut is a real one; at most the goal's maximum.
 */
export function startingSets(context: PlanContext, entry: ExerciseCatalogueEntry) {
  if (entry.pattern === 'conditioning') return { min: 4, max: 10 };
  const guidance = GOAL_GUIDANCE[goalFor(goalOf(context, entry), entry)];
  const assistance = isAssistancePattern(entry.pattern);
  const extra = Math.max(0, context.shape.extraSets - (assistance ? 1 : 0));
  const sets = guidance.sets;
  return { min: Math.min(sets.max, Math.max(2, sets.min + extra)), max: sets.max };
}

/** The fewest sets of a normal week the guidance allows (2 at least, so a deload still cuts). */
export function lowestSets(context: PlanContext, entry: ExerciseCatalogueEntry): number {
  if (entry.pattern === 'conditioning') return 4;
  return GOAL_GUIDANCE[goalFor(goalOf(context, entry), entry)].sets.min;
}

const PUSHES: ReadonlySet<string> = new Set(['horizontal-push', 'vertical-push']);
const PULLS: ReadonlySet<string> = new Set(['horizontal-pull', 'vertical-pull']);
export const sideOf = (entry: ExerciseCatalogueEntry) =>
  PUSHES.has(entry.pattern) ? 'push' : PULLS.has(entry.pattern) ? 'pull' : undefined;

/** The week's pushing and pulling sets, as the checker counts them (by pattern). */
export function pushPullOf(sessions: readonly { exercises: readonly FilledExercise[] }[]) {
  const counts = { push: 0, pull: 0 };
  for (const session of sessions) {
    for (const item of session.exercises) {
      const which = sideOf(item.entry);
      if (which) counts[which] += item.sets;
    }
  }
  return counts;
}

export const balanced = (counts: { push: number; pull: number }) =>
  counts.push <= PUSH_OVER_PULL_MAX * counts.pull && counts.pull <= PULL_OVER_PUSH_MAX * counts.push;

export const LOWER_BODY: ReadonlySet<string> = new Set(['squat', 'hinge', 'lunge']);

/** A full body day keeps a lower-body lift and an upper-body lift if it had them (what the checker asks of it). */
export function keepsDayWhole(
  kind: TrainingDayKind,
  before: readonly FilledExercise[],
  after: readonly FilledExercise[],
): boolean {
  if (kind !== 'full') return true;
  const has = (list: readonly FilledExercise[], test: (entry: ExerciseCatalogueEntry) => boolean) =>
    list.some((item) => test(item.entry));
  const lower = (entry: ExerciseCatalogueEntry) => LOWER_BODY.has(entry.pattern);
  const upper = (entry: ExerciseCatalogueEntry) => sideOf(entry) !== undefined;
  return (!has(before, lower) || has(after, lower)) && (!has(before, upper) || has(after, upper));
}

/** The week's sets per muscle as the weekly ceiling counts them (intervals are not hard sets). */
export function ceilingSetsOf(
  sessions: readonly { exercises: readonly FilledExercise[] }[],
  context: PlanContext,
): Map<string, number> {
  const sets = new Map<string, number>();
  for (const item of sessions.flatMap((session) => session.exercises)) {
    if (item.entry.pattern === 'conditioning') continue;
    for (const muscle of context.ceilingMuscles(item.entry))
      sets.set(muscle, (sets.get(muscle) ?? 0) + item.sets);
  }
  return sets;
}

/** How far a week is from balanced pushing and pulling, in sets (0 when balanced or one side is absent). */
export const imbalance = (counts: { push: number; pull: number }) =>
  counts.push === 0 || counts.pull === 0
    ? 0
    : Math.max(
        0,
        counts.push - PUSH_OVER_PULL_MAX * counts.pull,
        counts.pull - PULL_OVER_PUSH_MAX * counts.push,
      );

/** A session's length in a typical week, by the sets it holds. */
export function weekLoad(session: { exercises: readonly FilledExercise[] }, context: PlanContext): number {
  return session.exercises.reduce(
    (sum, item) =>
      sum +
      item.sets *
        referenceSetSeconds(item.entry, goalOf(context, item.entry), 1, context.data.sessionDuration),
    0,
  );
}

/** Whether `sets` fewer of an exercise leave every major group the hypertrophy volume it had or needs. */
export function keepsVolume(
  entry: ExerciseCatalogueEntry,
  sets: number,
  groups: ReadonlyMap<MajorMuscleGroup, number>,
  context: PlanContext,
): boolean {
  if (!context.goals.includes('hypertrophy')) return true;
  const required = hypertrophyWeeklySets(context.data.trainingDays * context.data.sessionDuration);
  return MAJOR_GROUPS.every(
    (group) =>
      groupShare(entry, group, context) === 0 ||
      (groups.get(group) ?? 0) - groupShare(entry, group, context) * sets >= required,
  );
}

/**
 * A major group's hard sets in a week: 1 for each set where it is a primary mover, none where only a secondary one
 * (direct counting, as the checker counts: a bench press is no shoulder set).
 * Given the plan's context, the least share over the rungs the exercise climbs to (a decline push-up's front delts
 * are a secondary mover once it becomes an archer push-up), so later weeks keep the volume too.
 */
export function groupShare(
  entry: ExerciseCatalogueEntry,
  group: MajorMuscleGroup,
  context?: Pick<PlanContext, 'climbRungs'>,
): number {
  if (entry.pattern === 'conditioning') return 0;
  const muscles: readonly Muscle[] = MAJOR_MUSCLE_GROUPS[group];
  const own = entry.primaryMuscles.some((m) => muscles.includes(m)) ? 1 : 0;
  const rungs = context?.climbRungs?.(entry) ?? [];
  return Math.min(own, ...rungs.map((rung) => groupShare(rung, group)));
}

export function groupSetsOf(
  sessions: readonly { exercises: readonly FilledExercise[] }[],
  context?: Pick<PlanContext, 'climbRungs'>,
) {
  const sets = new Map<MajorMuscleGroup, number>();
  for (const session of sessions) {
    for (const item of session.exercises) {
      for (const group of MAJOR_GROUPS)
        sets.set(group, (sets.get(group) ?? 0) + groupShare(item.entry, group, context) * item.sets);
    }
  }
  return sets;
}

export const MAJOR_GROUPS = Object.keys(MAJOR_MUSCLE_GROUPS) as MajorMuscleGroup[];
