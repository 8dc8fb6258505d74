import { GOAL_MESSAGES } from './messages.ts';
import { DEFAULT_GOAL_STATUS, type GoalType } from './options.ts';
import { goalProgress } from './progress.ts';

export interface GoalFormValues {
  title: string;
  type: GoalType;
  description: string;
  targetValue: string | number;
  currentValue: string | number;
  unit: string;
  targetDate: string;
}

function isBlank(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/**
 * Spec §5: title, targetValue and targetDate are required; unit is marked required but not checked. A target
 * that is not a number counts as missing.
 */
export function validateGoalForm(
  values: Pick<GoalFormValues, 'title' | 'targetValue' | 'targetDate'>,
): { ok: true } | { ok: false; message: string } {
  const missing =
    isBlank(values.title) ||
    isBlank(values.targetValue) ||
    !Number.isFinite(Number(values.targetValue)) ||
    isBlank(values.targetDate);
  return missing ? { ok: false, message: GOAL_MESSAGES.requiredFields } : { ok: true };
}

/** What a submitted goal form saves: numbers parsed, progress computed, status active (spec §2, §4). */
export function goalFromForm(values: GoalFormValues) {
  const currentValue = isBlank(values.currentValue) ? null : Number(values.currentValue);
  return {
    title: values.title.trim(),
    type: values.type,
    description: values.description,
    targetValue: Number(values.targetValue),
    currentValue,
    unit: values.unit.trim(),
    targetDate: values.targetDate,
    progress: goalProgress(currentValue, values.targetValue),
    status: DEFAULT_GOAL_STATUS,
  };
}
