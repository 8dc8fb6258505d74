import {
  BODY_WEIGHT_MESSAGES,
  EQUIPMENT_SERVER_MESSAGES,
  GOAL_MESSAGES,
  KeptAtMostError,
  MAX_BODY_WEIGHTS,
  MAX_COMPLETED_WORKOUTS,
  MAX_GOALS,
  MAX_PUSH_DEVICES,
  MAX_STRENGTH_PLANS,
  MAX_USER_EQUIPMENT,
  MAX_WORKOUTS,
  PLAN_MESSAGES,
  PUSH_MESSAGES,
  RECURRENCE_MAX_SERIES,
  RECURRENCE_MESSAGES,
  WORKOUT_MESSAGES,
} from '@liftwise/domain';
import { and, eq, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import { users } from '../schema/auth.ts';

/*
 * Every write is one `db.batch`: one request to the database, whose statements run in one transaction on the
 * server and roll back together when one fails, so no lock is held across the network. What one step needs of
 * another is said in SQL: a condition on the row the write added (`rowExists`) or on what the step before changed
 * (`changes()`), and a refusal raised by the database itself (`refuseOver`, the `write_checks` view of
 * drizzle/0013_write_checks.sql), which aborts the batch and comes back here as the error the athlete is shown.
 */

/** One statement of a write's batch. */
export type WriteStep = BatchItem<'sqlite'>;

/** The bounds the database refuses a write past: the most an athlete keeps, and the sentence they are told. */
const BOUNDS = {
  workouts: [MAX_WORKOUTS, WORKOUT_MESSAGES.tooManyWorkouts],
  'completed-workouts': [MAX_COMPLETED_WORKOUTS, WORKOUT_MESSAGES.tooManyCompletedWorkouts],
  series: [RECURRENCE_MAX_SERIES, RECURRENCE_MESSAGES.tooManySeries],
  goals: [MAX_GOALS, GOAL_MESSAGES.tooManyGoals],
  equipment: [MAX_USER_EQUIPMENT, EQUIPMENT_SERVER_MESSAGES.tooMuchEquipment],
  'strength-plans': [MAX_STRENGTH_PLANS, PLAN_MESSAGES.tooManyPlans],
  'push-devices': [MAX_PUSH_DEVICES, PUSH_MESSAGES.tooManyDevices],
  'body-weights': [MAX_BODY_WEIGHTS, BODY_WEIGHT_MESSAGES.tooManyEntries],
} as const;
export type Bound = keyof typeof BOUNDS;

/** A write refused because what it was based on changed meanwhile (a step's `refuseIf` found so). */
export class WriteChangedError extends Error {}

/** The trigger's message names the refusal (`write refused: <name>`), as one SQLite literal per name must. */
const REFUSED = /write refused: ([a-z-]+)/;

/** The refusal the database raised somewhere in `error`'s causes, as the error the caller answers with. */
function refusalOf(error: unknown): Error | undefined {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const message = (current as { message?: unknown }).message;
    const name = typeof message === 'string' ? REFUSED.exec(message)?.[1] : undefined;
    if (name === 'changed')
      return new WriteChangedError('the row changed since it was read', { cause: error });
    if (name !== undefined && name in BOUNDS)
      return new KeptAtMostError(BOUNDS[name as Bound][1], { cause: error });
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write's statements as one batch (one request; one transaction on the server). A refusal raised by a
 * `refuseOver` or `refuseIf` step rolls the whole batch back and is thrown as KeptAtMostError or WriteChangedError.
 */
export async function runWrite<U extends WriteStep, T extends Readonly<[U, ...U[]]>>(
  db: Db,
  steps: T,
): Promise<BatchResponse<T>> {
  try {
    return await db.batch(steps);
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

/** Whether the row `id` of `table` exists: what later steps of a write ask of the row it added (ids are made here). */
export function rowExists(table: SQLiteTable & { id: SQLiteColumn }, id: string): SQL {
  return sql`exists (select 1 from ${table} where ${table.id} = ${id})`;
}

/** Whether the statement just before changed any row (SQLite's `changes()`; inserts into a view reset it to 0). */
export const changedJustBefore: SQL = sql`changes() > 0`;

/** Refuses the write (the batch rolls back) when `kept`, counted after it, is past the bound, if `when` holds. */
export function refuseOver(db: Db, bound: Bound, kept: SQL, when: SQL): WriteStep {
  return db.run(
    sql`insert into write_checks (refusal, kept, max) select ${bound}, ${kept}, ${BOUNDS[bound][0]} where ${when}`,
  );
}

/** Refuses the write as changed meanwhile (WriteChangedError; the batch rolls back) when `when` holds. */
export function refuseIf(db: Db, when: SQL): WriteStep {
  return db.run(sql`insert into write_checks (refusal, kept, max) select 'changed', 1, 0 where ${when}`);
}

/**
 * Bumps `users.training_version` when `changed` holds, so a memo of the lists keyed by that version can never
 * outlive the data. Every write to workouts or completed workouts has this step.
 */
export function bumpTrainingVersion(db: Db, userId: string, changed: SQL): WriteStep {
  return db
    .update(users)
    .set({ trainingVersion: sql`${users.trainingVersion} + 1` })
    .where(and(eq(users.id, userId), changed));
}

/**
 * The bounds of a write that added training, from the counts the database's triggers keep on the
 * athlete's row. Only writes that add have them, so an athlete over a bound (rows kept from before it) can still
 * edit and delete.
 */
export function trainingRoom(db: Db, userId: string, added: SQL): WriteStep[] {
  return [
    refuseOver(db, 'workouts', sql`(select workout_count from users where id = ${userId})`, added),
    refuseOver(
      db,
      'completed-workouts',
      sql`(select completed_workout_count from users where id = ${userId})`,
      added,
    ),
  ];
}

/** Repeating workouts: a series always has its last day (`recurrence_ends`), which the athlete's index on it counts. */
export function seriesRoom(db: Db, userId: string, when: SQL): WriteStep {
  return refuseOver(
    db,
    'series',
    sql`(select count(*) from workouts where user_id = ${userId} and recurrence_ends is not null)`,
    when,
  );
}

/** What a write that may find its row gone or changed answers: the row written, or why nothing was. */
export type WriteAnswer<T> = { ok: true; value: T } | { ok: false; reason: 'not-found' | 'changed' };

/**
 * An insert of `row` into `table` that stores it only when `when` holds (an INSERT … SELECT … WHERE): a step that
 * depends on an earlier one's outcome. The values are bound in the table's column order, each encoded as its
 * column encodes it; an absent one takes the column's default, as an ordinary insert would.
 */
export function insertWhen<T extends SQLiteTable>(db: Db, table: T, row: T['$inferInsert'], when: SQL) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const given = (row as Record<string, unknown>)[key];
    if (given !== undefined) return sql.param(given, column);
    const fallback = column.defaultFn?.() ?? column.default;
    if (is(fallback, SQL)) return fallback;
    return sql.param(fallback ?? null, column);
  });
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${when}`);
}
