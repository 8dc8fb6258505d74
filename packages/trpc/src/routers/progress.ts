import {
  ANALYTICS_MAX_SESSIONS,
  analyticsPeriodStart,
  clockAt,
  DEFAULT_TIME_ZONE,
  getProgressAnalyticsInputSchema,
  type ProgressAnalytics,
  progressAnalytics,
} from '@liftwise/domain';
import { protectedProcedure, router } from '../trpc.ts';
import { createVersionedMemo, readMemoized } from '../versioned-memo.ts';

// Remembered per athlete until their next training write: the screen reads up to half a year of
// sessions, and an athlete looks at it far more often than they finish one.
const analyticsMemo = createVersionedMemo<ProgressAnalytics>(500);

/** Ours: the Progress Analytics screen behind the dashboard's 'View Progress Analytics' (the spec shows no action). */
export const progressRouter = router({
  getProgressAnalytics: protectedProcedure.input(getProgressAnalyticsInputSchema).query(({ ctx, input }) => {
    const { today } = clockAt(ctx.now(), input.timeZone ?? DEFAULT_TIME_ZONE);
    const { id } = ctx.user;
    return readMemoized(ctx, analyticsMemo, `${id} ${today} ${input.weeks} ${input.weightUnit}`, async () => {
      const from = analyticsPeriodStart(today, input.weeks);
      // One more than is used: whether the period held more than one answer reads.
      const sessions = await ctx.queries.workouts.sessionsInDays(id, from, today, ANALYTICS_MAX_SESSIONS + 1);
      const truncated = sessions.length > ANALYTICS_MAX_SESSIONS;
      return progressAnalytics(
        sessions.slice(0, ANALYTICS_MAX_SESSIONS),
        today,
        input.weeks,
        truncated,
        input.weightUnit,
      );
    });
  }),
});
