import {
  GOAL_SCREEN_TEXT,
  GOAL_TOASTS,
  type GoalFormValues,
  goalDataSchema,
  goalFromForm,
  validateGoalForm,
} from '@liftwise/domain';
import { missingRequired } from './missing-required.ts';

/** Why the goal form would not save these values: the form's message, the toast's, and the controls it names. */
export interface GoalFormRefusal {
  message: string;
  toast: string;
  fields: readonly string[];
}

/**
 * The domain's required check first (spec §5: 'Please fill in all required fields'), then its bounds. Run on submit
 * and again as the athlete types, so a control stops being marked as soon as its value would be accepted.
 */
export function goalFormRefusal(values: GoalFormValues): GoalFormRefusal | null {
  const required = validateGoalForm(values);
  if (!required.ok) {
    return { message: required.message, toast: GOAL_TOASTS.requiredFields, fields: missingRequired(values) };
  }
  const checked = goalDataSchema.safeParse(goalFromForm(values));
  if (checked.success) return null;
  const message = checked.error.issues[0]?.message ?? GOAL_SCREEN_TEXT.goals.requiredFields;
  return { message, toast: message, fields: checked.error.issues.map((issue) => String(issue.path[0])) };
}
