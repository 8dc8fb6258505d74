import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { multilineText, requiredText } from '../schemas/free-text.ts';
import { readWeight, setWeight, type Weight, type WeightUnit, weightIn } from '../units/weight.ts';
import { type CompletedSet, MAX_RPE, MIN_RPE } from '../workouts/completed-schema.ts';
import type { SessionExercise } from './machine.ts';
import { SESSION_SCREEN_TEXT } from './text.ts';

const TEXT = SESSION_SCREEN_TEXT.liveSession;
const MAX_WEIGHT = 100_000;

/** The Complete Set dialog as typed: the weight is a number field, the reps are text (a range or 'AMRAP' too). */
export interface SetFormValues {
  actualWeight: string;
  actualReps: string;
  /** Optional effort, RPE as typed. */
  rpe: string;
  notes: string;
}

/**
 * The dialog opens with last time's numbers for this set when there are any, else with the plan: its
 * weight as a number in the athlete's unit (blank if it has none) and its reps.
 */
export function setFormDefaults(
  exercise: Pick<SessionExercise, 'reps' | 'weight'>,
  unit: WeightUnit,
  lastTime?: Pick<CompletedSet, 'actualReps' | 'actualWeight' | 'weightUnit'>,
): SetFormValues {
  if (lastTime) {
    return {
      actualWeight: weightText(setWeight(lastTime), unit),
      actualReps: lastTime.actualReps,
      rpe: '',
      notes: '',
    };
  }
  return {
    // Only a plain weight ('135', '60 kg'): '2 x 24 kg' or 'Light band' would fill in a wrong number.
    actualWeight: weightText(readWeight(exercise.weight ?? '', 'lb'), unit),
    actualReps: exercise.reps,
    rpe: '',
    notes: '',
  };
}

function weightText(weight: Weight | undefined, unit: WeightUnit): string {
  return weight === undefined ? '' : String(weightIn(weight, unit));
}

/** What the dialog submits: a weight of 0 or more (or none), the reps done, notes. */
export const setFormSchema = z.object({
  actualWeight: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || (Number(value) >= 0 && Number(value) <= MAX_WEIGHT), {
        error: TEXT.weightInvalid,
      }),
    ),
    z.transform((value: string) => (value === '' ? undefined : Number(value))),
  ),
  actualReps: requiredText(LIMITS.reps, TEXT.actualRepsRequired),
  rpe: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isRpe(Number(value)), { error: TEXT.rpeInvalid }),
    ),
    z.transform((value: string) => (value === '' ? undefined : Number(value))),
  ),
  notes: multilineText(LIMITS.text).check(z.trim()),
});

function isRpe(value: number): boolean {
  return value >= MIN_RPE && value <= MAX_RPE && Number.isInteger(value * 2);
}
export type SetFormResult = z.output<typeof setFormSchema>;
