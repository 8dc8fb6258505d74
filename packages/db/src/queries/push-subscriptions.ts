import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pushSubscriptions } from '../schema/push-subscriptions.ts';
import { refuseOver, rowExists, runWrite } from './write-batch.ts';

/** A device as its athlete sees it in the list: its endpoint tells the browser which one it is itself. */
export interface PushDevice {
  id: string;
  endpoint: string;
  label: string;
  createdAt: string;
}

/** What a push is sent to: the endpoint and the keys its payload is encrypted to. */
export interface PushTarget {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSubscriptionWrite {
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
}

const deviceColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
};
const targetColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * The devices with notifications on. Every function but `removeByEndpoint` takes the user id first; that one is
 * how a push service's "gone" (404/410) removes the subscription it named, whoever's it was.
 */
export function createPushSubscriptionQueries(db: Db) {
  const ofAthlete = (userId: string) => eq(pushSubscriptions.userId, userId);
  return {
    /** The athlete's devices, newest first. */
    async list(userId: string): Promise<PushDevice[]> {
      return db
        .select(deviceColumns)
        .from(pushSubscriptions)
        .where(ofAthlete(userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    /** One of the athlete's devices as a push target; null when they have none with that id. */
    async target(userId: string, deviceId: string): Promise<PushTarget | null> {
      return (
        (await db
          .select(targetColumns)
          .from(pushSubscriptions)
          .where(and(ofAthlete(userId), eq(pushSubscriptions.id, deviceId)))
          .get()) ?? null
      );
    },

    /**
     * Saves this browser's subscription, in one batch: the same endpoint again updates its keys and label (and
     * moves it to this athlete when another one had turned notifications on in the browser before), a new one is
     * added, refused as KeptAtMostError (nothing kept) past MAX_PUSH_DEVICES.
     */
    async save(userId: string, write: PushSubscriptionWrite, now: Date): Promise<PushDevice> {
      const at = now.toISOString();
      const id = crypto.randomUUID();
      const [, [row]] = await runWrite(db, [
        // Another athlete's row for this browser goes: one browser notifies the athlete signed in there.
        db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, write.endpoint), ne(pushSubscriptions.userId, userId))),
        db
          .insert(pushSubscriptions)
          .values({ id, userId, ...write, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: write.p256dh, auth: write.auth, label: write.label, updatedAt: at },
          })
          .returning(deviceColumns),
        refuseOver(
          db,
          'push-devices',
          sql`(select count(*) from ${pushSubscriptions} where ${ofAthlete(userId)})`,
          rowExists(pushSubscriptions, id),
        ),
      ]);
      if (!row) throw new Error('push subscription upsert returned nothing');
      return row;
    },

    /** Removes one of the athlete's devices; false when they have none with that id. */
    async remove(userId: string, deviceId: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(ofAthlete(userId), eq(pushSubscriptions.id, deviceId)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** The push service answered that the subscription is gone (404/410): it is never sent to again. */
    async removeByEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

export type PushSubscriptionQueries = ReturnType<typeof createPushSubscriptionQueries>;
