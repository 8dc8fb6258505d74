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
 * write, import and deletion. Which names are the exercise is the domain's rule (findExercise), so the caller first
 * reads the names the athlete has used, then the sessions of those it matched.
 */
export function createExerciseHistoryQueries(db: Db) {
  /** Every distinct exercise name in the athlete's completed sessions, as written. */
  async function exerciseNames(userId: string): Promise<string[]> {
    const rows = await db.all<{
      name: unknown;
    }>(sql`SELECT DISTINCT json_extract(exercise.value, '$.name') AS name
      FROM ${completedWorkouts}, json_each(${completedWorkouts.actualExercises}) AS exercise
      WHERE ${completedWorkouts.userId} = ${userId}
      LIMIT ${MAX_EXERCISE_NAMES}`);
    return rows.flatMap((row) => (typeof row.name === 'string' ? [row.name] : []));
  }

  /**
   * The exercises named `names` in the athlete's completed sessions, newest session first (a session's rows in the
   * order done), at most `limit` rows, in one statement; each read back through the domain's schema, so a bad row fails loudly.
   */
  async function exerciseSessions(
    userId: string,
    names: readonly string[],
    limit: number,
    /** Each row also carries the body weight of its session's day (for an exercise whose load is the body). */
    withBodyWeight = false,
  ): Promise<MatchedExercise[]> {
    if (names.length === 0) return [];
    const rows = await db.all<{
      id: string;
      name: string;
      date: string;
      day: string;
      exercise: string;
      body: string | null;
    }>(
      sql`SELECT ${completedWorkouts.id} AS id, ${completedWorkouts.name} AS name, ${completedWorkouts.date} AS date,
        ${completedWorkouts.day} AS day, exercise.value AS exercise,
        ${withBodyWeight ? bodyWeightOfDay(completedWorkouts.userId, sessionDay) : sql`NULL`} AS body
      FROM ${completedWorkouts}, json_each(${completedWorkouts.actualExercises}) AS exercise
      WHERE ${completedWorkouts.userId} = ${userId}
        AND json_extract(exercise.value, '$.name') IN (SELECT value FROM json_each(${JSON.stringify(names)}))
      ORDER BY ${completedWorkouts.date} DESC, ${completedWorkouts.id} DESC, exercise.key
      LIMIT ${limit}`,
    );
    return rows.map((row) => ({
      completedWorkoutId: row.id,
      workoutName: row.name,
      date: row.date,
      // Rows from before the day column kept '' there: their instant's UTC day stands in.
      day: (row.day || row.date.slice(0, 10)) as CalendarDate,
      exercise: actualExerciseSchema.parse(JSON.parse(row.exercise)),
      bodyWeight: readBodyWeightOfDay(row.body),
    }));
  }

  return { exerciseNames, exerciseSessions };
}
