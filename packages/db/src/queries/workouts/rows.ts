import {
  type CompletedWorkout,
  completedWorkoutSchema,
  type Exercise,
  exerciseSchema,
  type Workout,
  type WorkoutInputParsed,
  workoutSchema,
} from '@liftwise/domain';
import * as z from 'zod/mini';
import type { completedWorkouts, workouts } from '../../schema/workouts.ts';

/* Rows to the domain's entities and back: read back through the domain schema, so a bad row fails loudly. */

const exercisesSchema = z.array(exerciseSchema);
export const actualExercisesSchema = completedWorkoutSchema.shape.actualExercises;

/** A planned workout row as the domain's Workout; NULL columns become absent. */
export function toWorkout(row: typeof workouts.$inferSelect): Workout {
  return workoutSchema.parse({
    id: row.id,
    name: row.name,
    date: row.date,
    ...(row.time !== null && { time: row.time }),
    duration: row.duration,
    exercises: row.exercises,
    status: row.status,
    difficulty: row.difficulty,
    ...(row.notes !== null && { notes: row.notes }),
    updatedAt: row.updatedAt,
  });
}

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
    date: write.date,
    time: write.time ?? null,
    duration: write.duration,
    exercises,
    exerciseCount: exercises.length,
    status: write.status,
    difficulty: write.difficulty,
    notes: write.notes ?? null,
  };
}
