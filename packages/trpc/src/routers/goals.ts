import type { GoalWrite } from '@liftwise/db';
import {
  clientKeyField,
  DEFAULT_GOAL_STATUS,
  GOAL_MESSAGES,
  type GoalStatus,
  goalDataSchema,
  goalProgress,
  idSchema,
  instantSchema,
  type ParsedGoalData,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { protectedProcedure, router } from '../trpc.ts';

const goalIdInput = z.object({ goalId: idSchema });

/** What the server stores: the athlete's fields, the progress computed by the domain rule, the status it decides. */
function toWrite(data: ParsedGoalData, status: GoalStatus): GoalWrite {
  const { progress: _ignored, status: _asked, ...fields } = data;
  return { ...fields, progress: goalProgress(fields.currentValue, fields.targetValue), status };
}

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound });
}

/**
 * Spec §5/§7 goal calls. The user is the session's, never the payload's: getGoals takes no userId, and a userId
 * inside goalData is dropped by the schema. Another athlete's goal reads as not found.
 */
export const goalRouter = router({
  getGoals: protectedProcedure.query(async ({ ctx }) => ({
    goals: await ctx.queries.goals.list(ctx.user.id),
  })),

  /** The edit screen opened by URL: null when the athlete has no goal with that id. */
  getGoal: protectedProcedure
    .input(goalIdInput)
    .query(({ ctx, input }) => ctx.queries.goals.get(ctx.user.id, input.goalId)),

  /**
   * A new goal is active whatever the payload says (spec §4). With the browser's key, a replay or a retry answers
   * the goal first saved. One past MAX_GOALS is refused by the database in the same batch.
   */
  saveGoal: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(z.object({ goalData: goalDataSchema, ...clientKeyField }))
    .mutation(async ({ ctx, input }) => ({
      goal: await ctx.queries.goals.create(
        ctx.user.id,
        toWrite(input.goalData, DEFAULT_GOAL_STATUS),
        ctx.now(),
        input.clientKey,
      ),
    })),

  /**
   * Replaces the goal's fields; the status given (paused, completed) is kept. An edit made on an older version than
   * the stored one (`baseUpdatedAt`, its `_metadata.updatedAt`) is refused as CONFLICT.
   */
  updateGoal: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(z.object({ goalId: idSchema, goalData: goalDataSchema, baseUpdatedAt: z.optional(instantSchema) }))
    .mutation(async ({ ctx, input }) => {
      const { goalId, baseUpdatedAt } = input;
      const write = toWrite(input.goalData, input.goalData.status);
      const change = await ctx.queries.goals.update(ctx.user.id, goalId, write, ctx.now(), baseUpdatedAt);
      if (change.ok) return { goal: change.value };
      if (change.reason === 'changed')
        throw new TRPCError({ code: 'CONFLICT', message: GOAL_MESSAGES.changedElsewhere });
      throw notFound();
    }),

  deleteGoal: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(goalIdInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.queries.goals.delete(ctx.user.id, input.goalId))) throw notFound();
      return { goalId: input.goalId };
    }),
});
