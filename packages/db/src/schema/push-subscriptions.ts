import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/**
 * One device of an athlete's with notifications on: the browser's push subscription (its endpoint and the keys a
 * payload is encrypted to) and the name it is listed by. An endpoint is one browser's, so it is kept once: the
 * athlete who last turned notifications on in that browser is the one it notifies.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and authentication secret, base64url, as `PushSubscription.toJSON()` gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'Chrome on Android': made by the browser from its user agent. */
    label: text('label').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint').on(table.endpoint),
    // The list and the count read one athlete's devices.
    index('push_subscriptions_user_id').on(table.userId, table.createdAt),
  ],
);
