import {
  isValidBirthYear,
  PROFILE_MESSAGES,
  type ProfileData,
  type ProfileUpdates,
  profileDataSchema,
  profileUpdatesSchema,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import type { Context } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * Spec §5/§7 profile calls. Both writes are right in any state (each creates the profile when there is none), so
 * the browser never has to know whether one exists. Unset fields are absent; null only clears, in updateProfile.
 */
export const profileRouter = router({
  /** Spec §7: 'Profile not found' means null. */
  getProfile: protectedProcedure.query(({ ctx }) => ctx.queries.profiles.get(ctx.user.id)),

  /** Writes the optional fields as a whole: one left out is unset afterwards (spec §5 "saved only when filled"). */
  saveProfile: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(z.object({ profileData: profileDataSchema }))
    .mutation(({ ctx, input }) => writeProfile(ctx, replaceAll(input.profileData))),

  /** Changes the fields given (null clears one) and keeps the others. */
  updateProfile: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(z.object({ updates: profileUpdatesSchema }))
    .mutation(({ ctx, input }) => writeProfile(ctx, input.updates)),
});

/** saveProfile as a patch: every field is given, and null clears the ones the athlete left unset. */
function replaceAll(data: ProfileData): ProfileUpdates {
  return { sex: data.sex ?? null, birthYear: data.birthYear ?? null, weightUnit: data.weightUnit ?? null };
}

async function writeProfile(ctx: Context & { user: { id: string } }, fields: ProfileUpdates) {
  const now = ctx.now();
  // An input schema cannot see ctx, so the ceiling of the birth-year rule (the current year) is checked here.
  if (fields.birthYear != null && !isValidBirthYear(fields.birthYear, now.getUTCFullYear())) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: PROFILE_MESSAGES.invalidBirthYear });
  }
  const profile = await ctx.queries.profiles.upsert(ctx.user.id, fields, now);
  return { profile };
}
