import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/**
 * The rest alert an athlete's live session is waiting for: one at most per athlete (a new rest replaces the old),
 * so the timers a server holds are bounded by its athletes. Kept in the database so a restart re-arms it and only
 * the process that deletes the row sends it.
 */
export const restAlerts = sqliteTable(
  'rest_alerts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the rest ends, epoch ms. */
    dueAt: integer('due_at').notNull(),
    /** The notification, as JSON (PushNotificationPayload), made when it was scheduled. */
    payload: text('payload').notNull(),
  },
  // A restart reads the rows by their instant.
  (table) => [index('rest_alerts_due_at').on(table.dueAt)],
);
