import type { OccurrenceChange, WorkoutQueries } from '@liftwise/db';
import {
  addDays,
  type Clock,
  clockAt,
  DEFAULT_TIME_ZONE,
  deleteWorkoutInputSchema,
  expansionSteps,
  getWorkoutsInputSchema,
  LAST_CALENDAR_DATE,
  MISSED_LIST_LIMIT,
  missedWithOccurrences,
  progressDays,
  RECENT_COMPLETED_LIMIT,
  RECURRENCE_MESSAGES,
  saveWorkoutInputSchema,
  summarizeCompletedWorkout,
  UPCOMING_LIST_LIMIT,
  upcomingOccurrenceCount,
  upcomingWithOccurrences,
  updateWorkoutInputSchema,
  WORKOUT_MESSAGES,
  type WorkoutOverviewStats,
  workoutIdInputSchema,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { runInSlices } from '../run-in-slices.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { createVersionedMemo, readMemoized } from '../versioned-memo.ts';

/**
 * The list and the dashboard are read far more often than training changes (every visit, every tab switch), so
 * their answers are kept per athlete until the next write. Bounded: a few hundred athletes' answers of
 * at most ~35 KB each.
 */
const overviewMemo = createVersionedMemo<Awaited<ReturnType<typeof readOverview>>>(500);

async function readOverview(queries: WorkoutQueries, userId: string, clock: Clock) {
  const [oneDayUpcoming, oneDayMissed, series, recentlyCompleted, totals, progress] = await Promise.all([
    queries.upcoming(userId, clock.today, UPCOMING_LIST_LIMIT),
    queries.missed(userId, clock.today, MISSED_LIST_LIMIT),
    // Every series of the athlete's that has begun or is to come: its occurrences are upcoming or missed.
    queries.seriesReaching(userId, '0000-01-01', LAST_CALENDAR_DATE),
    queries.completedPage(userId, RECENT_COMPLETED_LIMIT),
    queries.totals(userId, clock.today),
    queries.trainingProgress(userId, progressDays(clock)),
  ]);
  await runInSlices(expansionSteps(series));
  const yesterday = addDays(clock.today, -1);
  const stats: WorkoutOverviewStats = {
    ...totals,
    upcomingCount: totals.upcomingCount + upcomingOccurrenceCount(series, clock.today),
    ...progress,
  };
  return {
    today: clock.today,
    upcoming: upcomingWithOccurrences(oneDayUpcoming, series, clock.today, UPCOMING_LIST_LIMIT),
    missed: missedWithOccurrences(oneDayMissed, series, yesterday, MISSED_LIST_LIMIT),
    recentlyCompleted: recentlyCompleted.map(summarizeCompletedWorkout),
    stats,
  };
}

function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

/** A change to a workout or one occurrence of a series, or the spec's failure for why it was not made. */
function occurrenceChanged<T>(change: OccurrenceChange<T>): T {
  if (change.ok) return change.value;
  if (change.reason === 'changed')
    throw new TRPCError({ code: 'CONFLICT', message: WORKOUT_MESSAGES.changedElsewhere });
  if (change.reason === 'not-an-occurrence')
    throw new TRPCError({ code: 'BAD_REQUEST', message: RECURRENCE_MESSAGES.occurrenceNotFound });
  throw notFound(WORKOUT_MESSAGES.notFound);
}

/**
 * Spec §7 planned-workout calls; the schedule, completed workouts, records and last time have routers of their own.
 * The user is the session's; another athlete's id reads as null and changes as NOT_FOUND, like an unknown id.
 */
export const workoutRouter = router({
  /**
   * 'My Workouts' and the dashboard in one bounded answer: the upcoming and recently missed
   * workouts, the 10 newest completed ones and the stat cards, with `today` in the zone the browser sends
   *. The size does not grow with the athlete's history.
   */
  getWorkouts: protectedProcedure.input(getWorkoutsInputSchema).query(({ ctx, input }) => {
    const clock = clockAt(ctx.now(), input?.timeZone ?? DEFAULT_TIME_ZONE);
    const { id } = ctx.user;
    return readMemoized(ctx, overviewMemo, `${id} ${clock.timeZone} ${clock.today}`, () =>
      readOverview(ctx.queries.workouts, id, clock),
    );
  }),

  /**
   * /workouts/view/{id}: the id of a planned workout (Upcoming, the schedule) or of a completed one (Recently
   * Completed). Answers both halves that exist: the plan and its latest completion, or the completion and the plan
   * it was run from (null once that plan is deleted). Both null: no such workout of this athlete's.
   */
  getWorkoutDetails: protectedProcedure.input(workoutIdInputSchema).query(async ({ ctx, input }) => {
    const userId = ctx.user.id;
    const queries = ctx.queries.workouts;
    const completed = await queries.getCompleted(userId, input.workoutId);
    if (completed)
      return { workout: await queries.get(userId, completed.originalWorkoutId), completion: completed };
    const workout = await queries.get(userId, input.workoutId);
    if (!workout) return { workout: null, completion: null };
    return { workout, completion: await queries.latestCompletionOf(userId, workout.id) };
  }),

  /** The form, session and details screens opened by URL: null when the athlete has no workout with that id. */
  getWorkout: protectedProcedure
    .input(workoutIdInputSchema)
    .query(({ ctx, input }) => ctx.queries.workouts.get(ctx.user.id, input.workoutId)),

  /** With the browser's key, a replay or a retry answers the workout first saved. */
  saveWorkout: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(saveWorkoutInputSchema)
    .mutation(async ({ ctx, input }) => ({
      workout: await ctx.queries.workouts.create(ctx.user.id, input.workout, ctx.now(), input.clientKey),
    })),

  /**
   * Replaces the workout's fields, e.g. a new day from the schedule. An edit made on an older version than the
   * stored one (`baseUpdatedAt`) is refused as CONFLICT, so it never overwrites a newer edit.
   */
  updateWorkout: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(updateWorkoutInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { workoutId, baseUpdatedAt, occurrence } = input;
      const workouts = ctx.queries.workouts;
      // One occurrence of a series, or it and the following ones; 'All' edits the series itself.
      if (occurrence && occurrence.scope !== 'all') {
        const change = await workouts.updateOccurrence(
          ctx.user.id,
          workoutId,
          occurrence.date,
          occurrence.scope,
          input.workout,
          ctx.now(),
          baseUpdatedAt,
        );
        return { workout: occurrenceChanged(change) };
      }
      return {
        workout: occurrenceChanged(
          await workouts.update(ctx.user.id, workoutId, input.workout, ctx.now(), baseUpdatedAt),
        ),
      };
    }),

  /** A series' occurrence with 'This workout' or 'This and following' deletes only those days. */
  deleteWorkout: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(deleteWorkoutInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { occurrence } = input;
      if (occurrence && occurrence.scope !== 'all') {
        occurrenceChanged(
          await ctx.queries.workouts.deleteOccurrence(
            ctx.user.id,
            input.workoutId,
            occurrence.date,
            occurrence.scope,
            ctx.now(),
          ),
        );
        return { success: true as const };
      }
      if (!(await ctx.queries.workouts.delete(ctx.user.id, input.workoutId)))
        throw notFound(WORKOUT_MESSAGES.notFound);
      return { success: true as const };
    }),
});
