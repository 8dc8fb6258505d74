import {
  type CompletedWorkout,
  type CompletedWorkoutInput,
  completedWorkoutInputSchema,
  completedWorkoutSchema,
  type Exercise,
  exerciseSchema,
  type Workout,
  type WorkoutInputParsed,
  workoutSchema,
} from '@liftwise/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.ts';
import { completedWorkouts, workouts } from '../schema/workouts.ts';

type WorkoutRow = typeof workouts.$inferSelect;
type CompletedWorkoutRow = typeof completedWorkouts.$inferSelect;

const exercisesSchema = z.array(exerciseSchema);

/** Read back through the domain schema, so a bad row (or bad JSON in it) fails loudly; NULL columns become absent. */
function toWorkout(row: WorkoutRow): Workout {
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

function toCompletedWorkout(row: CompletedWorkoutRow): CompletedWorkout {
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

/** The stored columns of a workout. An exercise sent without an id gets one, so the session can key its sets. */
function workoutColumns(write: WorkoutInputParsed) {
  const exercises: Exercise[] = exercisesSchema.parse(
    write.exercises.map((exercise) => ({ ...exercise, id: exercise.id ?? crypto.randomUUID() })),
  );
  return {
    name: write.name,
    date: write.date,
    time: write.time ?? null,
    duration: write.duration,
    exercises,
    status: write.status,
    difficulty: write.difficulty,
    notes: write.notes ?? null,
  };
}

/** Every function takes the user id first and filters on it: another athlete's workout reads as not found. */
export function createWorkoutQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const id = sql.placeholder('id');
  // The lists and the one-workout reads run on every visit of the list, schedule, session and details screens.
  const list = db
    .select()
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(asc(workouts.date), asc(workouts.time), asc(workouts.id))
    .prepare();
  const get = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.id, id)))
    .limit(1)
    .prepare();
  const listCompleted = db
    .select()
    .from(completedWorkouts)
    .where(eq(completedWorkouts.userId, userId))
    .orderBy(desc(completedWorkouts.date), desc(completedWorkouts.id))
    .prepare();
  const getCompleted = db
    .select()
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.id, id)))
    .limit(1)
    .prepare();

  return {
    /** The athlete's workouts by day, then time (untimed first). */
    async list(userId: string): Promise<Workout[]> {
      return (await list.all({ userId })).map(toWorkout);
    },

    async get(userId: string, workoutId: string): Promise<Workout | null> {
      const row = await get.get({ userId, id: workoutId });
      return row ? toWorkout(row) : null;
    },

    async create(userId: string, write: WorkoutInputParsed, now: Date): Promise<Workout> {
      const [row] = await db
        .insert(workouts)
        .values({ id: crypto.randomUUID(), userId, ...workoutColumns(write), updatedAt: now.toISOString() })
        .returning();
      if (!row) throw new Error('workout insert returned nothing');
      return toWorkout(row);
    },

    /** Replaces the workout's fields; null when the athlete has no workout with that id. */
    async update(
      userId: string,
      workoutId: string,
      write: WorkoutInputParsed,
      now: Date,
    ): Promise<Workout | null> {
      const [row] = await db
        .update(workouts)
        .set({ ...workoutColumns(write), updatedAt: now.toISOString() })
        .where(and(eq(workouts.userId, userId), eq(workouts.id, workoutId)))
        .returning();
      return row ? toWorkout(row) : null;
    },

    /** true when a workout of the athlete's was deleted. Completed sessions run from it are kept. */
    async delete(userId: string, workoutId: string): Promise<boolean> {
      const deleted = await db
        .delete(workouts)
        .where(and(eq(workouts.userId, userId), eq(workouts.id, workoutId)))
        .returning({ id: workouts.id });
      return deleted.length > 0;
    },

    /** Newest first. */
    async listCompleted(userId: string): Promise<CompletedWorkout[]> {
      return (await listCompleted.all({ userId })).map(toCompletedWorkout);
    },

    async getCompleted(userId: string, completedWorkoutId: string): Promise<CompletedWorkout | null> {
      const row = await getCompleted.get({ userId, id: completedWorkoutId });
      return row ? toCompletedWorkout(row) : null;
    },

    /**
     * Finishing a session: marks the planned workout completed and stores what was done, in one transaction.
     * null, with nothing written, when the athlete has no workout `originalWorkoutId`; if the insert fails the
     * status change is rolled back with it.
     */
    async complete(
      userId: string,
      input: CompletedWorkoutInput,
      now: Date,
    ): Promise<CompletedWorkout | null> {
      const write = completedWorkoutInputSchema.parse(input);
      const at = now.toISOString();
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(workouts)
          .set({ status: 'completed', updatedAt: at })
          .where(and(eq(workouts.userId, userId), eq(workouts.id, write.originalWorkoutId)))
          .returning({ id: workouts.id });
        if (marked.length === 0) return null;
        const [row] = await tx
          .insert(completedWorkouts)
          .values({ id: crypto.randomUUID(), userId, ...write, updatedAt: at })
          .returning();
        if (!row) throw new Error('completed workout insert returned nothing');
        return toCompletedWorkout(row);
      });
    },

    /** true when a completed workout of the athlete's was deleted. The planned workout keeps its status. */
    async deleteCompleted(userId: string, completedWorkoutId: string): Promise<boolean> {
      const deleted = await db
        .delete(completedWorkouts)
        .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.id, completedWorkoutId)))
        .returning({ id: completedWorkouts.id });
      return deleted.length > 0;
    },
  };
}

export type WorkoutQueries = ReturnType<typeof createWorkoutQueries>;
