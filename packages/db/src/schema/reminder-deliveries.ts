import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/**
 * A workout reminder claimed for sending: one row per workout and start instant (an occurrence's, for a series),
 * inserted before the push goes out, so two processes, two ticks or a restart never send it twice. A workout moved
 * to another time starts at another instant and so gets a reminder of its own; rows long past are deleted.
 */
export const reminderDeliveries = sqliteTable(
  'reminder_deliveries',
  {
    // No foreign key: a workout deleted between the tick's read and its claim must not fail the claim of others.
    workoutId: text('workout_id').notNull(),
    /** The start it reminds of, an ISO instant (UTC). */
    startsAt: text('starts_at').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: text('sent_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workoutId, table.startsAt] }),
    // The tick reads the markers of the starts still ahead, and forgets those long past.
    index('reminder_deliveries_starts_at').on(table.startsAt),
  ],
);
