import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/auth.ts';

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a write to the athlete's training in a transaction that also bumps `users.training_version` when it
 * changed something, so a memo of the lists keyed by that version can never outlive the data (decision 0013).
 * Every write to workouts or completed workouts goes through here, including Start Plan's (queries/strength-plans.ts);
 * one that adds rows checks the athlete still has room for them (queries/room.ts) before it returns.
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
