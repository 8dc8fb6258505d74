import {
  type CompletedWorkout,
  loggedSets,
  RECORD_PAGE,
  RECORD_SESSIONS,
  type RecordBook,
  recordBook,
} from '@liftwise/domain';
import { protectedProcedure, router } from '../trpc.ts';
import { createVersionedMemo, readMemoized } from '../versioned-memo.ts';

// Personal records: read from up to ten years of sessions, so computed once per training change.
const recordsMemo = createVersionedMemo<RecordBook>(500);

export const recordsRouter = router({
  /**
   * Ours: every exercise's personal records (heaviest set, best estimated max, most reps at each weight)
   * over the newest RECORD_SESSIONS sessions; the live session announces a set that beats them, analytics lists them.
   */
  getPersonalRecords: protectedProcedure.query(async ({ ctx }) => {
    const { id } = ctx.user;
    const records = await readMemoized(ctx, recordsMemo, id, async () => {
      const newestFirst: CompletedWorkout[] = [];
      let before: string | undefined;
      for (let read = 0; read < RECORD_SESSIONS; read += RECORD_PAGE) {
        const page = await ctx.queries.workouts.completedPage(id, RECORD_PAGE, before);
        newestFirst.push(...page);
        before = page.at(-1)?.date;
        if (page.length < RECORD_PAGE) break;
      }
      return recordBook(loggedSets(newestFirst.reverse()));
    });
    return { records };
  }),
});
