import {
  type CompletedWorkout,
  completedWorkoutSchema,
  type Exercise,
  exerciseSchema,
  firstOccurrenceFrom,
  lastOccurrence,
  type Workout,
  type WorkoutInputParsed,
  workoutSchema,
} from '@liftwise/domain';
import * as z from 'zod/mini';
import type { completedWorkouts, workouts } from '../../schema/workouts.ts';

/* Rows to the domain's entities and back: read back through the domain schema, so a bad row fails loudly. */

const exercisesSchema = z.array(exerciseSchema);
export const actualExercisesSchema = completedWorkoutSchema.shape.actualExercises;

/**
 * A planned workout row in the domain's shape; NULL columns become absent. Unchecked: what a write has just stored
 * from its parsed input (`writtenWorkout`); every read goes through `toWorkout`.
 */
function workoutShape(row: typeof workouts.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    ...(row.time !== null && { time: row.time }),
    duration: row.duration,
    exercises: row.exercises,
    status: row.status,
    difficulty: row.difficulty,
    ...(row.notes !== null && { notes: row.notes }),
    ...(row.recurrence !== null && { recurrence: row.recurrence }),
    ...(row.recurrence !== null && { exceptions: row.recurrenceExceptions ?? [] }),
    ...(row.seriesId !== null && { seriesId: row.seriesId }),
    updatedAt: row.updatedAt,
  };
}

/** A planned workout row as the domain's Workout, checked against its schema: a bad row fails loudly. */
export function toWorkout(row: typeof workouts.$inferSelect): Workout {
  return workoutSchema.parse(workoutShape(row));
}

/**
 * The row a write has just stored from input its procedure parsed (and `workoutColumns` checked): checking it again
 * would parse every exercise a third time on the hottest write (saves have the tightest p99).
 */
export function writtenWorkout(row: typeof workouts.$inferSelect): Workout {
  return workoutShape(row) as Workout;
}

/**
 * The rule columns of a workout written with or without a rule: a series starts on its first occurrence (on or
 * after the date given; the payload has checked there is one) and stores its last possible day beside the rule.
 */
export function recurrenceColumns(date: string, recurrence: string | undefined) {
  if (recurrence === undefined) return { date, recurrence: null, recurrenceEnds: null };
  const first = firstOccurrenceFrom(date, recurrence) ?? date;
  return { date: first, recurrence, recurrenceEnds: lastOccurrence(first, recurrence) ?? first };
}

/** A completed workout row as the domain's CompletedWorkout, checked against its schema. */
export function toCompletedWorkout(row: typeof completedWorkouts.$inferSelect): CompletedWorkout {
  return completedWorkoutSchema.parse({
    id: row.id,
    name: row.name,
    date: row.date,
    originalWorkoutId: row.originalWorkoutId,
    actualExercises: row.actualExercises,
    duration: row.duration,
    notes: row.notes,
    updatedAt: row.updatedAt,
  });
}

/**
 * The stored columns of a workout. An exercise sent without an id gets one, so the session can key its sets.
 * Also used by Start Plan, which writes many workouts in its own transaction (queries/strength-plans.ts).
 */
export function workoutColumns(write: WorkoutInputParsed) {
  const exercises: Exercise[] = exercisesSchema.parse(
    write.exercises.map((exercise) => ({ ...exercise, id: exercise.id ?? crypto.randomUUID() })),
  );
  return {
    name: write.name,
    ...recurrenceColumns(write.date, write.recurrence),
    time: write.time ?? null,
    duration: write.duration,
    exercises,
    exerciseCount: exercises.length,
    status: write.status,
    difficulty: write.difficulty,
    notes: write.notes ?? null,
  };
}
