import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { PROFILE_MESSAGES } from './messages.ts';
import { MIN_BIRTH_YEAR, SEX_OPTIONS } from './options.ts';

export const sexSchema = z.enum(SEX_OPTIONS);

/** The birth-year rule for a given "now": an integer in 1900..current year. */
export function birthYearSchema(currentYear: number) {
  return z
    .number({ error: PROFILE_MESSAGES.invalidBirthYear })
    .int({ error: PROFILE_MESSAGES.invalidBirthYear })
    .min(MIN_BIRTH_YEAR, { error: PROFILE_MESSAGES.invalidBirthYear })
    .max(currentYear, { error: PROFILE_MESSAGES.invalidBirthYear });
}

export function isValidBirthYear(value: unknown, currentYear: number): value is number {
  return birthYearSchema(currentYear).safeParse(value).success;
}

/**
 * Stored profile (spec §3). email and displayName mirror the auth user; sex and birthYear are optional and
 * absent until the athlete fills them.
 */
export const profileSchema = z.object({
  userId: z.string().min(1).max(LIMITS.id),
  email: z.string().max(LIMITS.email),
  displayName: z.string().max(LIMITS.name),
  sex: sexSchema.optional(),
  /** The upper bound (current year) needs a clock, so the stored shape checks only the lower one. */
  birthYear: z.number().int().min(MIN_BIRTH_YEAR).optional(),
  updatedAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * What a client may send to saveProfile/updateProfile. The birth-year bound uses the current year at the time of
 * the call; `null` clears a field (spec: optional, "saved only when filled").
 */
export function profileInputSchema(currentYear: number) {
  return z.object({
    sex: sexSchema.nullable().optional(),
    birthYear: birthYearSchema(currentYear).nullable().optional(),
  });
}
export type ProfileInput = z.infer<ReturnType<typeof profileInputSchema>>;
