import { type Goal, type GoalStatus, type GoalType, goalSchema } from '@liftwise/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { goals } from '../schema/goals.ts';
import { refuseOver, rowExists, runWrite, type WriteAnswer } from './write-batch.ts';

type GoalRow = typeof goals.$inferSelect;

/** What the server stores for a goal: the athlete's fields plus the progress and status it decided. */
export interface GoalWrite {
  title: string;
  type: GoalType;
  description: string;
  targetValue: number;
  currentValue?: number | undefined;
  unit: string;
  targetDate: string;
  progress: number;
  status: GoalStatus;
}

/** Read back through the domain schema, so a bad row fails loudly; a NULL current value becomes absent. */
export function toGoal(row: GoalRow): Goal {
  return goalSchema.parse({
    id: row.id,
    userId: row.userId,
    title: row.title,
    type: row.type,
    description: row.description,
    targetValue: row.targetValue,
    ...(row.currentValue !== null && { currentValue: row.currentValue }),
    unit: row.unit,
    targetDate: row.targetDate,
    progress: row.progress,
    status: row.status,
    _metadata: { updatedAt: row.updatedAt },
  });
}

/** The stored columns of a goal: one spelling for saving, updating and importing. */
export function goalColumns(write: GoalWrite) {
  return {
    title: write.title,
    type: write.type,
    description: write.description,
    targetValue: write.targetValue,
    currentValue: write.currentValue ?? null,
    unit: write.unit,
    targetDate: write.targetDate,
    progress: write.progress,
    status: write.status,
  };
}

/** Every function takes the user id first and filters on it: another athlete's goal reads as not found. */
export function createGoalQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const goalId = sql.placeholder('goalId');
  // The list and the edit screen's read run on every visit, so they are prepared once.
  const list = db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .prepare();
  const countOfAthlete = db.select({ count: count() }).from(goals).where(eq(goals.userId, userId)).prepare();
  const get = db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.id, goalId)))
    .limit(1)
    .prepare();

  return {
    async list(userId: string): Promise<Goal[]> {
      const rows = await list.all({ userId });
      return rows.map(toGoal);
    },

    /** How many goals the athlete keeps (saveGoal refuses one past MAX_GOALS). */
    async count(userId: string): Promise<number> {
      return (await countOfAthlete.get({ userId }))?.count ?? 0;
    },

    async get(userId: string, goalId: string): Promise<Goal | null> {
      const row = await get.get({ userId, goalId });
      return row ? toGoal(row) : null;
    },

    /**
     * One batch: the insert, then the bound (refused as KeptAtMostError, nothing kept, when the athlete now keeps
     * more than MAX_GOALS), on the condition that the goal was added. `clientKey`: the browser's key for this write,
     * stored with the row; a replay or a retry with it adds nothing and answers the goal first saved.
     */
    async create(userId: string, write: GoalWrite, now: Date, clientKey?: string): Promise<Goal> {
      const at = now.toISOString();
      const id = crypto.randomUUID();
      const [inserted, stored] = await runWrite(db, [
        db
          .insert(goals)
          .values({ id, userId, ...goalColumns(write), clientKey, createdAt: at, updatedAt: at })
          .onConflictDoNothing({ target: [goals.userId, goals.clientKey] })
          .returning(),
        db
          .select()
          .from(goals)
          .where(and(eq(goals.userId, userId), eq(goals.clientKey, clientKey ?? sql`null`))),
        refuseOver(
          db,
          'goals',
          sql`(select count(*) from goals where user_id = ${userId})`,
          rowExists(goals, id),
        ),
      ]);
      const [row = stored[0]] = inserted;
      if (!row) throw new Error('goal insert stored nothing');
      return toGoal(row);
    },

    /**
     * Replaces the goal's fields, in one batch with whether the athlete has the goal (read before the update):
     * 'not-found' when the athlete has no goal with that id; 'changed', given `baseUpdatedAt`, when the stored one is
     * no longer that version (changed since the edit began).
     */
    async update(
      userId: string,
      goalId: string,
      write: GoalWrite,
      now: Date,
      baseUpdatedAt?: string,
    ): Promise<WriteAnswer<Goal>> {
      const owned = and(eq(goals.userId, userId), eq(goals.id, goalId));
      const [found, [row]] = await runWrite(db, [
        db.select({ id: goals.id }).from(goals).where(owned),
        db
          .update(goals)
          .set({ ...goalColumns(write), updatedAt: now.toISOString() })
          .where(and(owned, baseUpdatedAt === undefined ? undefined : eq(goals.updatedAt, baseUpdatedAt)))
          .returning(),
      ]);
      if (row) return { ok: true, value: toGoal(row) };
      return { ok: false, reason: found.length > 0 && baseUpdatedAt !== undefined ? 'changed' : 'not-found' };
    },

    /** true when a goal of the athlete's was deleted. */
    async delete(userId: string, goalId: string): Promise<boolean> {
      const deleted = await db
        .delete(goals)
        .where(and(eq(goals.userId, userId), eq(goals.id, goalId)))
        .returning({ id: goals.id });
      return deleted.length > 0;
    },
  };
}

export type GoalQueries = ReturnType<typeof createGoalQueries>;
