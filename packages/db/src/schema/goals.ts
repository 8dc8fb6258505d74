import { index, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/** The spec's Goal (§3), one row per goal. An empty current value is NULL. */
export const goals = sqliteTable(
  'goals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    targetValue: real('target_value').notNull(),
    currentValue: real('current_value'),
    unit: text('unit').notNull().default(''),
    targetDate: text('target_date').notNull(),
    progress: real('progress').notNull(),
    status: text('status').notNull(),
    /** The key the browser chose for this write: a replay or a retry with it returns this row. */
    clientKey: text('client_key'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // The list reads one athlete's goals newest first.
  (table) => [
    index('goals_user_id_created_at').on(table.userId, table.createdAt),
    uniqueIndex('goals_user_id_client_key').on(table.userId, table.clientKey),
  ],
);
