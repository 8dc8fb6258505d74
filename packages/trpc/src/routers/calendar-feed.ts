import {
  calendarFeedPath,
  createCalendarFeedInputSchema,
  DEFAULT_REMINDER_LEAD,
  type ReminderLead,
  setReminderLeadInputSchema,
} from '@liftwise/domain';
import { hashFeedToken, newFeedToken } from '../calendar-feed-token.ts';
import type { AuthedContext } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * The athlete's private calendar feed and their reminder lead time. The feed's secret is returned once,
 * by createCalendarFeed; afterwards only its hash exists, so the status says when it was made, never its URL.
 */
export const calendarFeedRouter = router({
  /** Whether a feed exists (and since when, in which zone) and the lead time the reminders use. */
  getCalendarFeed: protectedProcedure.query(async ({ ctx }) => {
    const [feed, profile] = await Promise.all([
      ctx.queries.calendarFeeds.get(ctx.user.id),
      ctx.queries.profiles.get(ctx.user.id),
    ]);
    return {
      feed: feed && { createdAt: feed.createdAt, timeZone: feed.timeZone },
      reminderLead: profile?.reminderLead ?? DEFAULT_REMINDER_LEAD,
    };
  }),

  /** Creates the feed, or regenerates it: a new token whose path is returned once; the old URL answers 404. */
  createCalendarFeed: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(createCalendarFeedInputSchema)
    .mutation(async ({ ctx, input }) => {
      const token = newFeedToken();
      const feed = await ctx.queries.calendarFeeds.put(
        ctx.user.id,
        { tokenHash: await hashFeedToken(token), timeZone: input.timeZone },
        ctx.now(),
      );
      return { path: calendarFeedPath(token), feed: { createdAt: feed.createdAt, timeZone: feed.timeZone } };
    }),

  /** Deletes the feed: its URL answers 404 from now on. Right in any state (revoking twice is no error). */
  revokeCalendarFeed: protectedProcedure.meta({ onlyWritesToDatabase: true }).mutation(async ({ ctx }) => ({
    revoked: await ctx.queries.calendarFeeds.remove(ctx.user.id),
  })),

  /**
   * The lead time of the feed's alarms, the in-app reminder and the server's; the zone, when sent, is the feed's and
   * the server reminders' from now on.
   */
  setReminderLeadTime: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(setReminderLeadInputSchema)
    .mutation(async ({ ctx, input }) => {
      const profile = await writeLead(ctx, input.leadTime);
      if (input.timeZone)
        await Promise.all([
          ctx.queries.calendarFeeds.setTimeZone(ctx.user.id, input.timeZone),
          ctx.queries.profiles.setTimeZone(ctx.user.id, input.timeZone, ctx.now()),
        ]);
      return { reminderLead: profile.reminderLead ?? DEFAULT_REMINDER_LEAD };
    }),
});

/** On the profile, beside the athlete's other settings; creates the profile when there is none yet. */
function writeLead(ctx: AuthedContext, reminderLead: ReminderLead) {
  return ctx.queries.profiles.upsert(ctx.user.id, { reminderLead }, ctx.now());
}
