import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The spec's auth user (§3): one row per athlete, whatever provider they signed in with. */
export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  displayName: text('display_name').notNull().default(''),
  photoUrl: text('photo_url'),
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull(),
  lastSignInAt: text('last_sign_in_at').notNull(),
  /**
   * Bumped by every write to the athlete's workouts or completed workouts, in the same transaction. The session
   * lookup reads this row anyway, so the server knows for free whether its memo of the workout lists is current
   *.
   */
  trainingVersion: integer('training_version').notNull().default(0),
  /**
   * How many planned and completed workouts the athlete keeps, counted by the database's own triggers on every
   * insert and delete (migration 0012), so a write checks the bound (MAX_WORKOUTS, MAX_COMPLETED_WORKOUTS) by
   * reading this row rather than counting up to 20,000 rows.
   */
  workoutCount: integer('workout_count').notNull().default(0),
  completedWorkoutCount: integer('completed_workout_count').notNull().default(0),
});

/** A provider identity linked to a user; (provider, providerAccountId) is what the provider vouches for. */
export const accounts = sqliteTable(
  'accounts',
  {
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerAccountId] }),
    index('accounts_user_id').on(table.userId),
  ],
);

/** Server-side sessions: only the SHA-256 of the token's secret is kept, so a leaked table grants nothing. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);
