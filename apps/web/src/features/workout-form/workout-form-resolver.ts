import {
  repeatFormProblems,
  type WeightUnit,
  type WorkoutInput,
  type WorkoutStatus,
  workoutFormErrors,
  workoutInputSchema,
} from '@liftwise/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { refusedValues } from '#web/lib/form-refusal.ts';
import { type WorkoutFormState, workoutInputFromForm } from './workout-form-values.ts';

/**
 * The workout form's one check, on submit and then on each change: the domain's save rules (spec §5), each
 * message on its control (`exercises` for the list, `exercises.<i>.name` for a row), then the payload's bounds as
 * the form's own message (`root`; the inputs' limits keep to them, so it is a last check). Valid values go on as
 * the payload to save, with `status` (edit keeps the stored one; create and copy make a scheduled workout) and
 * each bare weight in the athlete's `unit`.
 */
export function workoutFormResolver(
  status: WorkoutStatus,
  unit: WeightUnit = 'lb',
): Resolver<WorkoutFormState, unknown, WorkoutInput> {
  return (values, _context, options) => {
    // The Repeat section's messages sit on its controls, beside the save rules' own.
    const repeat = Object.fromEntries(
      Object.entries(repeatFormProblems(values.repeat, values.date)).map(([field, message]) => [
        `repeat.${field}`,
        message,
      ]),
    );
    const errors = { ...workoutFormErrors(values), ...repeat };
    if (Object.keys(errors).length > 0) return refusedValues(errors, 'required', options);
    const input = workoutInputFromForm(values, status, unit);
    const parsed = workoutInputSchema.safeParse(input);
    if (parsed.success) return { values: input, errors: {} };
    return refusedValues({ root: parsed.error.issues[0]?.message ?? '' }, 'bounds', options);
  };
}

/**
 * The list's own message ('Add at least one exercise', or too many). react-hook-form keeps it on the list's errors
 * when no row is refused, and under `root` when one is.
 */
export function listError(errors: FieldErrors<WorkoutFormState>): string | undefined {
  return errors.exercises?.root?.message ?? errors.exercises?.message;
}
