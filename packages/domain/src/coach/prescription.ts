import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import {
  DELOAD_LOAD_DROP_PERCENT,
  GOAL_GUIDANCE,
  goalForPattern,
  isAssistancePattern,
  percentForReps,
  START_BELOW_TABLE_PERCENT,
  type TrainingGoal,
} from './guidance.ts';
import { type OneRepMax, workingWeight } from './one-rep-max.ts';
import { exerciseSeconds, formatRest, parseReps } from './quantities.ts';

/** Where a week sits: which rep target (0 heavy … 2 light), how many load steps in, and how hard overall. */
export interface WeekPhase {
  repIndex: 0 | 1 | 2;
  loadSteps: number;
  loadStepPercent: number;
  /** Sets above the goal's minimum for main lifts (experience and recovery). */
  extraSets: number;
  /** Deload or return-to-training week: minimum sets, lighter load. */
  light: boolean;
}

export interface Prescription {
  sets: number;
  reps: string;
  restSeconds: number;
  rest: string;
  weight: string;
  percent: number;
  goal: TrainingGoal;
}

const TIMED_CORE = /plank|hold|hollow|l-sit|dead hang|wall sit|bridge/i;

/** Reps as the coach writes them: a count, or a time for holds and a distance for carries. */
function repsText(entry: ExerciseCatalogEntry, count: number): string {
  if (entry.pattern === 'carry') return '40 m';
  if ((entry.pattern === 'core' || entry.pattern === 'conditioning') && TIMED_CORE.test(entry.name))
    return '30 s';
  return String(count);
}

/** An exercise's sets, reps, rest and load for a goal in a week of the plan. */
export function prescribe(
  entry: ExerciseCatalogEntry,
  planGoal: TrainingGoal,
  phase: WeekPhase,
  max: OneRepMax | undefined,
): Prescription {
  const goal = goalForPattern(planGoal, entry.pattern);
  const guidance = GOAL_GUIDANCE[goal];
  const count = guidance.repTargets[phase.repIndex];
  const assistance = isAssistancePattern(entry.pattern);
  const extra = phase.light ? 0 : Math.max(0, phase.extraSets - (assistance ? 1 : 0));
  const sets = Math.min(guidance.sets.max, guidance.sets.min + extra);
  const restSeconds = assistance && goal === 'hypertrophy' ? 60 : guidance.restTarget;
  const table = percentForReps(count);
  const progressed = table - START_BELOW_TABLE_PERCENT + phase.loadSteps * phase.loadStepPercent;
  const percent = Math.min(table, progressed) - (phase.light ? DELOAD_LOAD_DROP_PERCENT : 0);
  const weight = max ? workingWeight(max, percent) : entry.equipment.length === 0 ? 'Bodyweight' : '';
  return {
    sets,
    reps: repsText(entry, count),
    restSeconds,
    rest: formatRest(restSeconds),
    weight,
    percent,
    goal,
  };
}

/** Seconds a prescription takes, as the checker estimates it. */
export function prescriptionSeconds(
  prescription: Pick<Prescription, 'sets' | 'reps' | 'restSeconds'>,
): number {
  return exerciseSeconds(prescription.sets, parseReps(prescription.reps), prescription.restSeconds);
}

/** A plain-words load hint for an exercise without a known 1RM. */
export function effortNote(prescription: Prescription): string {
  return `Pick a load you could lift 2–3 more times than prescribed (about ${Math.round(prescription.percent)} % of your max).`;
}
