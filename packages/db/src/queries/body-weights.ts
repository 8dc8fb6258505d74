import {
  BODY_WEIGHT_GOAL_TYPE,
  type BodyWeightEntry,
  type BodyWeightRange,
  bodyWeightEntrySchema,
  GOAL_PROGRESS_CAP,
  GOAL_WEIGHT_UNIT_WORDS,
  KILOGRAMS_PER_POUND,
  WEIGHT_UNITS,
  type Weight,
  type WeightUnit,
} from '@liftwise/domain';
import { and, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import * as z from 'zod/mini';
import type { Db } from '../client.ts';
import { bodyWeights } from '../schema/body-weights.ts';
import { goals } from '../schema/goals.ts';
import { bumpTrainingVersion, changedJustBefore, refuseOver, rowExists, runWrite } from './write-batch.ts';

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

/** The athlete's newest entry's weight in `unit`, rounded as weightIn rounds a converted weight; NULL with none. */
function newestWeightIn(userId: string, unit: WeightUnit, leaving: string | undefined): SQL {
  const factor = unit === 'kg' ? KILOGRAMS_PER_POUND : 1 / KILOGRAMS_PER_POUND;
  const others = leaving === undefined ? sql`` : sql` and ${bodyWeights.id} <> ${leaving}`;
  return sql`(select case when ${bodyWeights.unit} = ${unit} then ${bodyWeights.weight} else round(${bodyWeights.weight} * ${factor}, 1) end
    from ${bodyWeights} where ${bodyWeights.userId} = ${userId}${others} order by ${bodyWeights.date} desc limit 1)`;
}

/** The date of the athlete's newest entry, as a scalar subquery (NULL with none). */
export function newestBodyWeightDate(userId: string): SQL {
  return sql`(select max(${bodyWeights.date}) from ${bodyWeights} where ${bodyWeights.userId} = ${userId})`;
}

/**
 * The steps by which the active weight-loss goals measured in a weight follow the log: when `when` holds, their
 * current value becomes the newest entry's weight (in the goal's unit; leaving out `leaving`, an entry the same
 * batch deletes next) and their progress follows the goal rule (current ÷ target × 100, capped). Saving, deleting and
 * importing entries each add these steps to their own batch or transaction, so a goal never reads another write.
 */
export function goalsFollowingTheLog(
  db: Pick<Db, 'update'>,
  userId: string,
  at: string,
  when: SQL,
  leaving?: string,
) {
  const follow = (unit: WeightUnit) => {
    const current = newestWeightIn(userId, unit, leaving);
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
          sql`${current} is not null`,
          when,
        ),
      );
  };
  return [follow('kg'), follow('lb')] as const;
}

const dayWeightSchema = z.object({ weight: z.number(), unit: z.enum(WEIGHT_UNITS) });

/**
 * The athlete's body weight for a day, as a JSON column `{"weight", "unit"}` of a read's row: the latest entry on or
 * before the day, else the earliest after it (a session logged before the first weigh-in); NULL with none. Two
 * lookups of the (user, date) index per row, in the read's own statement.
 */
export function bodyWeightOfDay(userId: SQL | SQLiteColumn, day: SQL | SQLiteColumn): SQL<string | null> {
  const entry = (side: SQL) =>
    sql`(select json_object('weight', ${bodyWeights.weight}, 'unit', ${bodyWeights.unit}) from ${bodyWeights}
      where ${bodyWeights.userId} = ${userId} and ${side} limit 1)`;
  return sql<string | null>`coalesce(
    ${entry(sql`${bodyWeights.date} <= ${day} order by ${bodyWeights.date} desc`)},
    ${entry(sql`${bodyWeights.date} > ${day} order by ${bodyWeights.date} asc`)})`;
}

/** bodyWeightOfDay's column read back: a weight, or undefined for NULL. */
export function readBodyWeightOfDay(column: string | null): Weight | undefined {
  if (column === null) return undefined;
  const { weight, unit } = dayWeightSchema.parse(JSON.parse(column));
  return { value: weight, unit };
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
        // The day saved is the newest: no later day is logged.
        ...goalsFollowingTheLog(db, userId, at, sql`${newestBodyWeightDate(userId)} = ${write.date}`),
        // A bodyweight lift's best sets count the day's weight: the memos of training reads go stale.
        bumpTrainingVersion(db, userId, sql`1`),
      ]);
      if (!row) throw new Error('body weight upsert stored nothing');
      return toBodyWeight(row);
    },

    /**
     * true when an entry of the athlete's was deleted. One batch: when it is the newest, the goals that follow the
     * log first take the entry before it, then the entry goes.
     */
    async delete(userId: string, entryId: string, now: Date): Promise<boolean> {
      const isNewest = sql`${entryId} = (select ${bodyWeights.id} from ${bodyWeights} where ${bodyWeights.userId} = ${userId} order by ${bodyWeights.date} desc limit 1)`;
      const [, , deleted] = await runWrite(db, [
        ...goalsFollowingTheLog(db, userId, now.toISOString(), isNewest, entryId),
        db
          .delete(bodyWeights)
          .where(and(eq(bodyWeights.userId, userId), eq(bodyWeights.id, entryId)))
          .returning({ id: bodyWeights.id }),
        bumpTrainingVersion(db, userId, changedJustBefore),
      ]);
      return deleted.length > 0;
    },
  };
}

export type BodyWeightQueries = ReturnType<typeof createBodyWeightQueries>;
