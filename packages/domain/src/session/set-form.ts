import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { multilineText, requiredText } from '../schemas/free-text.ts';
import { parseWeight } from '../workouts/volume.ts';
import type { SessionExercise } from './machine.ts';
import { SESSION_SCREEN_TEXT } from './text.ts';

const TEXT = SESSION_SCREEN_TEXT.liveSession;
const MAX_WEIGHT = 100_000;

/** The Complete Set dialog as typed: the weight is a number field, the reps are text (a range or 'AMRAP' too). */
export interface SetFormValues {
  actualWeight: string;
  actualReps: string;
  notes: string;
}

/** The dialog opens with the plan filled in: its weight as a number (blank if it has none) and its reps. */
export function setFormDefaults(exercise: Pick<SessionExercise, 'reps' | 'weight'>): SetFormValues {
  const weight = parseWeight(exercise.weight);
  return { actualWeight: weight > 0 ? String(weight) : '', actualReps: exercise.reps, notes: '' };
}

/** What the dialog submits: a weight of 0 or more (or none), the reps done, notes. */
export const setFormSchema = z.object({
  actualWeight: z
    .string()
    .trim()
    .refine((value) => value === '' || (Number(value) >= 0 && Number(value) <= MAX_WEIGHT), {
      error: TEXT.weightInvalid,
    })
    .transform((value) => (value === '' ? undefined : Number(value))),
  actualReps: requiredText(LIMITS.reps, TEXT.actualRepsRequired),
  notes: multilineText(LIMITS.text).trim(),
});
export type SetFormResult = z.output<typeof setFormSchema>;
