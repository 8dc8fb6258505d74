import {
  type CompletedWorkout,
  exerciseNameKey,
  getLastTimeInputSchema,
  LAST_TIME_PAGE,
  LAST_TIME_SESSIONS,
  type LastTime,
  lastTimes,
} from '@liftwise/domain';
import { protectedProcedure, router } from '../trpc.ts';

export const lastTimeRouter = router({
  /**
   * What the athlete did last time in each exercise asked (ours): the newest completed session's sets
   * of it, looking back over the newest LAST_TIME_SESSIONS sessions at most, a page at a time.
   */
  getLastTime: protectedProcedure.input(getLastTimeInputSchema).query(async ({ ctx, input }) => {
    const sessions: CompletedWorkout[] = [];
    const wanted = new Set(input.exerciseNames.map(exerciseNameKey)).size;
    let found: LastTime[] = [];
    let before: string | undefined;
    for (let read = 0; read < LAST_TIME_SESSIONS; read += LAST_TIME_PAGE) {
      const page = await ctx.queries.workouts.completedPage(ctx.user.id, LAST_TIME_PAGE, before);
      sessions.push(...page);
      found = lastTimes(input.exerciseNames, sessions);
      before = page.at(-1)?.date;
      if (found.length === wanted || page.length < LAST_TIME_PAGE) break;
    }
    return { lastTime: found };
  }),
});
