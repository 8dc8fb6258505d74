import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

export const profiles = sqliteTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  displayName: text('display_name').notNull().default(''),
  sex: text('sex'),
  birthYear: integer('birth_year'),
  /** 'kg' or 'lb' (issue 18); NULL until the athlete chooses (the browser's locale decides meanwhile). */
  weightUnit: text('weight_unit', { enum: ['kg', 'lb'] }),
  /** When the calendar feed and the open app remind of a workout (issue 22); NULL: no reminder. */
  reminderLead: text('reminder_lead', { enum: ['none', '15m', '1h', 'eveningBefore'] }),
  updatedAt: text('updated_at').notNull(),
});
