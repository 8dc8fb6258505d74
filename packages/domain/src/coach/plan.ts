import { LIMITS } from '../constants/limits.ts';
import type { ExerciseLevel } from '../exercises/options.ts';
import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import type { GeneratedPlan, PlanExercise, ProgramData, ScheduledPlanWorkout } from '../programs/schema.ts';
import type { WorkoutDifficulty } from '../workouts/options.ts';
import { avoidanceOf } from './avoidance.ts';
import { isAssistancePattern, type TrainingGoal, trainingGoalsOf } from './guidance.ts';
import { type OneRepMax, oneRepMaxesOf } from './one-rep-max.ts';
import { heaviestPhase, isReturning, type PlanShape, planShape, weekKind, weekPhase } from './plan-model.ts';
import { describePlan } from './plan-text.ts';
import { exercisePool } from './pool.ts';
import type { AvailableEquipment } from './port.ts';
import { effortNote, prescribe, prescriptionSeconds } from './prescription.ts';
import type { Random } from './prng.ts';
import { dayNumberOf, trainingWeekdays } from './schedule-days.ts';
import { selectExercises } from './selection.ts';
import { SESSION_TEMPLATES, type SessionKind, type Slot, weeklySplit } from './sessions.ts';

/** At most this many exercises in a planned session, whatever its length. */
export const MAX_SESSION_EXERCISES = 8;
const POWER_SLOT: Slot = { patterns: ['olympic', 'plyometric'] };

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

interface PlanContext {
  data: ProgramData;
  shape: PlanShape;
  goals: TrainingGoal[];
  maxes: Map<string, OneRepMax>;
}

/** The first goal loads the main lifts; a second goal, when given, loads the assistance work. */
function goalOf(context: PlanContext, entry: ExerciseCatalogEntry): TrainingGoal {
  const [main = 'general-fitness', second] = context.goals;
  return second !== undefined && isAssistancePattern(entry.pattern) ? second : main;
}

/** Each training day's exercises, chosen once: the same lifts every week, so loads can progress. */
function chooseSessions(context: PlanContext, equipment: AvailableEquipment, random: Random) {
  const { data, shape, goals } = context;
  const power = goals.includes('power');
  const pool = exercisePool(equipment, avoidanceOf(data), { power, maxLevel: maxLevelOf(data) });
  const weeklySets = new Map<string, number>();
  const usedThisWeek = new Set<string>();
  const heaviest = heaviestPhase(shape);
  const simple = data.experienceLevel === 'beginner' || data.progression.complexityComfort === 'simple';
  const cost = (entry: ExerciseCatalogEntry) => {
    const prescription = prescribe(entry, goalOf(context, entry), heaviest, undefined);
    return { seconds: prescriptionSeconds(prescription), sets: prescription.sets };
  };
  return weeklySplit(data.trainingDays, data.trainingPreferences.trainingStyle).map((kind: SessionKind) => {
    const template = SESSION_TEMPLATES[kind];
    const exercises = selectExercises({
      pool,
      slots: power ? [POWER_SLOT, ...template.slots] : template.slots,
      budgetSeconds: data.sessionDuration * 60,
      maxExercises: MAX_SESSION_EXERCISES,
      cost,
      weeklySets,
      usedThisWeek,
      random,
      preference: data.trainingPreferences.compoundVsIsolation,
      // The lifts whose max the athlete gave come first (their working weights are known); beginners and those
      // asking for simple exercises get beginner-level ones before the rest.
      rank: (entry) =>
        (context.maxes.has(entry.id) ? -2 : 0) + (simple && entry.level !== 'beginner' ? 1 : 0),
    });
    return { kind, exercises };
  });
}

const TEST_NOTE =
  'Test: after warming up, work up to one hard set of 3–5 reps, then re-estimate your max (Epley) for the coming weeks.';

function planExercise(
  context: PlanContext,
  entry: ExerciseCatalogEntry,
  week: number,
  id: string,
  test: boolean,
): PlanExercise {
  const prescription = prescribe(
    entry,
    goalOf(context, entry),
    weekPhase(context.shape, week),
    context.maxes.get(entry.id),
  );
  const load = context.maxes.has(entry.id)
    ? `About ${Math.round(prescription.percent)} % of your estimated max.`
    : entry.equipment.length === 0
      ? ''
      : effortNote(prescription);
  return {
    id,
    name: entry.name,
    sets: prescription.sets,
    reps: prescription.reps,
    weight: prescription.weight,
    rest: prescription.rest,
    notes: (test ? `${TEST_NOTE} ${load}` : load).trim().slice(0, LIMITS.text),
  };
}

const WEEK_NOTES = {
  'ramp-up': 'Return-to-training week: fewer sets and lighter loads while your body readjusts.',
  deload: 'Deload week: fewer sets and about 10 % lighter, to recover before the next push.',
  test: 'Test week: the first lift of the week includes a test set.',
  normal: '',
} as const;

export function buildPlan(data: ProgramData, equipment: AvailableEquipment, random: Random): GeneratedPlan {
  const shape = planShape(data);
  const context: PlanContext = {
    data,
    shape,
    goals: trainingGoalsOf(data.primaryGoals),
    maxes: oneRepMaxesOf(data),
  };
  const sessions = chooseSessions(context, equipment, random);
  const days = trainingWeekdays(data.trainingDays, data.preferredDays);
  const seen = new Map<SessionKind, number>();
  const names = sessions.map(({ kind }) => {
    const count = sessions.filter((session) => session.kind === kind).length;
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    const name = SESSION_TEMPLATES[kind].name;
    return count > 1 ? `${name} ${String.fromCharCode(65 + index)}` : name;
  });
  const difficulty = DIFFICULTY[data.experienceLevel ?? 'novice'];
  const workoutSchedule: ScheduledPlanWorkout[] = [];
  for (let week = 1; week <= shape.weeks; week++) {
    const kind = weekKind(shape, week);
    sessions.forEach((session, index) => {
      const dayName = days[index] ?? 'Monday';
      const test = kind === 'test' && index === 0;
      workoutSchedule.push({
        weekNumber: week,
        dayNumber: dayNumberOf(dayName),
        dayName,
        workout: {
          name: names[index] ?? 'Workout',
          duration: data.sessionDuration,
          difficulty,
          notes: WEEK_NOTES[kind],
          exercises: session.exercises.map((entry, i) =>
            planExercise(context, entry, week, `w${week}-d${index + 1}-e${i + 1}`, test && i === 0),
          ),
        },
      });
    });
  }
  const avoided = avoidanceOf(data).labels;
  return {
    ...describePlan({
      data,
      shape,
      goals: context.goals,
      maxes: context.maxes,
      avoided,
      returning: isReturning(data),
    }),
    duration: shape.weeks,
    totalWorkouts: workoutSchedule.length,
    workoutSchedule,
  };
}
