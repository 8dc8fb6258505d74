import {
  bodyIsTheLoad,
  clockAt,
  DEFAULT_TIME_ZONE,
  EXERCISE_HISTORY_SESSIONS,
  type ExerciseHistorySession,
  type ExerciseHistorySummary,
  exerciseById,
  exerciseHistoryPage,
  exerciseHistorySummary,
  findExercise,
  getExerciseHistoryInputSchema,
  historySessions,
} from '@liftwise/domain';
import { protectedProcedure, router } from '../trpc.ts';
import { createVersionedMemo, readMemoized } from '../versioned-memo.ts';

interface ExerciseHistory {
  sessions: ExerciseHistorySession[];
  summary: ExerciseHistorySummary;
}

// An exercise's whole history is read once per training change: its next pages and a second look are slices of it.
// Weighed by sessions, so a few lifters with years of history cannot make the process hold everyone's.
const historyMemo = createVersionedMemo<ExerciseHistory>(500, {
  weigh: (history) => history.sessions.length,
  maxWeight: 100_000,
});

/**
 * The names each athlete's sessions write an exercise as ('Bench Press (Barbell)' from Hevy), kept across training
 * changes: a hint, not an answer (a read checks it against the names it reads), bounded by keys and by names.
 */
const matchedNames = (() => {
  const MAX_KEYS = 2000;
  const MAX_NAMES_PER_KEY = 50;
  const kept = new Map<string, readonly string[]>();
  return {
    read: (key: string): readonly string[] => kept.get(key) ?? [],
    keep(key: string, names: readonly string[]) {
      kept.delete(key);
      if (names.length > MAX_NAMES_PER_KEY) return;
      kept.set(key, names);
      for (const oldest of kept.keys()) {
        if (kept.size <= MAX_KEYS) break;
        kept.delete(oldest);
      }
    },
  };
})();

export const exerciseHistoryRouter = router({
  /**
   * Ours: a catalogue exercise's page: one page of the sessions it was done in (newest first) and the summary of
   * the newest EXERCISE_HISTORY_SESSIONS (best set, records, estimated max by week, volume per week; a lift whose load
   * is the body counts the body weight of each session's day with the logged weight). A session counts
   * when its exercise's name is the entry's, however written (imported Strong and Hevy names too). null for an id
   * the catalogue does not have.
   */
  getExerciseHistory: protectedProcedure
    .input(getExerciseHistoryInputSchema)
    .query(async ({ ctx, input }) => {
      const entry = exerciseById(input.exerciseId);
      if (!entry) return null;
      const { id } = ctx.user;
      const { today } = clockAt(ctx.now(), input.timeZone ?? DEFAULT_TIME_ZONE);
      const key = `${id} ${entry.id} ${today} ${input.weightUnit}`;
      const history = await readMemoized(ctx, historyMemo, key, async () => {
        // A bodyweight lift's rows carry the day's body weight, read in the same statement.
        const countsBody = bodyIsTheLoad(entry);
        // One more than is used: whether older sessions were left out reads.
        const limit = EXERCISE_HISTORY_SESSIONS + 1;
        // The names read with the sessions of those matched before: one trip, and a second only for a new spelling.
        const namesKey = `${id} ${entry.id}`;
        const known = matchedNames.read(namesKey);
        const read = await ctx.queries.workouts.namesAndSessions(id, known, limit, countsBody);
        const matching = read.names.filter((name) => findExercise(name)?.id === entry.id);
        matchedNames.keep(namesKey, matching);
        const rows = matching.every((name) => known.includes(name))
          ? read.sessions
          : await ctx.queries.workouts.exerciseSessions(id, matching, limit, countsBody);
        const sessions = historySessions(
          rows.slice(0, EXERCISE_HISTORY_SESSIONS),
          input.weightUnit,
          countsBody,
        );
        const truncated = rows.length > EXERCISE_HISTORY_SESSIONS;
        return { sessions, summary: exerciseHistorySummary(sessions, today, input.weightUnit, truncated) };
      });
      return {
        exerciseId: entry.id,
        ...exerciseHistoryPage(history.sessions, input.limit, input.before),
        summary: history.summary,
      };
    }),
});
