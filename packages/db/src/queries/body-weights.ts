import {
  BODY_WEIGHT_GOAL_TYPE,
  type BodyWeightEntry,
  type BodyWeightRange,
  bodyWeightEntrySchema,
  GOAL_PROGRESS_CAP,
  GOAL_WEIGHT_UNIT_WORDS,
  type WeightUnit,
  weightIn,
} from '@liftwise/domain';
import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { bodyWeights } from '../schema/body-weights.ts';
import { goals } from '../schema/goals.ts';
import { refuseOver, rowExists, runWrite, type WriteStep } from './write-batch.ts';

type BodyWeightRow = typeof bodyWeights.$inferSelect;

/** What the server stores for one day: the weight as entered and an optional note. */
export interface BodyWeightWrite {
  date: string;
  weight: number;
  unit: WeightUnit;
  note?: string | undefined;
}

/** Read back through the domain schema, so a bad row fails loudly; a NULL or empty note becomes absent. */
export function toBodyWeight(row: BodyWeightRow): BodyWeightEntry {
  return bodyWeightEntrySchema.parse({
    id: row.id,
    date: row.date,
    weight: row.weight,
    unit: row.unit,
    ...(row.note ? { note: row.note } : {}),
    updatedAt: row.updatedAt,
  });
}

/** The stored columns of an entry: one spelling for saving and importing. */
export function bodyWeightColumns(write: BodyWeightWrite) {
  return {
    date: write.date,
    weight: write.weight,
    unit: write.unit,
    note: write.note?.trim() ? write.note : null,
  };
}

/**
 * The active weight-loss goals measured in a weight take the day's weight as their current value (in the goal's
 * unit, progress by the goal rule: current ÷ target × 100, capped), when no later day is logged.
 */
function followingGoals(db: Db, userId: string, write: BodyWeightWrite, at: string): WriteStep[] {
  const noLaterDay = sql`not exists (select 1 from ${bodyWeights} where ${bodyWeights.userId} = ${userId} and ${bodyWeights.date} > ${write.date})`;
  return (['kg', 'lb'] as const).map((unit) => {
    const current = weightIn({ value: write.weight, unit: write.unit }, unit);
    return db
      .update(goals)
      .set({
        currentValue: current,
        progress: sql`min(${GOAL_PROGRESS_CAP}, max(0, ${current} / ${goals.targetValue} * 100))`,
        updatedAt: at,
      })
      .where(
        and(
          eq(goals.userId, userId),
          eq(goals.type, BODY_WEIGHT_GOAL_TYPE),
          eq(goals.status, 'active'),
          gt(goals.targetValue, 0),
          inArray(sql`lower(trim(${goals.unit}))`, [...GOAL_WEIGHT_UNIT_WORDS[unit]]),
          noLaterDay,
        ),
      );
  });
}

/** Every function takes the user id first and filters on it: another athlete's entry reads as not found. */
export function createBodyWeightQueries(db: Db) {
  return {
    /**
     * The entries of the range's days, newest first, and the latest entry before it (what a moving average and a
     * lift's relative strength at the range's start read), in one request.
     */
    async list(
      userId: string,
      range: BodyWeightRange,
    ): Promise<{ entries: BodyWeightEntry[]; before: BodyWeightEntry | null }> {
      const owned = eq(bodyWeights.userId, userId);
      const [inRange, before] = await db.batch([
        db
          .select()
          .from(bodyWeights)
          .where(and(owned, gte(bodyWeights.date, range.from), lte(bodyWeights.date, range.to)))
          .orderBy(desc(bodyWeights.date)),
        db
          .select()
          .from(bodyWeights)
          .where(and(owned, lt(bodyWeights.date, range.from)))
          .orderBy(desc(bodyWeights.date))
          .limit(1),
      ]);
      const [first] = before;
      return { entries: inRange.map(toBodyWeight), before: first ? toBodyWeight(first) : null };
    },

    /**
     * One batch: the day's entry, added or replacing the one of that day; the bound (refused as KeptAtMostError,
     * nothing kept, past MAX_BODY_WEIGHTS) when a day was added; and the weight-loss goals that follow the log.
     */
    async save(userId: string, write: BodyWeightWrite, now: Date): Promise<BodyWeightEntry> {
      const at = now.toISOString();
      const id = crypto.randomUUID();
      const columns = bodyWeightColumns(write);
      const [[row]] = await runWrite(db, [
        db
          .insert(bodyWeights)
          .values({ id, userId, ...columns, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: [bodyWeights.userId, bodyWeights.date],
            set: { weight: columns.weight, unit: columns.unit, note: columns.note, updatedAt: at },
          })
          .returning(),
        refuseOver(
          db,
          'body-weights',
          sql`(select count(*) from body_weights where user_id = ${userId})`,
          rowExists(bodyWeights, id),
        ),
        ...followingGoals(db, userId, write, at),
      ]);
      if (!row) throw new Error('body weight upsert stored nothing');
      return toBodyWeight(row);
    },

    /** true when an entry of the athlete's was deleted. */
    async delete(userId: string, entryId: string): Promise<boolean> {
      const deleted = await db
        .delete(bodyWeights)
        .where(and(eq(bodyWeights.userId, userId), eq(bodyWeights.id, entryId)))
        .returning({ id: bodyWeights.id });
      return deleted.length > 0;
    },
  };
}

export type BodyWeightQueries = ReturnType<typeof createBodyWeightQueries>;
