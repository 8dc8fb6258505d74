import { LIMITS } from '../constants/limits.ts';
import type { ExerciseLevel, MovementPattern } from '../exercises/options.ts';
import { MOVEMENT_PATTERN_LABELS } from '../exercises/options.ts';
import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import type { GeneratedPlan, PlanExercise, ProgramData, ScheduledPlanWorkout } from '../programs/schema.ts';
import type { WorkoutDifficulty } from '../workouts/options.ts';
import { avoidedPatternsOf } from './avoidance.ts';
import { performableExercises } from './equipment-fit.ts';
import {
  GOAL_GUIDANCE,
  isAssistancePattern,
  SESSION_LENGTH_TOLERANCE,
  type TrainingGoal,
  trainingGoalsOf,
  WEEKLY_SETS_PER_MUSCLE,
  warmUpMinutes,
} from './guidance.ts';
import { type OneRepMax, oneRepMaxesOf } from './one-rep-max.ts';
import { isReturning, type PlanShape, planShape, weekKind, weekPhase } from './plan-model.ts';
import { describePlan, weekNote } from './plan-text.ts';
import { exercisePool } from './pool.ts';
import type { AvailableEquipment } from './port.ts';
import type { Random } from './prng.ts';
import { type Dose, doseFor, referenceSetSeconds, type WeekContext } from './progression.ts';
import { parseReps } from './quantities.ts';
import { dayNumberOf, trainingWeekdays } from './schedule-days.ts';
import { type FilledExercise, fillSession } from './session-fill.ts';
import { sessionSeconds } from './session-length.ts';
import { SESSION_TEMPLATES, type SessionKind, type Slot, weeklySplit } from './sessions.ts';

/** At most this many exercises in a planned session, whatever its length. */
export const MAX_SESSION_EXERCISES = 12;
const POWER_SLOT: Slot = { patterns: ['olympic', 'plyometric'] };
/** Goals whose sessions may end with conditioning intervals when the exercises alone do not fill the time. */
const CONDITIONING_GOALS: ReadonlySet<TrainingGoal> = new Set(['endurance', 'general-fitness']);

const DIFFICULTY: Record<NonNullable<ProgramData['experienceLevel']>, WorkoutDifficulty> = {
  beginner: 'Beginner',
  novice: 'Beginner',
  returning: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

function maxLevelOf(data: ProgramData): ExerciseLevel {
  const experienced = data.experienceLevel === 'intermediate' || data.experienceLevel === 'advanced';
  return experienced && data.progression.complexityComfort !== 'simple' ? 'advanced' : 'intermediate';
}

const LEVEL_ORDER: Record<ExerciseLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };

interface PlanContext {
  data: ProgramData;
  shape: PlanShape;
  goals: TrainingGoal[];
  maxes: Map<string, OneRepMax>;
  /** Exercises the athlete may do at all: the equipment allows them, nothing avoided, at their level. */
  allowed: (entry: ExerciseCatalogEntry) => boolean;
}

/** The first goal loads the main lifts; a second goal, when given, loads the assistance work. */
function goalOf(context: PlanContext, entry: ExerciseCatalogEntry): TrainingGoal {
  const [main = 'general-fitness', second] = context.goals;
  return second !== undefined && isAssistancePattern(entry.pattern) ? second : main;
}

/**
 * The sets of a normal week an exercise starts with: the goal's minimum plus experience (one fewer for assistance
 * work), never below 2, so that a deload week's cut is a real one; at most the goal's maximum.
 */
function startingSets(context: PlanContext, entry: ExerciseCatalogEntry) {
  if (entry.pattern === 'conditioning') return { min: 4, max: 8 };
  const guidance = GOAL_GUIDANCE[goalOf(context, entry)];
  const assistance = isAssistancePattern(entry.pattern);
  const extra = Math.max(0, context.shape.extraSets - (assistance ? 1 : 0));
  const sets = guidance.sets;
  return { min: Math.min(sets.max, Math.max(2, sets.min + extra)), max: sets.max };
}

/** Each training day's exercises and sets, chosen once: the same lifts every week, so they can progress. */
function chooseSessions(context: PlanContext, equipment: AvailableEquipment, random: Random) {
  const { data, goals } = context;
  const power = goals.includes('power');
  const pool = exercisePool(equipment, avoidedPatternsOf(data), { power, maxLevel: maxLevelOf(data) });
  const finishers = CONDITIONING_GOALS.has(goals[0] ?? 'general-fitness')
    ? performableExercises(equipment).filter(
        (entry) => entry.pattern === 'conditioning' && entry.level === 'beginner' && context.allowed(entry),
      )
    : [];
  const weeklySets = new Map<string, number>();
  const pushPull = { push: 0, pull: 0 };
  const usedThisWeek = new Set<string>();
  const simple = data.experienceLevel === 'beginner' || data.progression.complexityComfort === 'simple';
  const minutes = data.sessionDuration;
  return weeklySplit(data.trainingDays, data.trainingPreferences.trainingStyle).map((kind: SessionKind) => {
    const template = SESSION_TEMPLATES[kind];
    const exercises = fillSession({
      kind,
      pool,
      slots: power ? [POWER_SLOT, ...template.slots] : template.slots,
      targetSeconds: (minutes - warmUpMinutes(minutes)) * 60,
      toleranceSeconds: minutes * 60 * SESSION_LENGTH_TOLERANCE,
      maxExercises: MAX_SESSION_EXERCISES,
      setsRange: (entry) => startingSets(context, entry),
      setSeconds: (entry) =>
        referenceSetSeconds(entry, goalOf(context, entry), context.shape.model !== 'linear'),
      weeklySets,
      pushPull,
      usedThisWeek,
      random,
      preference: data.trainingPreferences.compoundVsIsolation,
      finishers,
      // The lifts whose max the athlete gave come first (their working weights are known); beginners and those
      // asking for simple exercises get beginner-level ones before the rest.
      rank: (entry) =>
        (context.maxes.has(entry.id) ? -2 : 0) + (simple && entry.level !== 'beginner' ? 1 : 0),
    });
    return { kind, exercises, weeklySets };
  });
}

/** The seconds of one week's session as prescribed. */
function sessionSecondsOf(doses: readonly Dose[], askedMinutes: number): number {
  return sessionSeconds(
    doses.map((dose) => ({
      sets: dose.sets,
      reps: parseReps(dose.reps),
      restSeconds: dose.restSeconds,
      secondsPerRep: dose.secondsPerRep,
      sides: dose.entry.unilateral ? 2 : 1,
    })),
    askedMinutes,
  );
}

/**
 * Sets moved so that every normal week's session lands within the tolerance of the length asked: the sessions
 * were filled for a typical week, and reps, holds and tempos grow over the plan. The week furthest outside decides
 * whether a set comes off (the exercise with most sets above its start, assistance first) or goes on.
 */
function centreSession(
  exercises: FilledExercise[],
  weekSeconds: () => number[],
  context: PlanContext,
  weeklySets: Map<string, number>,
): void {
  const asked = context.data.sessionDuration * 60;
  const low = asked * (1 - SESSION_LENGTH_TOLERANCE) + 30;
  const high = asked * (1 + SESSION_LENGTH_TOLERANCE) - 30;
  for (let step = 0; step < 40; step++) {
    const seconds = weekSeconds();
    const longest = Math.max(...seconds);
    const shortest = Math.min(...seconds);
    const over = longest - high;
    const under = low - shortest;
    if (over <= 0 && under <= 0) return;
    if (over >= under) {
      const candidates = exercises
        .map((item, index) => ({ item, index, above: item.sets - startingSets(context, item.entry).min }))
        .filter(({ item }) => item.sets > 2)
        .sort(
          (a, b) =>
            b.above - a.above ||
            Number(isAssistancePattern(b.item.entry.pattern)) -
              Number(isAssistancePattern(a.item.entry.pattern)) ||
            b.index - a.index,
        );
      const item = candidates[0]?.item;
      if (!item) return;
      item.sets -= 1;
      for (const muscle of item.entry.primaryMuscles)
        weeklySets.set(muscle, (weeklySets.get(muscle) ?? 0) - 1);
    } else {
      const item = exercises
        .filter(
          ({ entry, sets }) =>
            sets < startingSets(context, entry).max &&
            entry.primaryMuscles.every(
              (muscle) => (weeklySets.get(muscle) ?? 0) < WEEKLY_SETS_PER_MUSCLE.max,
            ),
        )
        .sort((a, b) => a.sets - b.sets)[0];
      if (!item || longest - shortest > high - low) return;
      item.sets += 1;
      for (const muscle of item.entry.primaryMuscles)
        weeklySets.set(muscle, (weeklySets.get(muscle) ?? 0) + 1);
    }
  }
}

const TEST_NOTE = {
  loaded:
    'Test: after warming up, work up to one hard set of 3–5 reps and re-estimate your max (Epley) for the coming weeks.',
  other: 'Test: make the first set as many good reps (or seconds) as you can, and note it.',
} as const;

function planExercise(dose: Dose, id: string, test: boolean): PlanExercise {
  const notes = [
    test ? (dose.percent === undefined ? TEST_NOTE.other : TEST_NOTE.loaded) : '',
    dose.entry.unilateral ? 'Each side.' : '',
    dose.note,
  ]
    .filter((part) => part !== '')
    .join(' ');
  return {
    id,
    name: dose.entry.name,
    sets: dose.sets,
    reps: dose.reps,
    weight: dose.weight,
    rest: dose.rest,
    notes: notes.slice(0, LIMITS.text),
  };
}

function sessionNames(sessions: readonly { kind: SessionKind }[]): string[] {
  const seen = new Map<SessionKind, number>();
  return sessions.map(({ kind }) => {
    const count = sessions.filter((session) => session.kind === kind).length;
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    const name = SESSION_TEMPLATES[kind].name;
    return count > 1 ? `${name} ${String.fromCharCode(65 + index)}` : name;
  });
}

export function buildPlan(data: ProgramData, equipment: AvailableEquipment, random: Random): GeneratedPlan {
  const shape = planShape(data);
  const avoided = avoidedPatternsOf(data);
  const maxLevel = LEVEL_ORDER[maxLevelOf(data)];
  const context: PlanContext = {
    data,
    shape,
    goals: trainingGoalsOf(data.primaryGoals),
    maxes: oneRepMaxesOf(data),
    allowed: (entry) => !avoided.has(entry.pattern) && LEVEL_ORDER[entry.level] <= maxLevel,
  };
  const performable = new Set(performableExercises(equipment).map((entry) => entry.id));
  const canUse = (entry: ExerciseCatalogEntry) => performable.has(entry.id) && context.allowed(entry);
  const sessions = chooseSessions(context, equipment, random);
  const days = trainingWeekdays(data.trainingDays, data.preferredDays);
  const names = sessionNames(sessions);
  const difficulty = DIFFICULTY[data.experienceLevel ?? 'novice'];
  const weeks: { week: number; kind: ReturnType<typeof weekKind>; context: WeekContext }[] = [];
  let trainedWeeks = 0;
  for (let week = 1; week <= shape.weeks; week++) {
    const phase = weekPhase(shape, week);
    weeks.push({ week, kind: weekKind(shape, week), context: { phase, trainedWeeks, style: shape.style } });
    if (!phase.light) trainedWeeks++;
  }
  const dosesOf = (exercises: readonly FilledExercise[], week: WeekContext) =>
    exercises.map((item) =>
      doseFor(item.entry, goalOf(context, item.entry), week, {
        sets: item.sets,
        ...(context.maxes.has(item.entry.id) ? { max: context.maxes.get(item.entry.id) } : {}),
        canUse,
      }),
    );
  const normalWeeks = weeks.filter(({ context: week }) => !week.phase.light);
  for (const session of sessions) {
    centreSession(
      session.exercises,
      () =>
        normalWeeks.map(({ context: week }) =>
          sessionSecondsOf(dosesOf(session.exercises, week), data.sessionDuration),
        ),
      context,
      session.weeklySets,
    );
  }
  const workoutSchedule: ScheduledPlanWorkout[] = [];
  for (const { week, kind, context: weekContext } of weeks) {
    sessions.forEach((session, index) => {
      const dayName = days[index] ?? 'Monday';
      const doses = dosesOf(session.exercises, weekContext);
      workoutSchedule.push({
        weekNumber: week,
        dayNumber: dayNumberOf(dayName),
        dayName,
        workout: {
          name: names[index] ?? 'Workout',
          duration: Math.max(1, Math.round(sessionSecondsOf(doses, data.sessionDuration) / 60)),
          difficulty,
          notes: weekNote(kind, warmUpMinutes(data.sessionDuration)),
          exercises: doses.map((dose, i) =>
            planExercise(dose, `w${week}-d${index + 1}-e${i + 1}`, kind === 'test' && index === 0 && i === 0),
          ),
        },
      });
    });
  }
  return {
    ...describePlan({
      data,
      shape,
      goals: context.goals,
      maxes: context.maxes,
      avoided: [...avoided].map((pattern: MovementPattern) => MOVEMENT_PATTERN_LABELS[pattern]),
      returning: isReturning(data),
    }),
    duration: shape.weeks,
    totalWorkouts: workoutSchedule.length,
    workoutSchedule,
  };
}
