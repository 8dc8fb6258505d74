import { actualExerciseSchema, type CalendarDate, type MatchedExercise } from '@liftwise/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { completedWorkouts } from '../../schema/workouts.ts';
import { bodyWeightOfDay, readBodyWeightOfDay } from '../body-weights.ts';

/** A session's calendar day; rows from before the day column kept '' there, and their instant's UTC day stands in. */
export const sessionDay = sql`coalesce(nullif(${completedWorkouts.day}, ''), substr(${completedWorkouts.date}, 1, 10))`;

/** The most distinct exercise names one athlete's history is read for (names typed, imported, renamed). */
const MAX_EXERCISE_NAMES = 5000;

/**
 * One exercise's history across the athlete's completed sessions, read inside the stored JSON with SQLite's
 * `json_each` over the athlete's rows (their `user_id` index): no second copy of the sets to keep in step with every
 * write, import and deletion. Which names are the exercise is the domain's rule (findExercise), so the caller reads
 * the names the athlete has used with the sessions of the names it matched before (one statement), and reads the
 * sessions again only when a name it has not matched before now matches.
 */
export function createExerciseHistoryQueries(db: Db) {
  /** The athlete's distinct exercise names, as written: the rows of `namesAndSessions`' first part. */
  const namesPart = (userId: string) => sql`SELECT * FROM (
      SELECT DISTINCT 'name' AS kind, 0 AS position, NULL AS id, json_extract(exercise.value, '$.name') AS name,
        NULL AS date, NULL AS day, NULL AS exercise, NULL AS body
      FROM ${completedWorkouts}, json_each(${completedWorkouts.actualExercises}) AS exercise
      WHERE ${completedWorkouts.userId} = ${userId}
      LIMIT ${MAX_EXERCISE_NAMES})`;

  /** The sessions of the exercises named `names`, newest first: rows of `namesAndSessions`' second part. */
  const sessionsPart = (userId: string, names: readonly string[], limit: number, withBodyWeight: boolean) =>
    sql`SELECT * FROM (
      SELECT 'session' AS kind,
        row_number() OVER (ORDER BY ${completedWorkouts.date} DESC, ${completedWorkouts.id} DESC, exercise.key) AS position,
        ${completedWorkouts.id} AS id, ${completedWorkouts.name} AS name,
        ${completedWorkouts.date} AS date, ${completedWorkouts.day} AS day, exercise.value AS exercise,
        ${withBodyWeight ? bodyWeightOfDay(completedWorkouts.userId, sessionDay) : sql`NULL`} AS body
      FROM ${completedWorkouts}, json_each(${completedWorkouts.actualExercises}) AS exercise
      WHERE ${completedWorkouts.userId} = ${userId}
        AND json_extract(exercise.value, '$.name') IN (SELECT value FROM json_each(${JSON.stringify(names)}))
      ORDER BY ${completedWorkouts.date} DESC, ${completedWorkouts.id} DESC, exercise.key
      LIMIT ${limit})`;

  type Row = {
    kind: 'name' | 'session';
    position: number;
    id: string;
    name: unknown;
    date: string;
    day: string;
    exercise: string;
    body: string | null;
  };
  const namesOf = (rows: readonly Row[]) =>
    rows.flatMap((row) => (row.kind === 'name' && typeof row.name === 'string' ? [row.name] : []));
  /** Each row read back through the domain's schema, so a bad row fails loudly. */
  const sessionsOf = (rows: readonly Row[]): MatchedExercise[] =>
    rows
      .filter((row) => row.kind === 'session')
      .map((row) => ({
        completedWorkoutId: row.id,
        workoutName: String(row.name),
        date: row.date,
        // Rows from before the day column kept '' there: their instant's UTC day stands in.
        day: (row.day || row.date.slice(0, 10)) as CalendarDate,
        exercise: actualExerciseSchema.parse(JSON.parse(row.exercise)),
        bodyWeight: readBodyWeightOfDay(row.body),
      }));

  /**
   * The exercises named `names` in the athlete's completed sessions, newest session first (a session's rows in the
   * order done), at most `limit` rows, in one statement.
   */
  async function exerciseSessions(
    userId: string,
    names: readonly string[],
    limit: number,
    /** Each row also carries the body weight of its session's day (for an exercise whose load is the body). */
    withBodyWeight = false,
  ): Promise<MatchedExercise[]> {
    if (names.length === 0) return [];
    return sessionsOf(
      await db.all<Row>(sql`${sessionsPart(userId, names, limit, withBodyWeight)} ORDER BY position`),
    );
  }

  /**
   * exerciseNames and exerciseSessions in one statement (one trip): the names the athlete has used, and the sessions
   * of `names`, those the caller matched before. Right as it stands when the names that match now are among them.
   */
  async function namesAndSessions(
    userId: string,
    names: readonly string[],
    limit: number,
    withBodyWeight = false,
  ): Promise<{ names: string[]; sessions: MatchedExercise[] }> {
    const rows = await db.all<Row>(
      sql`${namesPart(userId)} UNION ALL ${sessionsPart(userId, names, limit, withBodyWeight)}
        ORDER BY kind, position`,
    );
    return { names: namesOf(rows), sessions: sessionsOf(rows) };
  }

  return { exerciseSessions, namesAndSessions };
}
