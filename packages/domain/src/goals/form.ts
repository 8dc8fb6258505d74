import { DEFAULT_GOAL_STATUS, DEFAULT_GOAL_TYPE, type GoalStatus, type GoalType } from './options.ts';
import { goalProgress } from './progress.ts';
import type { Goal, GoalData } from './schema.ts';
import { GOAL_MESSAGES } from './text.ts';

/** What the goal form's controls hold: numbers and the date exactly as typed. */
export interface GoalFormValues {
  title: string;
  type: GoalType;
  description: string;
  targetValue: string | number;
  currentValue: string | number;
  unit: string;
  targetDate: string;
  status: GoalStatus;
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

/**
 * What a submitted goal form sends as goalData: numbers parsed, an empty current value left out. Progress is
 * shown here for the screen but computed again by the server, which is the one that stores it.
 */
export function goalFromForm(values: GoalFormValues): GoalData & { progress: number } {
  const currentValue = isBlank(values.currentValue) ? undefined : Number(values.currentValue);
  return {
    title: values.title.trim(),
    type: values.type,
    description: values.description,
    targetValue: Number(values.targetValue),
    ...(currentValue !== undefined && { currentValue }),
    unit: values.unit.trim(),
    targetDate: values.targetDate,
    progress: goalProgress(currentValue, values.targetValue),
    status: values.status,
  };
}

/** The form's values for a stored goal (edit) or the empty form (create). */
export function goalToForm(goal: Goal | null | undefined): GoalFormValues {
  return {
    title: goal?.title ?? '',
    type: goal?.type ?? DEFAULT_GOAL_TYPE,
    description: goal?.description ?? '',
    targetValue: goal ? String(goal.targetValue) : '',
    currentValue: goal?.currentValue === undefined ? '' : String(goal.currentValue),
    unit: goal?.unit ?? '',
    targetDate: goal?.targetDate ?? '',
    status: goal?.status ?? DEFAULT_GOAL_STATUS,
  };
}

/** Spec: reaching 100% offers to mark the goal completed, unless it already is. */
export function offersCompletion(values: Pick<GoalFormValues, 'currentValue' | 'targetValue' | 'status'>) {
  return values.status !== 'completed' && goalProgress(values.currentValue, values.targetValue) >= 100;
}
