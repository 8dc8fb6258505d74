import {
  type CalendarDate,
  SCHEDULE_PAGE_MAX_WORKOUTS,
  type Workout,
  type WorkoutInputParsed,
} from '@liftwise/domain';
import { and, asc, avg, count, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { completedWorkouts, workouts } from '../../schema/workouts.ts';
import {
  bumpTrainingVersion,
  changedJustBefore,
  rowExists,
  runWrite,
  seriesRoom,
  trainingRoom,
  type WriteAnswer,
} from '../write-batch.ts';
import { toWorkout, workoutColumns, writtenWorkout } from './rows.ts';

/** The placeholders of the prepared statements below (named apart from the functions' parameters). */
const param = {
  userId: sql.placeholder('userId'),
  id: sql.placeholder('id'),
  today: sql.placeholder('today'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  limit: sql.placeholder('limit'),
};
// Day, time (untimed first), then name and id: the domain's order (byDateAndTime), so a bounded read cuts a day's
// ties where the screens would, and no two reads list a day differently.
const byDayThenTime = [
  asc(workouts.date),
  asc(workouts.time),
  asc(sql`${workouts.name} collate nocase`),
  asc(workouts.name),
  asc(workouts.id),
];

/**
 * The athlete's planned workouts: the lists and the one-workout reads run on every visit of the list, schedule,
 * session and details screens, so each is prepared once, beside the function that runs it. Every function takes
 * the user id first and filters on it: another athlete's workout reads as not found.
 */
export function createPlannedWorkoutQueries(db: Db) {
  const ofAthlete = eq(workouts.userId, param.userId);
  // A series (a workout with a rule) is never itself upcoming, missed or on a day: its occurrences are (seriesReaching).
  const scheduled = and(ofAthlete, eq(workouts.status, 'scheduled'), isNull(workouts.recurrence));

  const listStatement = db
    .select()
    .from(workouts)
    .where(ofAthlete)
    .orderBy(...byDayThenTime)
    .prepare();
  /** Every workout of the athlete's by day, then time (untimed first). For tests and exports, not screens. */
  async function list(userId: string): Promise<Workout[]> {
    return (await listStatement.all({ userId })).map(toWorkout);
  }

  const upcomingStatement = db
    .select()
    .from(workouts)
    .where(and(scheduled, gte(workouts.date, param.today)))
    .orderBy(...byDayThenTime)
    .limit(param.limit)
    .prepare();
  /** Scheduled on `today` or later, soonest first, at most `limit`. */
  async function upcoming(userId: string, today: CalendarDate, limit: number): Promise<Workout[]> {
    return (await upcomingStatement.all({ userId, today, limit })).map(toWorkout);
  }

  const missedStatement = db
    .select()
    .from(workouts)
    .where(and(scheduled, lt(workouts.date, param.today)))
    .orderBy(desc(workouts.date), desc(workouts.time), desc(workouts.id))
    .limit(param.limit)
    .prepare();
  /** Still scheduled on a day before `today`, most recent first, at most `limit`. */
  async function missed(userId: string, today: CalendarDate, limit: number): Promise<Workout[]> {
    return (await missedStatement.all({ userId, today, limit })).map(toWorkout);
  }

  const inRangeStatement = db
    .select()
    .from(workouts)
    .where(
      and(
        ofAthlete,
        isNull(workouts.recurrence),
        gte(workouts.date, param.from),
        lte(workouts.date, param.to),
      ),
    )
    .orderBy(...byDayThenTime)
    .limit(param.limit)
    .prepare();
  /** One-day workouts dated `from` to `to` (both included) in any status, by day, then time, at most `limit`. */
  async function inRange(
    userId: string,
    from: CalendarDate,
    to: CalendarDate,
    limit = SCHEDULE_PAGE_MAX_WORKOUTS,
  ): Promise<Workout[]> {
    return (await inRangeStatement.all({ userId, from, to, limit })).map(toWorkout);
  }

  const seriesReachingStatement = db
    .select()
    .from(workouts)
    .where(and(ofAthlete, gte(workouts.recurrenceEnds, param.from), lte(workouts.date, param.to)))
    .orderBy(...byDayThenTime)
    .prepare();
  /**
   * The athlete's repeating workouts that can have an occurrence from `from` to `to`: started by `to` and not
   * ended before `from` (from the index on the series' last day). Expanded by the caller, in the domain.
   */
  async function seriesReaching(userId: string, from: CalendarDate, to: CalendarDate): Promise<Workout[]> {
    return (await seriesReachingStatement.all({ userId, from, to })).map(toWorkout);
  }

  const upcomingCountStatement = db
    .select({ count: count() })
    .from(workouts)
    .where(and(scheduled, gte(workouts.date, param.today)))
    .prepare();
  const planTotalsStatement = db
    .select({
      averageDuration: avg(workouts.duration),
      totalExercises: sql<number>`coalesce(sum(${workouts.exerciseCount}), 0)`,
    })
    .from(workouts)
    .where(ofAthlete)
    .prepare();
  const completedCountStatement = db
    .select({ count: count() })
    .from(completedWorkouts)
    .where(eq(completedWorkouts.userId, param.userId))
    .prepare();
  /** The counts and sums of the 'My Workouts' cards, from indexes and one pass of aggregates. */
  async function totals(userId: string, today: CalendarDate) {
    const [upcomingRow, planRow, completedRow] = await Promise.all([
      upcomingCountStatement.get({ userId, today }),
      planTotalsStatement.get({ userId }),
      completedCountStatement.get({ userId }),
    ]);
    return {
      upcomingCount: upcomingRow?.count ?? 0,
      completedCount: completedRow?.count ?? 0,
      averageDurationMinutes: Math.round(Number(planRow?.averageDuration ?? 0)),
      totalExercises: Number(planRow?.totalExercises ?? 0),
    };
  }

  const getStatement = db
    .select()
    .from(workouts)
    .where(and(ofAthlete, eq(workouts.id, param.id)))
    .limit(1)
    .prepare();
  async function get(userId: string, workoutId: string): Promise<Workout | null> {
    const row = await getStatement.get({ userId, id: workoutId });
    return row ? toWorkout(row) : null;
  }

  const storedStatement = (userId: string, clientKey: string | undefined) =>
    db
      .select()
      .from(workouts)
      .where(and(eq(workouts.userId, userId), eq(workouts.clientKey, clientKey ?? sql`null`)));

  /**
   * One batch: the insert, the version bump and the bounds, each later step on the condition that the row was
   * added. `clientKey`: the browser's key for this write, stored with the row; a replay or a retry
   * with it adds nothing (the insert does nothing on the athlete's key) and answers the workout first saved.
   */
  async function create(
    userId: string,
    write: WorkoutInputParsed,
    now: Date,
    clientKey?: string,
  ): Promise<Workout> {
    const id = crypto.randomUUID();
    const added = rowExists(workouts, id);
    const [inserted, stored] = await runWrite(db, [
      db
        .insert(workouts)
        .values({ id, userId, ...workoutColumns(write), clientKey, updatedAt: now.toISOString() })
        .onConflictDoNothing({ target: [workouts.userId, workouts.clientKey] })
        .returning(),
      storedStatement(userId, clientKey),
      bumpTrainingVersion(db, userId, added),
      ...trainingRoom(db, userId, added),
      ...(write.recurrence === undefined ? [] : [seriesRoom(db, userId, added)]),
    ]);
    const [row] = inserted;
    if (row) return writtenWorkout(row);
    const [first] = stored;
    if (!first) throw new Error('workout insert stored nothing');
    return toWorkout(first);
  }

  /**
   * Replaces the workout's fields, in one batch: whether the athlete has the workout (read before the update), the
   * update, the version bump if it changed a row. 'not-found' when the athlete has no workout with that id;
   * 'changed', given `baseUpdatedAt`, when the stored one is no longer that version (changed since the edit began:
   *).
   */
  async function update(
    userId: string,
    workoutId: string,
    write: WorkoutInputParsed,
    now: Date,
    baseUpdatedAt?: string,
  ): Promise<WriteAnswer<Workout>> {
    const owned = and(eq(workouts.userId, userId), eq(workouts.id, workoutId));
    const [found, updated] = await runWrite(db, [
      db.select({ id: workouts.id }).from(workouts).where(owned),
      db
        .update(workouts)
        .set({ ...workoutColumns(write), updatedAt: now.toISOString() })
        .where(and(owned, baseUpdatedAt === undefined ? undefined : eq(workouts.updatedAt, baseUpdatedAt)))
        .returning(),
      bumpTrainingVersion(db, userId, changedJustBefore),
      // A one-day workout given a rule becomes one more series; `changes()` here is the bump's, made only if the
      // update changed the row.
      ...(write.recurrence === undefined ? [] : [seriesRoom(db, userId, changedJustBefore)]),
    ]);
    const [row] = updated;
    if (row) return { ok: true, value: writtenWorkout(row) };
    return { ok: false, reason: found.length > 0 && baseUpdatedAt !== undefined ? 'changed' : 'not-found' };
  }

  /**
   * true when a workout of the athlete's was deleted. Completed sessions run from it are kept. A series goes with
   * its occurrences taken out to be done on another day (still scheduled); completed ones stay in the history.
   */
  async function remove(userId: string, workoutId: string): Promise<boolean> {
    const [deleted] = await runWrite(db, [
      db
        .delete(workouts)
        .where(
          and(
            eq(workouts.userId, userId),
            or(
              eq(workouts.id, workoutId),
              and(eq(workouts.seriesId, workoutId), eq(workouts.status, 'scheduled')),
            ),
          ),
        )
        .returning({ id: workouts.id }),
      bumpTrainingVersion(db, userId, changedJustBefore),
    ]);
    return deleted.some((row) => row.id === workoutId);
  }

  return { list, upcoming, missed, inRange, seriesReaching, totals, get, create, update, delete: remove };
}
