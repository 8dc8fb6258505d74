import {
  BODY_WEIGHT_MESSAGES,
  bodyWeightInputSchema,
  bodyWeightRangeSchema,
  idSchema,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * The body-weight log (ours: the spec has none). One entry per athlete and day: saving a day that has one replaces
 * it, so a replay of a queued save writes the same row again and needs no client key.
 */
export const bodyWeightRouter = router({
  /** The range's entries, newest first, and the latest before it; at most a year and a week of days. */
  getBodyWeights: protectedProcedure
    .input(bodyWeightRangeSchema)
    .query(({ ctx, input }) => ctx.queries.bodyWeights.list(ctx.user.id, input)),

  /** Adds the day's entry or replaces it; a new day past MAX_BODY_WEIGHTS is refused by the database. */
  saveBodyWeight: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(z.object({ entry: bodyWeightInputSchema }))
    .mutation(async ({ ctx, input }) => ({
      entry: await ctx.queries.bodyWeights.save(ctx.user.id, input.entry, ctx.now()),
    })),

  deleteBodyWeight: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(z.object({ entryId: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.queries.bodyWeights.delete(ctx.user.id, input.entryId, ctx.now())))
        throw new TRPCError({ code: 'NOT_FOUND', message: BODY_WEIGHT_MESSAGES.notFound });
      return { entryId: input.entryId };
    }),
});
