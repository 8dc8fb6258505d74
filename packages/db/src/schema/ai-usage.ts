import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/**
 * Model requests an athlete made on one UTC day: their daily AI allowance, counted in the database so it
 * holds across processes and Workers isolates. One row per athlete and day they asked a model.
 */
export const aiUsage = sqliteTable(
  'ai_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    requests: integer('requests').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
