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
 * coach answered, the athlete is told so and why ("the result says so").
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
