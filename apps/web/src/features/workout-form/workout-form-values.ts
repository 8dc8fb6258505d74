import {
  copiedWorkoutDate,
  DEFAULT_SETS,
  DEFAULT_WORKOUT_DIFFICULTY,
  DEFAULT_WORKOUT_DURATION_MINUTES,
  DEFAULT_WORKOUT_STATUS,
  normaliseSupersets,
  normalizeDuration,
  normalizeSets,
  type OccurrenceScope,
  type RepeatForm,
  repeatFormFromRule,
  repeatFormRule,
  restFromText,
  seriesFrom,
  type WeightUnit,
  type Workout,
  type WorkoutDifficulty,
  type WorkoutFormMode,
  type WorkoutInput,
  type WorkoutStatus,
  withWeightUnit,
} from '@liftwise/domain';

/** One exercise of the form's list. `exerciseId` (not `id`: the field array keys its rows by `id`) is kept on edit. */
export interface ExerciseRow {
  exerciseId?: string;
  name: string;
  sets: number;
  reps: string;
  weight?: string;
  /** The rest after each set; absent for the default. */
  restSeconds?: number;
  notes?: string;
  /** The group it is done in turn with (a superset or circuit); absent when alone. */
  superset?: string | undefined;
}

/** What the controls hold: text as typed (duration too, so a blank one can fall back to 60 on save). */
export interface WorkoutFormState {
  name: string;
  date: string;
  time: string;
  duration: string;
  difficulty: WorkoutDifficulty;
  notes: string;
  exercises: ExerciseRow[];
  /** The Repeat section. */
  repeat: RepeatForm;
}

/** The manual entry's controls, as typed. */
export interface ExerciseDraft {
  name: string;
  sets: string;
  reps: string;
  weight: string;
  rest: string;
  notes: string;
}

export const EMPTY_EXERCISE_DRAFT: ExerciseDraft = {
  name: '',
  sets: String(DEFAULT_SETS),
  reps: '',
  weight: '',
  rest: '',
  notes: '',
};

/**
 * The form's first values. A new workout is dated `date` (the link's day) or today; edit shows the stored workout
 * as it is; copy starts from it as a new workout: no exercise ids, on the link's day when one is given, else on
 * its own day, or today when that day has passed (a copy of last week's session is planned, not missed).
 */
/**
 * The Repeat section and day of a repeating workout's edit: one occurrence ('This workout') is that day alone; 'This
 * and following' starts on that day with what is left of the rule; the whole series ('All') shows it as stored.
 */
function editedPart(
  workout: Workout,
  occurrence: OccurrenceScope | undefined,
): { date: string; repeat: RepeatForm } {
  const recurrence = workout.recurrence;
  if (recurrence === undefined || occurrence === undefined || occurrence.scope === 'all')
    return { date: workout.date, repeat: repeatFormFromRule(recurrence, workout.date) };
  if (occurrence.scope === 'this')
    return { date: occurrence.date, repeat: repeatFormFromRule(undefined, occurrence.date) };
  const rest = seriesFrom(
    { date: workout.date, recurrence, exceptions: workout.exceptions },
    occurrence.date,
  );
  return { date: occurrence.date, repeat: repeatFormFromRule(rest.recurrence, occurrence.date) };
}

export function initialFormState(
  workout: Workout | null,
  options: {
    mode: WorkoutFormMode;
    today: string;
    date?: string | undefined;
    time?: string | undefined;
    /** Editing one occurrence of a repeating workout, and what the edit applies to. */
    occurrence?: OccurrenceScope | undefined;
  },
): WorkoutFormState {
  const { mode, today, date, time } = options;
  if (workout === null)
    return {
      name: '',
      date: date ?? today,
      time: time ?? '',
      duration: String(DEFAULT_WORKOUT_DURATION_MINUTES),
      difficulty: DEFAULT_WORKOUT_DIFFICULTY,
      notes: '',
      exercises: [],
      repeat: repeatFormFromRule(undefined, date ?? today),
    };
  const copying = mode === 'copy';
  const edited = editedPart(workout, options.occurrence);
  return {
    name: workout.name,
    // A copy is a one-day workout: it does not repeat unless the athlete says so.
    repeat: copying ? repeatFormFromRule(undefined, workout.date) : edited.repeat,
    date: copying ? copiedWorkoutDate(workout.date, today, date) : edited.date,
    time: (copying && date ? time : workout.time) ?? '',
    duration: String(workout.duration),
    difficulty: workout.difficulty,
    notes: workout.notes ?? '',
    exercises: workout.exercises.map(({ id, name, sets, reps, weight, restSeconds, notes, superset }) => ({
      ...(!copying && { exerciseId: id }),
      name,
      sets,
      reps,
      // A weight stored before units has no unit and was pounds (spec §4): the form says so, so that saving it
      // under a kilogram preference cannot turn it into kilograms.
      ...(weight !== undefined && { weight: withWeightUnit(weight, 'lb') }),
      ...(restSeconds !== undefined && { restSeconds }),
      ...(notes !== undefined && { notes }),
      ...(superset !== undefined && { superset }),
    })),
  };
}

/** Trimmed text, or absent when blank (unset optional fields are absent, never ''). */
export function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A list row from the manual entry: sets default 3, minimum 1 (spec §5); blank optional fields are absent. */
export function exerciseRowFromDraft(draft: ExerciseDraft): ExerciseRow {
  const weight = optionalText(draft.weight);
  const notes = optionalText(draft.notes);
  const restSeconds = restFromText(draft.rest);
  return {
    name: draft.name.trim(),
    sets: normalizeSets(draft.sets),
    reps: draft.reps.trim(),
    ...(weight !== undefined && { weight }),
    ...(typeof restSeconds === 'number' && { restSeconds }),
    ...(notes !== undefined && { notes }),
  };
}

/**
 * The saveWorkout / updateWorkout payload. Duration falls back to 60 when it is not a number (spec §5); unset
 * optional fields are absent. `status`: edit keeps the stored one; create and copy are a new scheduled workout.
 * `unit`: the athlete's, which a weight typed as a bare number is in.
 */
export function workoutInputFromForm(
  state: WorkoutFormState,
  status: WorkoutStatus = DEFAULT_WORKOUT_STATUS,
  unit: WeightUnit = 'lb',
): WorkoutInput {
  const time = optionalText(state.time);
  const notes = optionalText(state.notes);
  const recurrence = repeatFormRule(state.repeat);
  return {
    name: state.name.trim(),
    date: state.date,
    ...(time !== undefined && { time }),
    ...(recurrence !== undefined && { recurrence }),
    duration: normalizeDuration(state.duration),
    difficulty: state.difficulty,
    status,
    ...(notes !== undefined && { notes }),
    // A move or a delete may have parted a group: what is saved is the grouping the list shows.
    exercises: normaliseSupersets(state.exercises).map(
      ({ exerciseId, name, sets, reps, weight, restSeconds, notes: exerciseNotes, superset }) => {
        const optionalWeight = optionalText(weight);
        const optionalNotes = optionalText(exerciseNotes);
        return {
          ...(exerciseId !== undefined && { id: exerciseId }),
          name: name.trim(),
          sets,
          reps,
          // A bare number is in the athlete's unit, and is saved with it.
          ...(optionalWeight !== undefined && { weight: withWeightUnit(optionalWeight, unit) }),
          ...(restSeconds !== undefined && { restSeconds }),
          ...(optionalNotes !== undefined && { notes: optionalNotes }),
          ...(superset !== undefined && { superset }),
        };
      },
    ),
  };
}
