import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/auth.ts';
import { calendarFeeds } from '../schema/calendar-feeds.ts';
import { profiles } from '../schema/profile.ts';

/** What is known of an athlete's feed: never its token, only when it was made and the zone it writes times in. */
export interface CalendarFeedRow {
  userId: string;
  timeZone: string;
  createdAt: string;
}

/**
 * What a feed URL opens, in one read: the feed, the version of the athlete's training and the profile choices its
 * document shows, so an unchanged feed is answered from a memo without another query.
 */
export interface OpenedCalendarFeed extends CalendarFeedRow {
  trainingVersion: number;
  weightUnit: 'kg' | 'lb' | null;
  reminderLead: 'none' | '15m' | '1h' | 'eveningBefore' | null;
}

/**
 * The athlete's calendar feed. Every function but `findByTokenHash` takes the user id first; that one is
 * how the feed URL, which carries no session, finds its athlete, as the session lookup does (queries/auth.ts).
 */
export function createCalendarFeedQueries(db: Db) {
  const columns = {
    userId: calendarFeeds.userId,
    timeZone: calendarFeeds.timeZone,
    createdAt: calendarFeeds.createdAt,
  };
  return {
    async get(userId: string): Promise<CalendarFeedRow | null> {
      return (
        (await db.select(columns).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).get()) ?? null
      );
    },

    /** Creates the feed or replaces its token (regenerate): the old URL stops working in the same write. */
    async put(
      userId: string,
      feed: { tokenHash: string; timeZone: string },
      now: Date,
    ): Promise<CalendarFeedRow> {
      const createdAt = now.toISOString();
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, ...feed, createdAt })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...feed, createdAt } })
        .returning(columns);
      if (!row) throw new Error('calendar feed upsert returned nothing');
      return row;
    },

    /** The zone an existing feed writes times in; nothing when the athlete has no feed. */
    async setTimeZone(userId: string, timeZone: string): Promise<void> {
      await db.update(calendarFeeds).set({ timeZone }).where(eq(calendarFeeds.userId, userId));
    },

    /** Revokes the feed; false when there was none. */
    async remove(userId: string): Promise<boolean> {
      const deleted = await db
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .returning({ userId: calendarFeeds.userId });
      return deleted.length > 0;
    },

    async findByTokenHash(tokenHash: string): Promise<OpenedCalendarFeed | null> {
      return (
        (await db
          .select({
            ...columns,
            trainingVersion: users.trainingVersion,
            weightUnit: profiles.weightUnit,
            reminderLead: profiles.reminderLead,
          })
          .from(calendarFeeds)
          .innerJoin(users, eq(users.id, calendarFeeds.userId))
          .leftJoin(profiles, eq(profiles.userId, calendarFeeds.userId))
          .where(eq(calendarFeeds.tokenHash, tokenHash))
          .get()) ?? null
      );
    },
  };
}

export type CalendarFeedQueries = ReturnType<typeof createCalendarFeedQueries>;
