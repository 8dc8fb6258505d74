import {
  type AnalyticsSession,
  type CalendarDate,
  type CompletedWorkout,
  type CompletedWorkoutInput,
  calendarDateInZone,
  isOccurrence,
  type ProgressDays,
  type RecordSessions,
  type TrainingProgress,
  WEEKLY_WORKOUT_TARGET,
  withException,
} from '@liftwise/domain';
import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { completedWorkouts, workouts } from '../../schema/workouts.ts';
import { bodyWeightOfDay, readBodyWeightOfDay } from '../body-weights.ts';
import {
  bumpTrainingVersion,
  changedJustBefore,
  insertWhen,
  refuseIf,
  rowExists,
  runWrite,
  trainingRoom,
  WriteChangedError,
} from '../write-batch.ts';
import { sessionDay } from './exercise-history.ts';
import { actualExercisesSchema, toCompletedWorkout } from './rows.ts';

/** The placeholders of the prepared statements below (named apart from the functions' parameters). */
const param = {
  userId: sql.placeholder('userId'),
  id: sql.placeholder('id'),
  before: sql.placeholder('before'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  limit: sql.placeholder('limit'),
};
const newestFirst = [desc(completedWorkouts.date), desc(completedWorkouts.id)];

/**
 * The athlete's completed sessions: finishing one, its history, the days trained (streaks) and what Progress
 * Analytics counts. Each statement is prepared once, beside the function that runs it; every function takes the
 * user id first and filters on it.
 */
export function createCompletedWorkoutQueries(db: Db) {
  const ofAthlete = eq(completedWorkouts.userId, param.userId);

  /**
   * This week's count of sessions and the current streak of days (spec §4, §9; the domain's `trainingProgress`
   * rule), counted by the database in one statement over the `day` column: the streak walks back one indexed lookup per
   * day from today (or yesterday, when today has no session yet), so it costs its length and no more.
   */
  async function trainingProgress(userId: string, days: ProgressDays): Promise<TrainingProgress> {
    const trainedOn = (day: SQL) =>
      sql`EXISTS (SELECT 1 FROM ${completedWorkouts} WHERE ${completedWorkouts.userId} = ${userId} AND ${completedWorkouts.day} = ${day})`;
    const row = await db.get<{ this_week: number; streak: number }>(sql`SELECT
      (SELECT count(*) FROM ${completedWorkouts}
        WHERE ${completedWorkouts.userId} = ${userId}
          AND ${completedWorkouts.day} BETWEEN ${days.monday} AND ${days.sunday}) AS this_week,
      (WITH RECURSIVE run(day) AS (
          SELECT start FROM (
            SELECT CASE WHEN ${trainedOn(sql`${days.today}`)} THEN ${days.today} ELSE ${days.yesterday} END AS start
          ) WHERE ${trainedOn(sql`start`)}
          UNION ALL
          SELECT date(run.day, '-1 day') FROM run WHERE ${trainedOn(sql`date(run.day, '-1 day')`)}
        ) SELECT count(*) FROM run) AS streak`);
    return {
      thisWeek: { completed: Number(row?.this_week ?? 0), target: WEEKLY_WORKOUT_TARGET },
      streakDays: Number(row?.streak ?? 0),
    };
  }

  const latestCompletionOfStatement = db
    .select()
    .from(completedWorkouts)
    .where(and(ofAthlete, eq(completedWorkouts.originalWorkoutId, param.id)))
    .orderBy(...newestFirst)
    .limit(1)
    .prepare();
  /** The most recent completed session run from the planned workout `workoutId`. */
  async function latestCompletionOf(userId: string, workoutId: string): Promise<CompletedWorkout | null> {
    const row = await latestCompletionOfStatement.get({ userId, id: workoutId });
    return row ? toCompletedWorkout(row) : null;
  }

  const listStatement = db
    .select()
    .from(completedWorkouts)
    .where(ofAthlete)
    .orderBy(...newestFirst)
    .prepare();
  /** Every completed workout of the athlete's, newest first. For tests and exports, not screens. */
  async function listCompleted(userId: string): Promise<CompletedWorkout[]> {
    return (await listStatement.all({ userId })).map(toCompletedWorkout);
  }

  const latestStatement = db
    .select()
    .from(completedWorkouts)
    .where(ofAthlete)
    .orderBy(...newestFirst)
    .limit(param.limit)
    .prepare();
  const beforeStatement = db
    .select()
    .from(completedWorkouts)
    .where(and(ofAthlete, lt(completedWorkouts.date, param.before)))
    .orderBy(...newestFirst)
    .limit(param.limit)
    .prepare();
  /** A page of completed workouts, newest first: the newest `limit`, or the newest `limit` before `before`. */
  async function completedPage(userId: string, limit: number, before?: string): Promise<CompletedWorkout[]> {
    const rows =
      before === undefined
        ? await latestStatement.all({ userId, limit })
        : await beforeStatement.all({ userId, limit, before });
    return rows.map(toCompletedWorkout);
  }

  // Records read a session's exercises and the body weight of its day, and once the newest body weight.
  const recordSessionsStatement = db
    .select({
      date: completedWorkouts.date,
      actualExercises: completedWorkouts.actualExercises,
      bodyWeight: bodyWeightOfDay(completedWorkouts.userId, sessionDay),
      newestBodyWeight: bodyWeightOfDay(sql`${param.userId}`, sql`'9999-12-31'`),
    })
    .from(completedWorkouts)
    .where(ofAthlete)
    .orderBy(...newestFirst)
    .limit(param.limit)
    .prepare();
  /**
   * The athlete's newest `limit` completed sessions as records read them, newest first, in one statement: each
   * one's exercises and the athlete's body weight that day, and the newest body weight.
   */
  async function recordSessions(userId: string, limit: number): Promise<RecordSessions> {
    const rows = await recordSessionsStatement.all({ userId, limit });
    return {
      sessions: rows.map((row) => ({
        date: row.date,
        actualExercises: actualExercisesSchema.parse(row.actualExercises),
        bodyWeight: readBodyWeightOfDay(row.bodyWeight),
      })),
      newestBodyWeight: readBodyWeightOfDay(rows[0]?.newestBodyWeight ?? null),
    };
  }

  const sessionsInDaysStatement = db
    .select({
      day: completedWorkouts.day,
      duration: completedWorkouts.duration,
      actualExercises: completedWorkouts.actualExercises,
      // Bodyweight lifts count the athlete's weight of the day in their best sets.
      bodyWeight: bodyWeightOfDay(completedWorkouts.userId, completedWorkouts.day),
    })
    .from(completedWorkouts)
    .where(and(ofAthlete, gte(completedWorkouts.day, param.from), lte(completedWorkouts.day, param.to)))
    .orderBy(desc(completedWorkouts.day), desc(completedWorkouts.date))
    .limit(param.limit)
    .prepare();
  /**
   * The sessions the athlete finished on the days `from` to `to` (their calendar days), newest first, at most
   * `limit`: what the Progress Analytics screen counts.
   */
  async function sessionsInDays(
    userId: string,
    from: CalendarDate,
    to: CalendarDate,
    limit: number,
  ): Promise<AnalyticsSession[]> {
    const rows = await sessionsInDaysStatement.all({ userId, from, to, limit });
    return rows.map((row) => ({
      ...row,
      actualExercises: actualExercisesSchema.parse(row.actualExercises),
      bodyWeight: readBodyWeightOfDay(row.bodyWeight),
    }));
  }

  const getStatement = db
    .select()
    .from(completedWorkouts)
    .where(and(ofAthlete, eq(completedWorkouts.id, param.id)))
    .limit(1)
    .prepare();
  async function getCompleted(userId: string, completedWorkoutId: string): Promise<CompletedWorkout | null> {
    const row = await getStatement.get({ userId, id: completedWorkoutId });
    return row ? toCompletedWorkout(row) : null;
  }

  const storedStatement = (userId: string, clientKey: string | undefined) =>
    db
      .select()
      .from(completedWorkouts)
      .where(
        and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.clientKey, clientKey ?? sql`null`)),
      );

  /**
   * Finishing a session: stores what was done and marks the planned workout completed, in one batch (one request).
   * null, with nothing written, when the athlete has no workout `originalWorkoutId`. `timeZone` names the athlete's
   * day of the session (the `day` column): the caller says which zone, there is no default to fall back on
   * silently. `clientKey`: the browser's key for this write, stored with the row: a replay or a
   * retry with it writes nothing and answers the session first saved, even if the plan is gone since. A repeating
   * workout is not marked: its occurrence on `occurrenceDate` (the athlete's today when absent) becomes a completed
   * workout of its own, taken out of the series, and the session is of that one; every other occurrence stays as it
   * was. Which days a series has is the domain's rule, not SQL's, so that case takes a second batch,
   * made on the series as the first one read it (`finishOccurrence`). `write` is the session as the procedure's
   * input schema parsed it (`completedWorkoutInputSchema`); it is not parsed again.
   */
  async function saveCompletedWorkout(
    userId: string,
    write: CompletedWorkoutInput,
    now: Date,
    timeZone: string,
    clientKey?: string,
    occurrenceDate?: CalendarDate,
  ): Promise<CompletedWorkout | null> {
    const day = calendarDateInZone(write.date, timeZone);
    const at = now.toISOString();
    // A series changed between the two batches is read again: a few tries, each made on what it read.
    for (let attempt = 0; attempt < 3; attempt++) {
      const completed: CompletedWorkout = { ...write, id: crypto.randomUUID(), updatedAt: at };
      const added = rowExists(completedWorkouts, completed.id);
      const plan = and(eq(workouts.userId, userId), eq(workouts.id, write.originalWorkoutId));
      const [inserted, stored, planRows] = await runWrite(db, [
        insertWhen(
          db,
          completedWorkouts,
          { ...completed, userId, day, clientKey },
          sql`exists (select 1 from ${workouts} where ${plan} and ${workouts.recurrence} is null)`,
        )
          .onConflictDoNothing({ target: [completedWorkouts.userId, completedWorkouts.clientKey] })
          .returning({ id: completedWorkouts.id }),
        storedStatement(userId, clientKey),
        db.select().from(workouts).where(plan),
        db.update(workouts).set({ status: 'completed', updatedAt: at }).where(and(plan, added)),
        bumpTrainingVersion(db, userId, added),
        ...trainingRoom(db, userId, added),
      ]);
      // What was stored, as it was stored: the input was parsed by the procedure, so no read back is needed.
      if (inserted.length > 0) return completed;
      const [first] = stored;
      if (first) return toCompletedWorkout(first);
      const [series] = planRows;
      if (series?.recurrence == null) return null;
      try {
        return await finishOccurrence(userId, { ...series, recurrence: series.recurrence }, write, {
          day,
          at,
          occurrence: occurrenceDate ?? calendarDateInZone(now, timeZone),
          clientKey,
        });
      } catch (error) {
        if (!(error instanceof WriteChangedError)) throw error;
      }
    }
    throw new Error('the repeating workout kept changing while its occurrence was being finished');
  }

  /**
   * The second batch of finishing an occurrence of `series` (as the first batch read it): refused as changed, and
   * tried again from the start, when the series is no longer that version or the key was stored meanwhile.
   */
  async function finishOccurrence(
    userId: string,
    series: typeof workouts.$inferSelect & { recurrence: string },
    write: CompletedWorkoutInput,
    {
      day,
      at,
      occurrence,
      clientKey,
    }: { day: string; at: string; occurrence: CalendarDate; clientKey?: string },
  ): Promise<CompletedWorkout> {
    const rule = {
      date: series.date,
      recurrence: series.recurrence,
      exceptions: series.recurrenceExceptions ?? [],
    };
    const doneId = crypto.randomUUID();
    const completed: CompletedWorkout = {
      ...write,
      id: crypto.randomUUID(),
      originalWorkoutId: doneId,
      updatedAt: at,
    };
    await runWrite(db, [
      refuseIf(
        db,
        sql`not exists (select 1 from ${workouts} where ${workouts.id} = ${series.id} and ${workouts.updatedAt} = ${series.updatedAt})
          or exists (select 1 from ${completedWorkouts} where ${completedWorkouts.userId} = ${userId} and ${completedWorkouts.clientKey} = ${clientKey ?? null})`,
      ),
      ...(isOccurrence(rule, occurrence)
        ? [
            db
              .update(workouts)
              .set({ recurrenceExceptions: withException(rule, occurrence), updatedAt: at })
              .where(eq(workouts.id, series.id)),
          ]
        : []),
      db.insert(workouts).values({
        ...series,
        id: doneId,
        date: occurrence,
        status: 'completed',
        recurrence: null,
        recurrenceExceptions: null,
        recurrenceEnds: null,
        seriesId: series.id,
        clientKey: null,
        updatedAt: at,
      }),
      db.insert(completedWorkouts).values({ ...completed, userId, day, clientKey }),
      bumpTrainingVersion(db, userId, sql`1`),
      ...trainingRoom(db, userId, sql`1`),
    ]);
    return completed;
  }

  /** true when a completed workout of the athlete's was deleted. The planned workout keeps its status. */
  async function deleteCompleted(userId: string, completedWorkoutId: string): Promise<boolean> {
    const [deleted] = await runWrite(db, [
      db
        .delete(completedWorkouts)
        .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.id, completedWorkoutId)))
        .returning({ id: completedWorkouts.id }),
      bumpTrainingVersion(db, userId, changedJustBefore),
    ]);
    return deleted.length > 0;
  }

  return {
    trainingProgress,
    latestCompletionOf,
    listCompleted,
    completedPage,
    recordSessions,
    sessionsInDays,
    getCompleted,
    saveCompletedWorkout,
    deleteCompleted,
  };
}
