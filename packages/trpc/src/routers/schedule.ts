import {
  clockAt,
  DEFAULT_TIME_ZONE,
  expansionSteps,
  getScheduleInputSchema,
  scheduleWithOccurrences,
  type Workout,
} from '@liftwise/domain';
import { runInSlices } from '../run-in-slices.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { createVersionedMemo, readMemoized } from '../versioned-memo.ts';

// A page holds a handful of workouts, or thousands of occurrences (100 daily series over 62 days): bounded by the
// workouts held too (~25 MB at most), so one athlete asking for many large pages cannot fill the process.
const scheduleMemo = createVersionedMemo<Workout[]>(500, {
  weigh: (workouts) => workouts.length,
  maxWeight: 50_000,
});

/** Spec §7's schedule call; the page is read far more often than training changes, so it is kept until a write. */
export const scheduleRouter = router({
  /**
   * The schedule's calendar page: every planned workout dated `from` to `to`, in any status, by day and time, with
   * each occurrence of a repeating workout on its day (the series' id and that day name it;).
   */
  getSchedule: protectedProcedure.input(getScheduleInputSchema).query(async ({ ctx, input }) => {
    const { id } = ctx.user;
    const { from, to } = input;
    return {
      today: clockAt(ctx.now(), input.timeZone ?? DEFAULT_TIME_ZONE).today,
      workouts: await readMemoized(ctx, scheduleMemo, `${id} ${from} ${to}`, async () => {
        const [oneDay, series] = await Promise.all([
          ctx.queries.workouts.inRange(id, from, to),
          ctx.queries.workouts.seriesReaching(id, from, to),
        ]);
        await runInSlices(expansionSteps(series));
        return scheduleWithOccurrences(oneDay, series, from, to);
      }),
    };
  }),
});
