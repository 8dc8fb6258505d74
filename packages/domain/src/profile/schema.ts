import * as z from 'zod/mini';
import { reminderLeadSchema } from '../calendar-feed/reminder-lead.ts';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, instantSchema, wholeNumber } from '../schemas/common.ts';
import { text } from '../schemas/free-text.ts';
import { WEIGHT_UNITS } from '../units/weight.ts';
import { MIN_BIRTH_YEAR, SEX_OPTIONS } from './options.ts';
import { PROFILE_MESSAGES } from './text.ts';

export const sexSchema = z.enum(SEX_OPTIONS);

/** The unit the athlete enters and reads weights in; unset, the browser's locale decides. */
export const weightUnitSchema = z.enum(WEIGHT_UNITS);

/** The half of the birth-year rule that needs no clock: a whole number from 1900. */
const birthYearFrom1900 = z
  .number({ error: PROFILE_MESSAGES.invalidBirthYear })
  .check(
    z.int({ error: PROFILE_MESSAGES.invalidBirthYear }),
    z.gte(MIN_BIRTH_YEAR, { error: PROFILE_MESSAGES.invalidBirthYear }),
  );

/** The birth-year rule for a given "now": an integer in 1900..current year. */
export function birthYearSchema(currentYear: number) {
  return birthYearFrom1900.check(z.lte(currentYear, { error: PROFILE_MESSAGES.invalidBirthYear }));
}

export function isValidBirthYear(value: unknown, currentYear: number): value is number {
  return birthYearSchema(currentYear).safeParse(value).success;
}

/**
 * Stored profile (spec §3). email and displayName mirror the auth user; sex, birthYear and weightUnit (ours,
 *) are optional and absent until the athlete fills them.
 */
export const profileSchema = z.object({
  userId: idSchema,
  email: text(LIMITS.email),
  displayName: text(LIMITS.name),
  sex: z.optional(sexSchema),
  /** The upper bound (current year) needs a clock, so the stored shape checks only the lower one. */
  birthYear: z.optional(wholeNumber(MIN_BIRTH_YEAR)),
  weightUnit: z.optional(weightUnitSchema),
  /** Ours: when the calendar feed and the app remind of a workout; unset, they do not. */
  reminderLead: z.optional(reminderLeadSchema),
  updatedAt: instantSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/*
 * An unset optional field is absent, on the wire and in the domain (the database stores it as NULL, and only its
 * row mapping knows). null appears in one place only: in updateProfile's patch, as the instruction "clear this
 * field". The birth year's current-year ceiling needs a clock, which a schema does not have: the server checks it
 * with isValidBirthYear on its own clock, the form with birthYearSchema(currentYear).
 */

/** saveProfile's profileData: the athlete's optional fields as a whole; one left out is unset afterwards. */
export const profileDataSchema = z.object({
  sex: z.optional(sexSchema),
  birthYear: z.optional(birthYearFrom1900),
  weightUnit: z.optional(weightUnitSchema),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

/** updateProfile's updates: a patch; an absent field keeps its value, null clears it. */
export const profileUpdatesSchema = z.object({
  sex: z.optional(z.nullable(sexSchema)),
  birthYear: z.optional(z.nullable(birthYearFrom1900)),
  weightUnit: z.optional(z.nullable(weightUnitSchema)),
  /** Not in profileDataSchema: the profile form does not show it, so saveProfile keeps it (setReminderLeadTime). */
  reminderLead: z.optional(z.nullable(reminderLeadSchema)),
});
export type ProfileUpdates = z.infer<typeof profileUpdatesSchema>;
