import {
  type AlternativeExercise,
  type CoachSource,
  DEFAULT_SETS,
  type ExerciseInput,
  type GeneratedWorkout,
  normaliseSupersets,
  type ToastContent,
  WORKOUT_SCREEN_TEXT,
  WORKOUT_SUCCESS_TOASTS,
} from '@liftwise/domain';
import { type ExerciseRow, optionalText, type WorkoutFormState } from './workout-form-values.ts';

// What the coach's answers become in the form: plain rows the athlete edits before saving.

/**
 * A coach's exercise as a new list row: no stored id (the field array gives the row its key, the server the
 * exercise its id on save), sets 3 when the answer has none, blank weight and notes absent.
 */
function newRow({ name, sets, reps, weight, notes, superset }: ExerciseInput): ExerciseRow {
  const optionalWeight = optionalText(weight);
  const optionalNotes = optionalText(notes);
  return {
    name: name.trim(),
    sets: sets ?? DEFAULT_SETS,
    reps: reps.trim(),
    ...(optionalWeight !== undefined && { weight: optionalWeight }),
    ...(optionalNotes !== undefined && { notes: optionalNotes }),
    ...(superset !== undefined && { superset }),
  };
}

/**
 * The form after adopting a generated workout: its name, duration, difficulty, notes and exercises; the day and
 * time the athlete chose stay, since the coach does not plan when.
 */
export function formStateFromGenerated(
  current: WorkoutFormState,
  generated: GeneratedWorkout,
): WorkoutFormState {
  return {
    ...current,
    name: generated.name,
    duration: String(generated.duration),
    difficulty: generated.difficulty,
    notes: generated.notes,
    // A coach's pairs are kept as supersets; a label it left on one exercise alone is dropped.
    exercises: normaliseSupersets(generated.exercises.map(newRow)),
  };
}

/** The row that takes an exercise's place when the athlete picks an alternative (the reason is not kept). */
export function exerciseRowFromAlternative({
  reason: _reason,
  ...alternative
}: AlternativeExercise): ExerciseRow {
  return newRow(alternative);
}

/** What the Alternative dialog sends about the exercise: the row as it stands in the form. */
export function currentExerciseOf(row: ExerciseRow): ExerciseInput {
  const weight = optionalText(row.weight);
  const notes = optionalText(row.notes);
  return {
    name: row.name.trim(),
    sets: row.sets,
    reps: row.reps,
    ...(weight !== undefined && { weight }),
    ...(notes !== undefined && { notes }),
  };
}

/**
 * 'Workout Generated!' with what happened: how many exercises, or, when a model was asked and the built-in coach
 * answered instead, why (the athlete should know which coach planned the workout).
 */
export function workoutGeneratedToast(answer: {
  workout: GeneratedWorkout;
  source: CoachSource;
  fallbackReason?: string | undefined;
}): ToastContent {
  const text = WORKOUT_SCREEN_TEXT.workoutForm.ai;
  const description =
    answer.source === 'built-in' && answer.fallbackReason
      ? text.builtInFallback(answer.fallbackReason)
      : text.generatedDescription(answer.workout.exercises.length);
  return { ...WORKOUT_SUCCESS_TOASTS.workoutGenerated, description };
}
