import { LIMITS } from '../constants/limits.ts';
import type { CalendarDate } from '../dates/calendar-date.ts';
import {
  DEFAULT_SETS,
  DEFAULT_WORKOUT_DURATION_MINUTES,
  MAX_REST_SECONDS,
  MIN_SETS,
  REST_SECONDS,
} from './limits.ts';
import {
  DEFAULT_WORKOUT_DIFFICULTY,
  DEFAULT_WORKOUT_STATUS,
  type WorkoutDifficulty,
  type WorkoutStatus,
} from './options.ts';

/**
 * The spec names the workout-save rules but quotes no messages for them (§5); these are ours, kept here so the
 * form and the server say the same thing.
 */
export const WORKOUT_FORM_MESSAGES = {
  nameRequired: 'Workout name is required',
  exerciseRequired: 'Add at least one exercise',
  dateRequired: 'Date is required',
  exerciseNameAndRepsRequired: 'Exercise name and reps are required',
  exerciseNameRequired: 'Exercise name is required',
  repsRequired: 'Reps are required (a number or a range such as 8-10)',
  setsRange: `Sets must be a whole number from ${MIN_SETS} to ${LIMITS.setsPerExercise}`,
  /** Ours: the rest after each set of an exercise. */
  restRange: `Rest: whole seconds, 0 to ${MAX_REST_SECONDS} (empty: ${REST_SECONDS})`,
  durationRange: `Duration must be a whole number of minutes from 1 to ${LIMITS.durationMinutes}`,
  tooManyExercises: `A workout holds at most ${LIMITS.exercisesPerWorkout} exercises`,
} as const;

export type WorkoutFormMode = 'create' | 'edit' | 'copy';

export const WORKOUT_FORM_TITLES: Record<WorkoutFormMode, string> = {
  create: 'Create New Workout',
  edit: 'Edit Workout',
  copy: 'Copy Workout',
};

/** Spec §2: one form for create, edit (a workoutId) and copy (?copyFrom). */
export function workoutFormMode(params: {
  workoutId?: string | undefined;
  copyFrom?: string | undefined;
}): WorkoutFormMode {
  if (params.workoutId) return 'edit';
  if (params.copyFrom) return 'copy';
  return 'create';
}

export interface WorkoutFormValues {
  name: string;
  date: CalendarDate;
  time?: string | undefined;
  duration: number;
  status: WorkoutStatus;
  difficulty: WorkoutDifficulty;
  notes: string;
  exercises: {
    name: string;
    sets: number;
    reps: string;
    weight?: string | undefined;
    notes?: string | undefined;
  }[];
}

/** A new workout: dated today, scheduled, Intermediate, 60 minutes (spec §2, §4, §9). */
export function newWorkoutDefaults(today: CalendarDate): WorkoutFormValues {
  return {
    name: '',
    date: today,
    duration: DEFAULT_WORKOUT_DURATION_MINUTES,
    status: DEFAULT_WORKOUT_STATUS,
    difficulty: DEFAULT_WORKOUT_DIFFICULTY,
    notes: '',
    exercises: [],
  };
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * The day a copied workout is planned on: the day asked for (the schedule's link), else the original's day unless
 * it has passed, then today. A copy is a plan, so it never starts out missed.
 */
export function copiedWorkoutDate(
  originalDate: CalendarDate,
  today: CalendarDate,
  askedDate?: CalendarDate | undefined,
): CalendarDate {
  if (askedDate !== undefined) return askedDate;
  return originalDate < today ? today : originalDate;
}

/** Sets default 3, minimum 1 (spec §5, §9); fractional input is truncated to whole sets. */
export function normalizeSets(value: unknown): number {
  const sets = toNumber(value);
  if (!Number.isFinite(sets)) return DEFAULT_SETS;
  return Math.max(MIN_SETS, Math.trunc(sets));
}

/** Duration falls back to 60 if not a number (spec §5). */
export function normalizeDuration(value: unknown): number {
  const minutes = toNumber(value);
  if (!Number.isFinite(minutes)) return DEFAULT_WORKOUT_DURATION_MINUTES;
  return minutes;
}

/** Adding an exercise needs name and reps (spec §5). */
export function canAddExercise(draft: { name?: string | undefined; reps?: string | undefined }): boolean {
  return Boolean(draft.name?.trim()) && Boolean(draft.reps?.trim());
}

/** Spec §5 workout save: non-blank name, at least one exercise, a date. Returns the messages, empty when valid. */
export function validateWorkoutForm(values: {
  name?: string | undefined;
  date?: string | undefined;
  exercises?: readonly unknown[] | undefined;
}): string[] {
  const errors: string[] = [];
  if (!values.name?.trim()) errors.push(WORKOUT_FORM_MESSAGES.nameRequired);
  if (!values.exercises || values.exercises.length === 0) errors.push(WORKOUT_FORM_MESSAGES.exerciseRequired);
  if (!values.date?.trim()) errors.push(WORKOUT_FORM_MESSAGES.dateRequired);
  return errors;
}

/**
 * Which exercise-entry control says what is missing before Add (spec §5: name and reps), keyed by control. Sets
 * that are blank or not a number fall back to 3 and below 1 become 1 (normalizeSets); more than the limit is an
 * error. Empty when it can be added.
 */
export function exerciseDraftErrors(draft: {
  name?: string | undefined;
  sets?: unknown;
  reps?: string | undefined;
  rest?: string | undefined;
}): { name?: string; sets?: string; reps?: string; rest?: string } {
  return {
    ...(!draft.name?.trim() && { name: WORKOUT_FORM_MESSAGES.exerciseNameRequired }),
    ...(normalizeSets(draft.sets) > LIMITS.setsPerExercise && { sets: WORKOUT_FORM_MESSAGES.setsRange }),
    ...(!draft.reps?.trim() && { reps: WORKOUT_FORM_MESSAGES.repsRequired }),
    ...(restFromText(draft.rest) === null && { rest: WORKOUT_FORM_MESSAGES.restRange }),
  };
}

/**
 * The rest typed in the form: whole seconds from 0 to MAX_REST_SECONDS, or blank for the default
 * (undefined); null when it is neither.
 */
export function restFromText(text: string | undefined): number | undefined | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const seconds = Number(trimmed);
  return seconds <= MAX_REST_SECONDS ? seconds : null;
}

/**
 * The save rules of validateWorkoutForm, keyed by the control each concerns (`name`, `date`, `exercises`,
 * `duration`, `exercises.<i>.name` for a name blanked in the list), so a form can show each message next to its
 * control. Duration here is what was typed: blank or not a number falls back to 60 (not an error); a number out
 * of range is. Empty when the workout can be saved.
 */
export function workoutFormErrors(values: {
  name?: string | undefined;
  date?: string | undefined;
  duration?: unknown;
  exercises?: readonly { name?: string | undefined }[] | undefined;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = WORKOUT_FORM_MESSAGES.nameRequired;
  if (!values.date?.trim()) errors.date = WORKOUT_FORM_MESSAGES.dateRequired;
  const duration = normalizeDuration(values.duration);
  if (!Number.isInteger(duration) || duration < 1 || duration > LIMITS.durationMinutes)
    errors.duration = WORKOUT_FORM_MESSAGES.durationRange;
  const exercises = values.exercises ?? [];
  if (exercises.length === 0) errors.exercises = WORKOUT_FORM_MESSAGES.exerciseRequired;
  else if (exercises.length > LIMITS.exercisesPerWorkout)
    errors.exercises = WORKOUT_FORM_MESSAGES.tooManyExercises;
  exercises.forEach((exercise, index) => {
    if (!exercise.name?.trim())
      errors[`exercises.${index}.name`] = WORKOUT_FORM_MESSAGES.exerciseNameRequired;
  });
  return errors;
}

/** AI workout generation needs a non-blank prompt (spec §5). */
export function isValidPrompt(prompt: string | null | undefined): boolean {
  return Boolean(prompt?.trim());
}

/** Move up/down and drag reorder share this: the item at `from` lands at `to`; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}
