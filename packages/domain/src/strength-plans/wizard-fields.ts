import type { ToastContent } from '../errors/toast-content.ts';
import {
  COMPLEXITY_COMFORT,
  type ComplexityComfort,
  EXERCISE_TYPES,
  type ExerciseType,
  PROGRESSION_STYLES,
  type ProgressionStyle,
  TESTING_FREQUENCIES,
  type TestingFrequency,
  TRAINING_STYLES,
  type TrainingStyle,
} from './options.ts';
import { PROGRAM_SUCCESS_TOASTS } from './text.ts';

/**
 * The wizard's questions and the words shown for the §9 choices whose stored values are slugs. The spec lists the
 * values and the step titles but not the questions; these are ours (packages/domain/README.md, readings).
 */
export const WIZARD_FIELD_TEXT = {
  goalsQuestion: 'What do you want this program to do? Choose one or two.',
  experienceQuestion: 'How long have you been training consistently?',
  timeOffQuestion: 'How long have you been away from training?',
  trainingDays: 'Training days per week',
  sessionDuration: 'Session length (minutes)',
  preferredDays: 'Preferred training days',
  constraints: 'Scheduling constraints',
  constraintsPlaceholder: 'e.g. only mornings on weekdays, gym closed on Sundays',
  strengthIntro: 'Your best recent lifts as weight x reps (e.g. 225 x 5). Leave blank if unsure.',
  squat: 'Squat',
  benchPress: 'Bench press',
  deadlift: 'Deadlift',
  overheadPress: 'Overhead press',
  liftPlaceholder: 'e.g. 225 x 5',
  canBenchBodyweight: 'I can bench press my bodyweight',
  ageRange: 'Age range',
  currentInjuries: 'Current injuries',
  pastInjuries: 'Past injuries',
  movementsToAvoid: 'Movements to avoid',
  movementsToAvoidPlaceholder: 'e.g. overhead pressing, deep squats',
  mobilityRestrictions: 'Mobility restrictions',
  preferredRepRanges: 'Preferred rep ranges',
  trainingStyle: 'Training style',
  compoundVsIsolation: 'Compound vs isolation',
  sleepQuality: 'Sleep quality',
  stressLevel: 'Stress level',
  otherActivities: 'Other activities',
  otherActivitiesPlaceholder: 'e.g. running twice a week, weekend football',
  recoveryMethods: 'Recovery methods',
  recoveryMethodsPlaceholder: 'e.g. stretching, massage, sauna',
  maxTestingFrequency: 'How often do you want to test your maxes?',
  progressionStyle: 'Progression style',
  complexityComfort: 'Program complexity',
  required: 'Required',
  deletePlanTitle: 'Delete this plan?',
  deletePlanDescription: 'The plan and its answers are removed. Workouts already on your calendar stay.',
  deletePlan: 'Delete',
  cancel: 'Cancel',
  previousPlans: 'Previous Plans',
  createdOn: 'Created',
  daysPerWeek: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}/week`,
  percentComplete: (percent: number) => `${percent}% complete`,
  generatingProgress: 'Generating progress',
  /** What the Generate flow is doing (spec §4: store the answers, then generate and store the plan). */
  generatingStages: {
    saving: 'Saving your answers…',
    generating: 'Building your plan from your answers and equipment…',
  },
  chooserIntro: 'Start a new program from your answers, or revisit one you made before.',
} as const;

export const TRAINING_STYLE_LABELS: Record<TrainingStyle, string> = {
  'full-body': 'Full body',
  'upper-lower': 'Upper / lower',
  'push-pull-legs': 'Push / pull / legs',
  'body-part': 'Body-part split',
  'no-preference': 'No preference',
};

export const EXERCISE_TYPE_LABELS: Record<ExerciseType, string> = {
  'compound-focus': 'Compound focus',
  balanced: 'Balanced',
  'isolation-focus': 'Isolation focus',
  'no-preference': 'No preference',
};

export const TESTING_FREQUENCY_LABELS: Record<TestingFrequency, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  rarely: 'Rarely',
};

export const PROGRESSION_STYLE_LABELS: Record<ProgressionStyle, string> = {
  gradual: 'Gradual',
  moderate: 'Moderate',
  aggressive: 'Aggressive',
  adaptive: 'Adaptive',
};

export const COMPLEXITY_COMFORT_LABELS: Record<ComplexityComfort, string> = {
  simple: 'Simple',
  moderate: 'Moderate',
  complex: 'Complex',
  advanced: 'Advanced',
};

/** A §9 value list as the wizard's choices, in the spec's order. */
function choices<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const WIZARD_CHOICES = {
  trainingStyle: choices(TRAINING_STYLES, TRAINING_STYLE_LABELS),
  compoundVsIsolation: choices(EXERCISE_TYPES, EXERCISE_TYPE_LABELS),
  maxTestingFrequency: choices(TESTING_FREQUENCIES, TESTING_FREQUENCY_LABELS),
  progressionStyle: choices(PROGRESSION_STYLES, PROGRESSION_STYLE_LABELS),
  complexityComfort: choices(COMPLEXITY_COMFORT, COMPLEXITY_COMFORT_LABELS),
} as const;

/**
 * The wizard's success toast (spec §8 'Program Generated Successfully!'). When a model was asked but the built-in
 * coach answered, the athlete is told so and why (issue 9: "the result says so").
 */
export function programGeneratedToast(answer: {
  source: 'built-in' | 'model';
  fallbackReason?: string | undefined;
}): ToastContent {
  const toast = PROGRAM_SUCCESS_TOASTS.programGenerated;
  const reason = answer.fallbackReason?.trim();
  if (answer.source !== 'built-in' || !reason) return { ...toast };
  return { ...toast, description: `${toast.description} Made by the built-in coach: ${reason}` };
}
