import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/**
 * An athlete's private calendar feed: at most one per athlete. As with sessions, only the SHA-256 of the
 * URL's token is kept, so a leaked table opens no feed; regenerating replaces it, revoking deletes the row.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * The zone the feed writes times in: a calendar app fetches with no browser to ask (a job with no
     * browser needs a stored zone); the browser's zone at creation, updated when the lead time is set.
     */
    timeZone: text('time_zone').notNull(),
    createdAt: text('created_at').notNull(),
  },
  // The feed URL finds its athlete by the token's hash.
  (table) => [uniqueIndex('calendar_feeds_token_hash').on(table.tokenHash)],
);
