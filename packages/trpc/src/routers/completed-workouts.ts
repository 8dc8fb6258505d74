import {
  completedWorkoutIdInputSchema,
  DEFAULT_TIME_ZONE,
  getCompletedWorkoutsInputSchema,
  RECENT_COMPLETED_LIMIT,
  saveCompletedWorkoutInputSchema,
  WORKOUT_MESSAGES,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * Spec §7 completed-workout calls: the sessions an athlete finished. Another athlete's id reads as null and changes
 * as NOT_FOUND, exactly like an unknown id.
 */
export const completedWorkoutRouter = router({
  /** Newest first, a page at a time: 10 by default; `before` (the last one's date) reads the next page. */
  getCompletedWorkouts: protectedProcedure
    .input(getCompletedWorkoutsInputSchema)
    .query(async ({ ctx, input }) => ({
      completedWorkouts: await ctx.queries.workouts.completedPage(
        ctx.user.id,
        input?.limit ?? RECENT_COMPLETED_LIMIT,
        input?.before,
      ),
    })),

  getCompletedWorkout: protectedProcedure
    .input(completedWorkoutIdInputSchema)
    .query(({ ctx, input }) => ctx.queries.workouts.getCompleted(ctx.user.id, input.completedWorkoutId)),

  /**
   * Finish Workout: stores the session and marks the planned workout completed in one batch. A plan the
   * athlete does not have (deleted meanwhile, or someone else's) is NOT_FOUND and nothing is written. With the
   * browser's key, a replay or a retry answers the session first saved, even if the plan is gone since.
   */
  saveCompletedWorkout: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(saveCompletedWorkoutInputSchema)
    .mutation(async ({ ctx, input }) => {
      const completedWorkout = await ctx.queries.workouts.saveCompletedWorkout(
        ctx.user.id,
        input.completedWorkout,
        ctx.now(),
        input.timeZone ?? DEFAULT_TIME_ZONE,
        input.clientKey,
        input.occurrenceDate,
      );
      if (!completedWorkout) throw new TRPCError({ code: 'NOT_FOUND', message: WORKOUT_MESSAGES.notFound });
      return { completedWorkout };
    }),

  deleteCompletedWorkout: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(completedWorkoutIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.queries.workouts.deleteCompleted(ctx.user.id, input.completedWorkoutId)))
        throw new TRPCError({ code: 'NOT_FOUND', message: WORKOUT_MESSAGES.completedNotFound });
      return { success: true as const };
    }),
});
