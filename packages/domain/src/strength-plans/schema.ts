import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, instantSchema, list, wholeNumber } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { WEIGHT_UNITS } from '../units/weight.ts';
import { WORKOUT_DIFFICULTIES } from '../workouts/options.ts';
import { supersetLabelSchema } from '../workouts/supersets.ts';
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
const answerLine = z._default(text(LIMITS.text), '');
const answerText = z._default(multilineText(LIMITS.text), '');
const wellness = wholeNumber(WELLNESS_SCALE_MIN, WELLNESS_SCALE_MAX);

/**
 * Spec §3 ProgramData with the defaults of §3/§9. Single choices the athlete has not made yet are absent, which is
 * what the wizard gates test (spec §5). `prefault` runs nested defaults through the schema, so `parse({})` yields
 * a complete default answer set.
 */
export const programDataSchema = z.object({
  primaryGoals: z._default(z.array(z.enum(PRIMARY_GOAL_VALUES)).check(z.maxLength(MAX_PRIMARY_GOALS)), []),
  experienceLevel: z.optional(z.enum(EXPERIENCE_LEVEL_VALUES)),
  returnFromBreak: z.prefault(
    z.object({
      isReturning: z._default(z.boolean(), false),
      timeOff: z.optional(z.enum(TIME_OFF_OPTIONS)),
    }),
    {},
  ),
  trainingDays: z._default(wholeNumber(TRAINING_DAYS_MIN, TRAINING_DAYS_MAX), TRAINING_DAYS_DEFAULT),
  /** One of the §9 choices 30, 45, 60, 75, 90+ (stored as 90). */
  sessionDuration: z._default(z.literal(SESSION_DURATION_VALUES), DEFAULT_SESSION_DURATION_MINUTES),
  preferredDays: z._default(z.array(z.enum(WEEKDAYS)).check(z.maxLength(WEEKDAYS.length)), []),
  constraints: z._default(multilineText(LIMITS.longText), ''),
  strengthLevels: z.prefault(
    z.object({
      squat: answerLine,
      benchPress: answerLine,
      deadlift: answerLine,
      overheadPress: answerLine,
      canBenchBodyweight: z._default(z.boolean(), false),
      /**
       * Ours: the athlete's weight unit when they answered. A level typed without a unit is read in it,
       * and the plan's working weights are written in it, rounded to its plates; none means pounds.
       */
      weightUnit: z.optional(z.enum(WEIGHT_UNITS)),
    }),
    {},
  ),
  physicalConsiderations: z.prefault(
    z.object({
      ageRange: z.optional(z.enum(AGE_RANGES)),
      currentInjuries: answerText,
      pastInjuries: answerText,
      movementsToAvoid: answerText,
      mobilityRestrictions: answerText,
    }),
    {},
  ),
  trainingPreferences: z.prefault(
    z.object({
      preferredRepRanges: z._default(z.array(z.enum(REP_RANGES)).check(z.maxLength(REP_RANGES.length)), []),
      trainingStyle: z.optional(z.enum(TRAINING_STYLES)),
      compoundVsIsolation: z.optional(z.enum(EXERCISE_TYPES)),
    }),
    {},
  ),
  recovery: z.prefault(
    z.object({
      sleepQuality: z._default(wellness, SLEEP_QUALITY_DEFAULT),
      stressLevel: z._default(wellness, STRESS_LEVEL_DEFAULT),
      otherActivities: answerText,
      recoveryMethods: answerText,
    }),
    {},
  ),
  progression: z.prefault(
    z.object({
      maxTestingFrequency: z.optional(z.enum(TESTING_FREQUENCIES)),
      progressionStyle: z.optional(z.enum(PROGRESSION_STYLES)),
      complexityComfort: z.optional(z.enum(COMPLEXITY_COMFORT)),
    }),
    {},
  ),
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
  sets: wholeNumber(1, LIMITS.setsPerExercise),
  reps: text(LIMITS.reps),
  weight: text(LIMITS.weight),
  rest: text(LIMITS.shortText),
  notes: multilineText(LIMITS.text),
  /** Ours: the superset or circuit it is done in turn with, as in a workout. */
  superset: z.optional(supersetLabelSchema),
});
export type PlanExercise = z.infer<typeof planExerciseSchema>;

export const planWorkoutSchema = z.object({
  name: requiredText(LIMITS.name),
  duration: wholeNumber(1, LIMITS.durationMinutes),
  difficulty: z.enum(WORKOUT_DIFFICULTIES),
  notes: multilineText(LIMITS.longText),
  exercises: list(planExerciseSchema, LIMITS.exercisesPerWorkout),
});
export type PlanWorkout = z.infer<typeof planWorkoutSchema>;

export const scheduledPlanWorkoutSchema = z.object({
  weekNumber: wholeNumber(1, LIMITS.planWeeks),
  dayNumber: wholeNumber(1, 7),
  dayName: z.enum(WEEKDAYS),
  workout: planWorkoutSchema,
});
export type ScheduledPlanWorkout = z.infer<typeof scheduledPlanWorkoutSchema>;

/** Spec §3 GeneratedPlan. */
export const generatedPlanSchema = z.object({
  programName: requiredText(LIMITS.name),
  description: multilineText(LIMITS.longText),
  duration: wholeNumber(1, LIMITS.planWeeks),
  totalWorkouts: wholeNumber(0, LIMITS.scheduleEntries),
  progressionGuidelines: multilineText(LIMITS.longText),
  notes: list(multilineText(LIMITS.text)),
  workoutSchedule: list(scheduledPlanWorkoutSchema, LIMITS.scheduleEntries),
});
export type GeneratedPlan = z.infer<typeof generatedPlanSchema>;

export const planStatusSchema = z.enum(PLAN_STATUSES);

/** Spec §3 Strength plan. generatedPlan is absent while the plan is a draft. */
export const strengthPlanSchema = z.object({
  planId: idSchema,
  programData: programDataSchema,
  generatedPlan: z.optional(z.nullable(generatedPlanSchema)),
  status: planStatusSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type StrengthPlan = z.infer<typeof strengthPlanSchema>;

/** updateStrengthPlan's `updates` (spec §7). */
export const strengthPlanUpdateSchema = z.object({
  programData: z.optional(programDataSchema),
  status: z.optional(planStatusSchema),
  generatedPlan: z.optional(generatedPlanSchema),
});
export type StrengthPlanUpdate = z.input<typeof strengthPlanUpdateSchema>;
