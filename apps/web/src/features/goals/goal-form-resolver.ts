import {
  GOAL_TOASTS,
  type GoalData,
  type GoalFormValues,
  goalDataSchema,
  goalFromForm,
  validateGoalForm,
} from '@liftwise/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { refusedValues } from '#web/lib/form-refusal.ts';
import { missingRequired } from './missing-required.ts';

/** The error type of a required control left empty; a value out of bounds is 'bounds'. */
const REQUIRED = 'required';

/**
 * The goal form's one check, on submit and then on each change: the domain's required rule first (spec §5:
 * 'Please fill in all required fields', on each empty control), then its bounds, each message on the control it
 * concerns. Valid values go on as the goal data to save (the progress preview is the server's to compute).
 */
export const goalFormResolver: Resolver<GoalFormValues, unknown, GoalData> = (values, _context, options) => {
  const required = validateGoalForm(values);
  if (!required.ok) {
    const messages = Object.fromEntries(missingRequired(values).map((field) => [field, required.message]));
    return refusedValues(messages, REQUIRED, options);
  }
  const { progress: _preview, ...goalData } = goalFromForm(values);
  const checked = goalDataSchema.safeParse(goalData);
  if (checked.success) return { values: goalData, errors: {} };
  // The first message for each control, as the schema reports them.
  const messages: Record<string, string> = {};
  for (const issue of checked.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return refusedValues(messages, 'bounds', options);
};

/**
 * What a refused goal form says: its one message above the buttons (the first control's), and the toast of the
 * submit (the spec's 'Please fill in all required fields.' while a required control is empty). Null once every
 * control is accepted, so the message goes as the last marked control is fixed.
 */
export function goalRefusal(errors: FieldErrors<GoalFormValues>): { message: string; toast: string } | null {
  const refused = Object.values(errors).filter((error) => error?.message);
  const message = refused[0]?.message;
  if (typeof message !== 'string') return null;
  const toast = refused.some((error) => error?.type === REQUIRED) ? GOAL_TOASTS.requiredFields : message;
  return { message, toast };
}
