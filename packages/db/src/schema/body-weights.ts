import { real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/** One body-weight entry per athlete and day: a second log that day replaces the first. */
export const bodyWeights = sqliteTable(
  'body_weights',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The athlete's calendar day, YYYY-MM-DD. */
    date: text('date').notNull(),
    /** As entered, in `unit` ('kg' or 'lb'). */
    weight: real('weight').notNull(),
    unit: text('unit').notNull(),
    note: text('note'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // Reads are a range of one athlete's days; the same index makes a day's entry unique.
  (table) => [uniqueIndex('body_weights_user_id_date').on(table.userId, table.date)],
);
