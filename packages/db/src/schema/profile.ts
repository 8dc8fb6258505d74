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
  /** 'kg' or 'lb'; NULL until the athlete chooses (the browser's locale decides meanwhile). */
  weightUnit: text('weight_unit', { enum: ['kg', 'lb'] }),
  /** When the calendar feed and the open app remind of a workout; NULL: no reminder. */
  reminderLead: text('reminder_lead', { enum: ['none', '15m', '1h', 'eveningBefore'] }),
  /**
   * The athlete's IANA zone, as their browser last sent it (turning notifications on, choosing the lead): the
   * server's reminders count the workouts' times in it. NULL: never sent.
   */
  timeZone: text('time_zone'),
  updatedAt: text('updated_at').notNull(),
});
