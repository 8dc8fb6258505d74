import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, instantSchema, list } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { WORKOUT_DIFFICULTIES } from '../workouts/options.ts';
import {
  DEFAULT_SESSION_DURATION_MINUTES,
  MAX_PRIMARY_GOALS,
  SLEEP_QUALITY_DEFAULT,
  STRESS_LEVEL_DEFAULT,
  TRAINING_DAYS_DEFAULT,
  TRAINING_DAYS_MAX,
  TRAINING_DAYS_MIN,
  WELLNESS_SCALE_MAX,
  WELLNESS_SCALE_MIN,
} from './limits.ts';
import {
  AGE_RANGES,
  COMPLEXITY_COMFORT,
  EXERCISE_TYPES,
  EXPERIENCE_LEVEL_VALUES,
  PLAN_STATUSES,
  PRIMARY_GOAL_VALUES,
  PROGRESSION_STYLES,
  REP_RANGES,
  SESSION_DURATION_VALUES,
  TESTING_FREQUENCIES,
  TIME_OFF_OPTIONS,
  TRAINING_STYLES,
  WEEKDAYS,
} from './options.ts';

/** A one-line answer (a lift's '225 x 5') and a free answer of several lines (injuries, recovery). */
const answerLine = text(LIMITS.text).default('');
const answerText = multilineText(LIMITS.text).default('');
const wellness = z.number().int().min(WELLNESS_SCALE_MIN).max(WELLNESS_SCALE_MAX);

/**
 * Spec §3 ProgramData with the defaults of §3/§9. Single choices the athlete has not made yet are absent, which is
 * what the wizard gates test (spec §5). `prefault` runs nested defaults through the schema, so `parse({})` yields
 * a complete default answer set.
 */
export const programDataSchema = z.object({
  primaryGoals: z.array(z.enum(PRIMARY_GOAL_VALUES)).max(MAX_PRIMARY_GOALS).default([]),
  experienceLevel: z.enum(EXPERIENCE_LEVEL_VALUES).optional(),
  returnFromBreak: z
    .object({
      isReturning: z.boolean().default(false),
      timeOff: z.enum(TIME_OFF_OPTIONS).optional(),
    })
    .prefault({}),
  trainingDays: z.number().int().min(TRAINING_DAYS_MIN).max(TRAINING_DAYS_MAX).default(TRAINING_DAYS_DEFAULT),
  /** One of the §9 choices 30, 45, 60, 75, 90+ (stored as 90). */
  sessionDuration: z.literal(SESSION_DURATION_VALUES).default(DEFAULT_SESSION_DURATION_MINUTES),
  preferredDays: z.array(z.enum(WEEKDAYS)).max(WEEKDAYS.length).default([]),
  constraints: multilineText(LIMITS.longText).default(''),
  strengthLevels: z
    .object({
      squat: answerLine,
      benchPress: answerLine,
      deadlift: answerLine,
      overheadPress: answerLine,
      canBenchBodyweight: z.boolean().default(false),
    })
    .prefault({}),
  physicalConsiderations: z
    .object({
      ageRange: z.enum(AGE_RANGES).optional(),
      currentInjuries: answerText,
      pastInjuries: answerText,
      movementsToAvoid: answerText,
      mobilityRestrictions: answerText,
    })
    .prefault({}),
  trainingPreferences: z
    .object({
      preferredRepRanges: z.array(z.enum(REP_RANGES)).max(REP_RANGES.length).default([]),
      trainingStyle: z.enum(TRAINING_STYLES).optional(),
      compoundVsIsolation: z.enum(EXERCISE_TYPES).optional(),
    })
    .prefault({}),
  recovery: z
    .object({
      sleepQuality: wellness.default(SLEEP_QUALITY_DEFAULT),
      stressLevel: wellness.default(STRESS_LEVEL_DEFAULT),
      otherActivities: answerText,
      recoveryMethods: answerText,
    })
    .prefault({}),
  progression: z
    .object({
      maxTestingFrequency: z.enum(TESTING_FREQUENCIES).optional(),
      progressionStyle: z.enum(PROGRESSION_STYLES).optional(),
      complexityComfort: z.enum(COMPLEXITY_COMFORT).optional(),
    })
    .prefault({}),
});
export type ProgramData = z.output<typeof programDataSchema>;
export type ProgramDataInput = z.input<typeof programDataSchema>;

/** A fresh default answer set: what 'Create New' resets to (spec §4). */
export function defaultProgramData(): ProgramData {
  return programDataSchema.parse({});
}

export const planExerciseSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  sets: z.number().int().min(1).max(LIMITS.setsPerExercise),
  reps: text(LIMITS.reps),
  weight: text(LIMITS.weight),
  rest: text(LIMITS.shortText),
  notes: multilineText(LIMITS.text),
});
export type PlanExercise = z.infer<typeof planExerciseSchema>;

export const planWorkoutSchema = z.object({
  name: requiredText(LIMITS.name),
  duration: z.number().int().min(1).max(LIMITS.durationMinutes),
  difficulty: z.enum(WORKOUT_DIFFICULTIES),
  notes: multilineText(LIMITS.longText),
  exercises: z.array(planExerciseSchema).max(LIMITS.exercisesPerWorkout),
});
export type PlanWorkout = z.infer<typeof planWorkoutSchema>;

export const scheduledPlanWorkoutSchema = z.object({
  weekNumber: z.number().int().min(1).max(LIMITS.planWeeks),
  dayNumber: z.number().int().min(1).max(7),
  dayName: z.enum(WEEKDAYS),
  workout: planWorkoutSchema,
});
export type ScheduledPlanWorkout = z.infer<typeof scheduledPlanWorkoutSchema>;

/** Spec §3 GeneratedPlan. */
export const generatedPlanSchema = z.object({
  programName: requiredText(LIMITS.name),
  description: multilineText(LIMITS.longText),
  duration: z.number().int().min(1).max(LIMITS.planWeeks),
  totalWorkouts: z.number().int().min(0).max(LIMITS.scheduleEntries),
  progressionGuidelines: multilineText(LIMITS.longText),
  notes: list(multilineText(LIMITS.text)),
  workoutSchedule: z.array(scheduledPlanWorkoutSchema).max(LIMITS.scheduleEntries),
});
export type GeneratedPlan = z.infer<typeof generatedPlanSchema>;

export const planStatusSchema = z.enum(PLAN_STATUSES);

/** Spec §3 Strength plan. generatedPlan is absent while the plan is a draft. */
export const strengthPlanSchema = z.object({
  planId: idSchema,
  programData: programDataSchema,
  generatedPlan: generatedPlanSchema.nullable().optional(),
  status: planStatusSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type StrengthPlan = z.infer<typeof strengthPlanSchema>;

/** updateStrengthPlan's `updates` (spec §7). */
export const strengthPlanUpdateSchema = z.object({
  programData: programDataSchema.optional(),
  status: planStatusSchema.optional(),
  generatedPlan: generatedPlanSchema.optional(),
});
export type StrengthPlanUpdate = z.input<typeof strengthPlanUpdateSchema>;
