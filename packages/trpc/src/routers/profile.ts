import { profileInputSchema, SERVER_MESSAGES } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { protectedProcedure } from '../trpc.ts';

/** The birth-year bound moves with the calendar (1900..current year), so the schema is built per request. */
function profileFields() {
  return profileInputSchema(new Date().getUTCFullYear());
}

export const profileProcedures = {
  /** Spec §7: 'Profile not found' means null. */
  getProfile: protectedProcedure.query(({ ctx }) => ctx.queries.profiles.get(ctx.user.id)),

  saveProfile: protectedProcedure
    .input(z.object({ profileData: z.lazy(profileFields) }))
    .mutation(async ({ ctx, input }) => {
      const profile = await ctx.queries.profiles.upsert(
        ctx.user.id,
        { email: ctx.user.email, displayName: ctx.user.displayName, ...input.profileData },
        ctx.now(),
      );
      return { profile };
    }),

  updateProfile: protectedProcedure
    .input(z.object({ updates: z.lazy(profileFields) }))
    .mutation(async ({ ctx, input }) => {
      const existing = await ctx.queries.profiles.get(ctx.user.id);
      if (!existing) throw new TRPCError({ code: 'NOT_FOUND', message: SERVER_MESSAGES.profileNotFound });
      const profile = await ctx.queries.profiles.upsert(
        ctx.user.id,
        { email: ctx.user.email, displayName: ctx.user.displayName, ...input.updates },
        ctx.now(),
      );
      return { profile };
    }),
};
