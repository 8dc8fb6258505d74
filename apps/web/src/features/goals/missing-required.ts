import { type GoalFormValues, validateGoalForm } from '@liftwise/domain';

/** A form whose required controls are all filled, to test one control at a time against the domain's rule. */
const FILLED = { title: 'x', targetValue: '1', targetDate: '2000-01-01' };

/** Which required controls are empty (a target that is not a number counts as empty, as in the domain rule). */
export function missingRequired(values: Pick<GoalFormValues, keyof typeof FILLED>): (keyof typeof FILLED)[] {
  const fields = ['title', 'targetValue', 'targetDate'] as const;
  return fields.filter((field) => !validateGoalForm({ ...FILLED, [field]: values[field] }).ok);
}
