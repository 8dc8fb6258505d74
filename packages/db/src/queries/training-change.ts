import { MAX_COMPLETED_WORKOUTS, MAX_WORKOUTS, WORKOUT_MESSAGES } from '@liftwise/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/auth.ts';
import { refuseOver } from './room.ts';

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a write did to the athlete's training: nothing (false), changed or removed rows (true), or added some
 * ('added': a new workout, a finished session, Start Plan's days), which must still fit the bounds.
 */
export type TrainingChange = boolean | 'added';

/**
 * Runs a write to the athlete's training in a transaction that also bumps `users.training_version` when it
 * changed something, so a memo of the lists keyed by that version can never outlive the data. Only an import of the
 * athlete's data (queries/data-transfer.ts) still runs so: thousands of rows written in slices that give the
 * server's thread back between them. Every other write is one batch (write-batch.ts), never a transaction held
 * open across the network.
 *
 * A write that added rows is refused whole (KeptAtMostError, the transaction rolled back) when the athlete now keeps
 * more than MAX_WORKOUTS or MAX_COMPLETED_WORKOUTS. The counts are the ones the database's triggers
 * keep on the athlete's row, read back by the same update that bumps the version: no statement of its own, which on
 * the edge would be one more round trip to the database inside the transaction. Only writes that add are checked,
 * so an athlete over a bound (rows kept from before it) can still edit and delete.
 */
export function changeTraining<T>(
  db: Db,
  userId: string,
  write: (tx: Tx) => Promise<T>,
  change: (result: T) => TrainingChange,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const made = change(result);
    if (!made) return result;
    const [kept] = await tx
      .update(users)
      .set({ trainingVersion: sql`${users.trainingVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ planned: users.workoutCount, done: users.completedWorkoutCount });
    if (made === 'added') {
      refuseOver(kept?.planned, MAX_WORKOUTS, WORKOUT_MESSAGES.tooManyWorkouts);
      refuseOver(kept?.done, MAX_COMPLETED_WORKOUTS, WORKOUT_MESSAGES.tooManyCompletedWorkouts);
    }
    return result;
  });
}
