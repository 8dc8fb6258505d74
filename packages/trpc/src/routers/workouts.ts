import {
  clockAt,
  completedWorkoutIdInputSchema,
  DEFAULT_TIME_ZONE,
  getWorkoutsInputSchema,
  saveCompletedWorkoutInputSchema,
  saveWorkoutInputSchema,
  updateWorkoutInputSchema,
  WORKOUT_MESSAGES,
  workoutIdInputSchema,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { protectedProcedure, router } from '../trpc.ts';

function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

/**
 * Spec §7 workout and completed-workout calls. The user is the session's; another athlete's id reads as null and
 * changes as NOT_FOUND, exactly like an unknown id.
 */
export const workoutRouter = router({
  /**
   * The athlete's workouts with stored statuses, and `today` in the zone the browser sends (decision 0012): the
   * web shows `effectiveStatus(workout, today)`, so a scheduled workout whose day has passed reads as missed.
   */
  getWorkouts: protectedProcedure.input(getWorkoutsInputSchema).query(async ({ ctx, input }) => ({
    workouts: await ctx.queries.workouts.list(ctx.user.id),
    today: clockAt(ctx.now(), input?.timeZone ?? DEFAULT_TIME_ZONE).today,
  })),

  /** The form, session and details screens opened by URL: null when the athlete has no workout with that id. */
  getWorkout: protectedProcedure
    .input(workoutIdInputSchema)
    .query(({ ctx, input }) => ctx.queries.workouts.get(ctx.user.id, input.workoutId)),

  saveWorkout: protectedProcedure.input(saveWorkoutInputSchema).mutation(async ({ ctx, input }) => ({
    workout: await ctx.queries.workouts.create(ctx.user.id, input.workout, ctx.now()),
  })),

  /** Replaces the workout's fields, e.g. a new day from the schedule. */
  updateWorkout: protectedProcedure.input(updateWorkoutInputSchema).mutation(async ({ ctx, input }) => {
    const workout = await ctx.queries.workouts.update(ctx.user.id, input.workoutId, input.workout, ctx.now());
    if (!workout) throw notFound(WORKOUT_MESSAGES.notFound);
    return { workout };
  }),

  deleteWorkout: protectedProcedure.input(workoutIdInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await ctx.queries.workouts.delete(ctx.user.id, input.workoutId)))
      throw notFound(WORKOUT_MESSAGES.notFound);
    return { success: true as const };
  }),

  /** Newest first. */
  getCompletedWorkouts: protectedProcedure.query(async ({ ctx }) => ({
    completedWorkouts: await ctx.queries.workouts.listCompleted(ctx.user.id),
  })),

  getCompletedWorkout: protectedProcedure
    .input(completedWorkoutIdInputSchema)
    .query(({ ctx, input }) => ctx.queries.workouts.getCompleted(ctx.user.id, input.completedWorkoutId)),

  /**
   * Finish Workout: stores the session and marks the planned workout completed in one transaction. A plan the
   * athlete does not have (deleted meanwhile, or someone else's) is NOT_FOUND and nothing is written.
   */
  saveCompletedWorkout: protectedProcedure
    .input(saveCompletedWorkoutInputSchema)
    .mutation(async ({ ctx, input }) => {
      const completedWorkout = await ctx.queries.workouts.complete(
        ctx.user.id,
        input.completedWorkout,
        ctx.now(),
      );
      if (!completedWorkout) throw notFound(WORKOUT_MESSAGES.notFound);
      return { completedWorkout };
    }),

  deleteCompletedWorkout: protectedProcedure
    .input(completedWorkoutIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.queries.workouts.deleteCompleted(ctx.user.id, input.completedWorkoutId)))
        throw notFound(WORKOUT_MESSAGES.completedNotFound);
      return { success: true as const };
    }),
});
