import type { PushNotificationPayload } from '@liftwise/domain';
import { and, eq, lt, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pushSubscriptions } from '../schema/push-subscriptions.ts';
import { restAlerts } from '../schema/rest-alerts.ts';
import type { PushTarget } from './push-subscriptions.ts';
import { runWrite } from './write-batch.ts';

/** A rest alert waiting for its instant: whose, and when (epoch ms). */
export interface PendingRestAlert {
  userId: string;
  dueAt: number;
}

/** A claimed alert: its notification and the athlete's devices to send it to. */
export interface ClaimedRestAlert {
  payload: PushNotificationPayload;
  targets: PushTarget[];
}

/**
 * The rest alerts of live sessions, one per athlete. Claiming deletes the row, so of two processes (or a timer and
 * a restart) only the one whose delete returns it sends it.
 */
export function createRestAlertQueries(db: Db) {
  const ofAthlete = (userId: string) => eq(restAlerts.userId, userId);
  return {
    /** The athlete's alert at `dueAt`, replacing the one they had. */
    async schedule(userId: string, dueAt: number, payload: PushNotificationPayload): Promise<void> {
      const json = JSON.stringify(payload);
      await runWrite(db, [
        db
          .insert(restAlerts)
          .values({ userId, dueAt, payload: json })
          .onConflictDoUpdate({ target: restAlerts.userId, set: { dueAt, payload: json } }),
      ]);
    },

    /** The athlete's alert is not sent; true when they had one. */
    async cancel(userId: string): Promise<boolean> {
      const [deleted] = await runWrite(db, [
        db.delete(restAlerts).where(ofAthlete(userId)).returning({ userId: restAlerts.userId }),
      ]);
      return deleted.length > 0;
    },

    /**
     * Takes the athlete's alert when it is due by `now` (epoch ms), with their devices, in one batch; null when it
     * was cancelled, moved later or taken by another process.
     */
    async claim(userId: string, now: number): Promise<ClaimedRestAlert | null> {
      const [claimed, targets] = await db.batch([
        db
          .delete(restAlerts)
          .where(and(ofAthlete(userId), lte(restAlerts.dueAt, now)))
          .returning({ payload: restAlerts.payload }),
        db
          .select({
            id: pushSubscriptions.id,
            userId: pushSubscriptions.userId,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
      ]);
      const row = claimed[0];
      return row ? { payload: JSON.parse(row.payload) as PushNotificationPayload, targets } : null;
    },

    /** Every alert still waiting, for a restart to re-arm. */
    async pending(): Promise<PendingRestAlert[]> {
      return db.select({ userId: restAlerts.userId, dueAt: restAlerts.dueAt }).from(restAlerts);
    },

    /** Drops alerts due before `before` (epoch ms): a rest that ended that long ago is news to no one. */
    async dropStale(before: number): Promise<void> {
      await db.delete(restAlerts).where(lt(restAlerts.dueAt, before));
    },
  };
}

export type RestAlertQueries = ReturnType<typeof createRestAlertQueries>;
