import {
  type AnalyticsSession,
  type CalendarDate,
  type CompletedWorkout,
  type CompletedWorkoutInput,
  calendarDateInZone,
  completedWorkoutInputSchema,
  completedWorkoutSchema,
  type Exercise,
  exerciseSchema,
  type Workout,
  type WorkoutInputParsed,
  workoutSchema,
} from '@liftwise/domain';
import { and, asc, avg, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../client.ts';
import { users } from '../schema/auth.ts';
import { completedWorkouts, workouts } from '../schema/workouts.ts';

type WorkoutRow = typeof workouts.$inferSelect;
const actualExercisesSchema = completedWorkoutSchema.shape.actualExercises;
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

/**
 * The stored columns of a workout. An exercise sent without an id gets one, so the session can key its sets.
 * Exported for Start Plan, which writes many workouts in its own transaction (queries/programs.ts).
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

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a write to the athlete's training in a transaction that also bumps `users.training_version` when it
 * changed something, so a memo of the lists keyed by that version can never outlive the data (decision 0013).
 * Every write to workouts or completed workouts goes through here, including Start Plan's (queries/programs.ts).
 */
export function changeTraining<T>(
  db: Db,
  userId: string,
  write: (tx: Tx) => Promise<T>,
  changed: (result: T) => boolean,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    if (changed(result))
      await tx
        .update(users)
        .set({ trainingVersion: sql`${users.trainingVersion} + 1` })
        .where(eq(users.id, userId));
    return result;
  });
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
  const today = sql.placeholder('today');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const limit = sql.placeholder('limit');
  const scheduled = and(eq(workouts.userId, userId), eq(workouts.status, 'scheduled'));
  const upcoming = db
    .select()
    .from(workouts)
    .where(and(scheduled, gte(workouts.date, today)))
    .orderBy(asc(workouts.date), asc(workouts.time), asc(workouts.id))
    .limit(limit)
    .prepare();
  const missed = db
    .select()
    .from(workouts)
    .where(and(scheduled, lt(workouts.date, today)))
    .orderBy(desc(workouts.date), desc(workouts.time), desc(workouts.id))
    .limit(limit)
    .prepare();
  const upcomingCount = db
    .select({ count: count() })
    .from(workouts)
    .where(and(scheduled, gte(workouts.date, today)))
    .prepare();
  const planTotals = db
    .select({
      averageDuration: avg(workouts.duration),
      totalExercises: sql<number>`coalesce(sum(${workouts.exerciseCount}), 0)`,
    })
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .prepare();
  const inRange = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), gte(workouts.date, from), lte(workouts.date, to)))
    .orderBy(asc(workouts.date), asc(workouts.time), asc(workouts.id))
    .prepare();
  const completedCount = db
    .select({ count: count() })
    .from(completedWorkouts)
    .where(eq(completedWorkouts.userId, userId))
    .prepare();
  const completedDaysBefore = db
    .selectDistinct({ day: completedWorkouts.day })
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), lt(completedWorkouts.day, sql.placeholder('before'))))
    .orderBy(desc(completedWorkouts.day))
    .limit(limit)
    .prepare();
  const latestCompleted = db
    .select()
    .from(completedWorkouts)
    .where(eq(completedWorkouts.userId, userId))
    .orderBy(desc(completedWorkouts.date), desc(completedWorkouts.id))
    .limit(limit)
    .prepare();
  const completedBefore = db
    .select()
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), lt(completedWorkouts.date, sql.placeholder('before'))))
    .orderBy(desc(completedWorkouts.date), desc(completedWorkouts.id))
    .limit(limit)
    .prepare();
  const latestCompletionOf = db
    .select()
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.originalWorkoutId, id)))
    .orderBy(desc(completedWorkouts.date), desc(completedWorkouts.id))
    .limit(1)
    .prepare();
  const getCompleted = db
    .select()
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.id, id)))
    .limit(1)
    .prepare();
  const sessionsInDays = db
    .select({
      day: completedWorkouts.day,
      duration: completedWorkouts.duration,
      actualExercises: completedWorkouts.actualExercises,
    })
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        gte(completedWorkouts.day, from),
        lte(completedWorkouts.day, to),
      ),
    )
    .orderBy(desc(completedWorkouts.day), desc(completedWorkouts.date))
    .limit(limit)
    .prepare();

  return {
    /** Every workout of the athlete's by day, then time (untimed first). For tests and exports, not screens. */
    async list(userId: string): Promise<Workout[]> {
      return (await list.all({ userId })).map(toWorkout);
    },

    /** Scheduled on `today` or later, soonest first, at most `limit`. */
    async upcoming(userId: string, today: CalendarDate, limit: number): Promise<Workout[]> {
      return (await upcoming.all({ userId, today, limit })).map(toWorkout);
    },

    /** Still scheduled on a day before `today`, most recent first, at most `limit`. */
    async missed(userId: string, today: CalendarDate, limit: number): Promise<Workout[]> {
      return (await missed.all({ userId, today, limit })).map(toWorkout);
    },

    /** Workouts dated `from` to `to` (both included) in any status, by day, then time. */
    async inRange(userId: string, from: CalendarDate, to: CalendarDate): Promise<Workout[]> {
      return (await inRange.all({ userId, from, to })).map(toWorkout);
    },

    /** The counts and sums of the 'My Workouts' cards, from indexes and one pass of aggregates. */
    async totals(userId: string, today: CalendarDate) {
      const [upcomingRow, planRow, completedRow] = await Promise.all([
        upcomingCount.get({ userId, today }),
        planTotals.get({ userId }),
        completedCount.get({ userId }),
      ]);
      return {
        upcomingCount: upcomingRow?.count ?? 0,
        completedCount: completedRow?.count ?? 0,
        averageDurationMinutes: Math.round(Number(planRow?.averageDuration ?? 0)),
        totalExercises: Number(planRow?.totalExercises ?? 0),
      };
    },

    /**
     * The days the athlete completed a workout on (their calendar days, see the `day` column), newest first, each
     * once, in pages that grow (16, 64, 256, …): a rule that stops early (the week and the streak) reads one page
     * for most athletes and a few for years of daily training.
     */
    async *completedDaysNewestFirst(userId: string): AsyncGenerator<CalendarDate[]> {
      // '9' sorts after every date, so the first page starts at the newest day.
      for (let before = '9', limit = 16; ; limit *= 4) {
        const page = (await completedDaysBefore.all({ userId, before, limit })).map((row) => row.day);
        yield page;
        const oldest = page.at(-1);
        if (page.length < limit || oldest === undefined) return;
        before = oldest;
      }
    },

    /** The most recent completed session run from the planned workout `workoutId`. */
    async latestCompletionOf(userId: string, workoutId: string): Promise<CompletedWorkout | null> {
      const row = await latestCompletionOf.get({ userId, id: workoutId });
      return row ? toCompletedWorkout(row) : null;
    },

    async get(userId: string, workoutId: string): Promise<Workout | null> {
      const row = await get.get({ userId, id: workoutId });
      return row ? toWorkout(row) : null;
    },

    async create(userId: string, write: WorkoutInputParsed, now: Date): Promise<Workout> {
      const columns = workoutColumns(write);
      const [row] = await changeTraining(
        db,
        userId,
        (tx) =>
          tx
            .insert(workouts)
            .values({ id: crypto.randomUUID(), userId, ...columns, updatedAt: now.toISOString() })
            .returning(),
        (rows) => rows.length > 0,
      );
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
      const columns = workoutColumns(write);
      const [row] = await changeTraining(
        db,
        userId,
        (tx) =>
          tx
            .update(workouts)
            .set({ ...columns, updatedAt: now.toISOString() })
            .where(and(eq(workouts.userId, userId), eq(workouts.id, workoutId)))
            .returning(),
        (rows) => rows.length > 0,
      );
      return row ? toWorkout(row) : null;
    },

    /** true when a workout of the athlete's was deleted. Completed sessions run from it are kept. */
    async delete(userId: string, workoutId: string): Promise<boolean> {
      const deleted = await changeTraining(
        db,
        userId,
        (tx) =>
          tx
            .delete(workouts)
            .where(and(eq(workouts.userId, userId), eq(workouts.id, workoutId)))
            .returning({ id: workouts.id }),
        (rows) => rows.length > 0,
      );
      return deleted.length > 0;
    },

    /** Every completed workout of the athlete's, newest first. For tests and exports, not screens. */
    async listCompleted(userId: string): Promise<CompletedWorkout[]> {
      return (await listCompleted.all({ userId })).map(toCompletedWorkout);
    },

    /** A page of completed workouts, newest first: the newest `limit`, or the newest `limit` before `before`. */
    async completedPage(userId: string, limit: number, before?: string): Promise<CompletedWorkout[]> {
      const rows =
        before === undefined
          ? await latestCompleted.all({ userId, limit })
          : await completedBefore.all({ userId, limit, before });
      return rows.map(toCompletedWorkout);
    },

    /**
     * The sessions the athlete finished on the days `from` to `to` (their calendar days), newest first, at most
     * `limit`: what the Progress Analytics screen counts.
     */
    async sessionsInDays(
      userId: string,
      from: CalendarDate,
      to: CalendarDate,
      limit: number,
    ): Promise<AnalyticsSession[]> {
      const rows = await sessionsInDays.all({ userId, from, to, limit });
      return rows.map((row) => ({
        ...row,
        actualExercises: actualExercisesSchema.parse(row.actualExercises),
      }));
    },

    async getCompleted(userId: string, completedWorkoutId: string): Promise<CompletedWorkout | null> {
      const row = await getCompleted.get({ userId, id: completedWorkoutId });
      return row ? toCompletedWorkout(row) : null;
    },

    /**
     * Finishing a session: marks the planned workout completed and stores what was done, in one transaction.
     * null, with nothing written, when the athlete has no workout `originalWorkoutId`; if the insert fails the
     * status change is rolled back with it. `timeZone` names the athlete's day of the session (the `day` column).
     */
    async complete(
      userId: string,
      input: CompletedWorkoutInput,
      now: Date,
      timeZone = 'UTC',
    ): Promise<CompletedWorkout | null> {
      const write = completedWorkoutInputSchema.parse(input);
      const day = calendarDateInZone(write.date, timeZone);
      const at = now.toISOString();
      return changeTraining(
        db,
        userId,
        async (tx) => {
          const marked = await tx
            .update(workouts)
            .set({ status: 'completed', updatedAt: at })
            .where(and(eq(workouts.userId, userId), eq(workouts.id, write.originalWorkoutId)))
            .returning({ id: workouts.id });
          if (marked.length === 0) return null;
          const [row] = await tx
            .insert(completedWorkouts)
            .values({ id: crypto.randomUUID(), userId, ...write, day, updatedAt: at })
            .returning();
          if (!row) throw new Error('completed workout insert returned nothing');
          return toCompletedWorkout(row);
        },
        (completed) => completed !== null,
      );
    },

    /** true when a completed workout of the athlete's was deleted. The planned workout keeps its status. */
    async deleteCompleted(userId: string, completedWorkoutId: string): Promise<boolean> {
      const deleted = await changeTraining(
        db,
        userId,
        (tx) =>
          tx
            .delete(completedWorkouts)
            .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.id, completedWorkoutId)))
            .returning({ id: completedWorkouts.id }),
        (rows) => rows.length > 0,
      );
      return deleted.length > 0;
    },
  };
}

export type WorkoutQueries = ReturnType<typeof createWorkoutQueries>;
