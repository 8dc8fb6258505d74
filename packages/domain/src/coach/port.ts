import type { UserEquipment } from '../equipment/schema.ts';
import type { GeneratedPlan, ProgramData } from '../strength-plans/schema.ts';
import type { AlternativeExercise, GeneratedWorkout } from '../workouts/ai-schema.ts';
import type { ExerciseInput } from '../workouts/schema.ts';
import type { ModelAllowance } from './allowance.ts';

/**
 * The coach port: what the procedures ask of a coach, whoever answers. Two adapters implement it: the
 * built-in coach (pure rules in this folder, the default: works with no AI account) and a language model through
 * the `ai` SDK (apps/api/src/ai/), whose every answer passes the same checker before it reaches the athlete.
 */

/** The equipment the athlete can use now: their active location's items, without those 'Out of Service'. */
export type AvailableEquipment = readonly UserEquipment[];

export interface WorkoutRequest {
  prompt: string;
  equipment: AvailableEquipment;
}

export interface AlternativesRequest {
  exercise: ExerciseInput;
  equipment: AvailableEquipment;
}

export interface PlanRequest {
  programData: ProgramData;
  equipment: AvailableEquipment;
}

/** Who answered: the model, or the built-in coach (by default, or because the model's answer failed the check). */
export type CoachSource = 'built-in' | 'model';

export interface CoachAnswer<T> {
  value: T;
  source: CoachSource;
  /** Set when a model was asked but the built-in coach answered: what went wrong, in plain words. */
  fallbackReason?: string;
}

/**
 * `allowance` is the asking athlete's daily allowance of model requests: a coach that asks a model spends
 * one per request and, once it is used up, answers with the built-in coach; the built-in coach ignores it.
 */
export interface Coach {
  generateWorkout(
    request: WorkoutRequest,
    allowance?: ModelAllowance,
  ): Promise<CoachAnswer<GeneratedWorkout>>;
  suggestAlternatives(
    request: AlternativesRequest,
    allowance?: ModelAllowance,
  ): Promise<CoachAnswer<AlternativeExercise[]>>;
  generatePlan(request: PlanRequest, allowance?: ModelAllowance): Promise<CoachAnswer<GeneratedPlan>>;
}

/**
 * The ten points of the coach standard every answer is held to, plus 'form' for an answer that cannot
 * be read at all (a name the catalogue lacks, reps that are no number). The domain README lists what each means.
 */
export const COACH_RULES = [
  'form',
  'equipment',
  'avoidance',
  'prescription',
  'schedule',
  'session-length',
  'progression',
  'balance',
  'prompt',
  'alternatives',
  'words',
] as const;
export type CoachRule = (typeof COACH_RULES)[number];

/**
 * One reason a generated answer may not reach the athlete: the rule it breaks, `path` naming the part (e.g.
 * 'exercises.2.sets'), and where known the week and the exercise, so a report can say where.
 */
export interface CoachProblem {
  rule: CoachRule;
  path: string;
  message: string;
  week?: number;
  exercise?: string;
}

/** The one checker both coaches' answers pass (an empty list: safe to show and save). */
export interface CoachChecker {
  checkWorkout(workout: GeneratedWorkout, request: WorkoutRequest): CoachProblem[];
  checkAlternatives(
    alternatives: readonly AlternativeExercise[],
    request: AlternativesRequest,
  ): CoachProblem[];
  checkPlan(plan: GeneratedPlan, request: PlanRequest): CoachProblem[];
}
