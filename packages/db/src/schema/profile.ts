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
  updatedAt: text('updated_at').notNull(),
});
