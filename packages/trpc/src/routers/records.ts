import { loggedSets, RECORD_SESSIONS, type RecordBook, recordBook, type Weight } from '@liftwise/domain';
import { protectedProcedure, router } from '../trpc.ts';
import { createVersionedMemo, readMemoized } from '../versioned-memo.ts';

interface PersonalRecords {
  records: RecordBook;
  /** The athlete's newest body weight: the live session counts it in a set of a lift whose load is the body. */
  bodyWeight?: Weight;
}

// Personal records: read from up to ten years of sessions, so computed once per training change.
const recordsMemo = createVersionedMemo<PersonalRecords>(500);

export const recordsRouter = router({
  /**
   * Ours: every exercise's personal records (heaviest set, best estimated max, most reps at each weight)
   * over the newest RECORD_SESSIONS sessions, a lift whose load is the body counting the body weight of each
   * session's day; the live session announces a set that beats them, analytics lists them.
   */
  getPersonalRecords: protectedProcedure.query(async ({ ctx }): Promise<PersonalRecords> => {
    const { id } = ctx.user;
    return readMemoized(ctx, recordsMemo, id, async () => {
      const { sessions, newestBodyWeight } = await ctx.queries.workouts.recordSessions(id, RECORD_SESSIONS);
      return {
        records: recordBook(loggedSets(sessions.reverse())),
        ...(newestBodyWeight && { bodyWeight: newestBodyWeight }),
      };
    });
  }),
});
