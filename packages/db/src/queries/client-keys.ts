import type { CompletedWorkout, Goal, Workout } from '@liftwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { userEquipment } from '../schema/equipment.ts';
import { goals } from '../schema/goals.ts';
import { completedWorkouts, workouts } from '../schema/workouts.ts';
import { toGoal } from './goals.ts';
import { toCompletedWorkout, toWorkout } from './workouts/rows.ts';

/**
 * The rows a write with the browser's key stored: a replay of a change made offline, or a retry
 * whose first answer never came, finds what the first one wrote and answers with it instead of writing again. The
 * key is the athlete's own (unique per user and key, every read filters on the user): another athlete's equal
 * key finds nothing.
 */
export function createClientKeyQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const key = sql.placeholder('key');
  const workoutStatement = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.clientKey, key)))
    .prepare();
  const completedStatement = db
    .select()
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.clientKey, key)))
    .prepare();
  const goalStatement = db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.clientKey, key)))
    .prepare();

  return {
    async workout(userId: string, key: string): Promise<Workout | null> {
      const row = await workoutStatement.get({ userId, key });
      return row ? toWorkout(row) : null;
    },

    async completedWorkout(userId: string, key: string): Promise<CompletedWorkout | null> {
      const row = await completedStatement.get({ userId, key });
      return row ? toCompletedWorkout(row) : null;
    },

    async goal(userId: string, key: string): Promise<Goal | null> {
      const row = await goalStatement.get({ userId, key });
      return row ? toGoal(row) : null;
    },

    /** The ids of the `count` items one add stored under `key`, in the add's order; empty when there was none. */
    async equipmentIds(userId: string, key: string, count: number): Promise<string[]> {
      const keys = Array.from({ length: count }, (_, place) => equipmentClientKey(key, place));
      const rows = await db
        .select({ id: userEquipment.id, clientKey: userEquipment.clientKey })
        .from(userEquipment)
        .where(and(eq(userEquipment.userId, userId), inArray(userEquipment.clientKey, keys)));
      const byKey = new Map(rows.map((row) => [row.clientKey, row.id]));
      return keys.flatMap((one) => byKey.get(one) ?? []);
    },
  };
}

/** An added item's key: the add's key and the item's place in it (one add may store several items). */
export function equipmentClientKey(key: string, place: number): string {
  return `${key}:${place}`;
}

export type ClientKeyQueries = ReturnType<typeof createClientKeyQueries>;
