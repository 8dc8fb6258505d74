import {
  clockAt,
  datePlanWorkouts,
  generateStrengthPlanInputSchema,
  PLAN_LIST_LIMIT,
  PLAN_MESSAGES,
  planIdInputSchema,
  planName,
  planStartConflict,
  planWorkoutToWorkout,
  saveStrengthPlanInputSchema,
  startStrengthPlanInputSchema,
  updateStrengthPlanInputSchema,
  type WorkoutInputParsed,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { checkedPlan, countCoachCall, equipmentOf, provenance } from '../coach-calls.ts';
import { protectedProcedure, router } from '../trpc.ts';

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: PLAN_MESSAGES.notFound });
}

function badRequest(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}

/**
 * Spec §7 strength-plan calls, generating one included, plus Start Plan onto the calendar. The user is
 * the session's; another athlete's plan reads as null and changes as NOT_FOUND, exactly like an unknown id.
 */
export const strengthPlanRouter = router({
  /** The chooser's previous plans, newest first (at most PLAN_LIST_LIMIT). */
  getAllStrengthPlans: protectedProcedure.query(({ ctx }) =>
    ctx.queries.strengthPlans.list(ctx.user.id, PLAN_LIST_LIMIT),
  ),

  /** A new plan is a draft with the wizard's answers; generateStrengthPlan fills it in afterwards (spec §4). */
  saveStrengthPlan: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(saveStrengthPlanInputSchema)
    .mutation(async ({ ctx, input }) => ({
      strengthPlan: await ctx.queries.strengthPlans.create(ctx.user.id, input.programData, ctx.now()),
    })),

  /** 'Strength plan not found' is null (spec §7). */
  getStrengthPlan: protectedProcedure
    .input(planIdInputSchema)
    .query(({ ctx, input }) => ctx.queries.strengthPlans.get(ctx.user.id, input.planId)),

  /**
   * Generate program in one trip (spec §4): the stored plan's answers, the athlete's equipment, the
   * coach's plan once it passes the checker, stored with status 'generated'. An unknown plan costs no coach call;
   * a plan that fails the check is not stored (the plan stays as it was).
   */
  generateStrengthPlan: protectedProcedure
    .meta({ provesSessionItself: true })
    .input(generateStrengthPlanInputSchema)
    .mutation(async ({ ctx, input }) => {
      // The plan and the kit travel with the session check; nothing is counted or asked until it proves the session.
      const [plan, equipment] = await Promise.all([
        ctx.queries.strengthPlans.get(ctx.user.id, input.planId),
        equipmentOf(ctx),
      ]);
      await ctx.account();
      if (!plan) throw notFound();
      await countCoachCall(ctx);
      const answer = await checkedPlan(ctx, plan.programData, equipment);
      const strengthPlan = await ctx.queries.strengthPlans.update(
        ctx.user.id,
        input.planId,
        { generatedPlan: answer.value, status: 'generated' },
        ctx.now(),
      );
      // Deleted while the coach was working.
      if (!strengthPlan) throw notFound();
      return { strengthPlan, ...provenance(answer) };
    }),

  /** Replaces the fields given: the answers, the status, the generated plan (an edited review day). */
  updateStrengthPlan: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(updateStrengthPlanInputSchema)
    .mutation(async ({ ctx, input }) => {
      const strengthPlan = await ctx.queries.strengthPlans.update(
        ctx.user.id,
        input.planId,
        input.updates,
        ctx.now(),
      );
      if (!strengthPlan) throw notFound();
      return { strengthPlan };
    }),

  /** Workouts the plan put on the calendar stay there: they are the athlete's now. */
  deleteStrengthPlan: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(planIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.queries.strengthPlans.delete(ctx.user.id, input.planId))) throw notFound();
      return { planId: input.planId };
    }),

  /**
   * Start Plan onto the calendar: the plan becomes active and its sessions scheduled workouts on the athlete's
   * preferred days, from the first such day after today in their zone (or on or after `startDate`), all in one
   * transaction. Another active plan with workouts still ahead is CONFLICT, naming it, until `replacePrevious`
   * says 'keep' or 'remove'.
   */
  startStrengthPlan: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(startStrengthPlanInputSchema)
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.user.id;
      const now = ctx.now();
      const { today } = clockAt(now, input.timeZone);
      if (input.startDate !== undefined && input.startDate < today)
        throw badRequest(PLAN_MESSAGES.startDateInPast);
      const plan = await ctx.queries.strengthPlans.get(userId, input.planId);
      if (!plan) throw notFound();
      if (!plan.generatedPlan) throw badRequest(PLAN_MESSAGES.notGenerated);

      const dated = datePlanWorkouts(
        plan.generatedPlan.workoutSchedule,
        plan.programData.preferredDays,
        today,
        input.startDate,
      );
      const scheduled = dated.workouts
        .map(({ date, entry }) => planWorkoutToWorkout(entry.workout, date))
        .filter((workout): workout is WorkoutInputParsed => workout !== null);

      const result = await ctx.queries.strengthPlans.start(
        userId,
        input.planId,
        { today, scheduled, replacePrevious: input.replacePrevious },
        now,
      );
      if (result.outcome === 'notFound') throw notFound();
      if (result.outcome === 'conflict')
        throw new TRPCError({
          code: 'CONFLICT',
          message: planStartConflict(
            result.plans.map(({ plan: other, remainingWorkouts }) => ({
              name: planName(other),
              remainingWorkouts,
            })),
          ),
        });
      return {
        strengthPlan: result.plan,
        firstWorkoutDate: scheduled[0]?.date ?? null,
        scheduledCount: result.scheduledCount,
        removedCount: result.removedCount,
      };
    }),
});
