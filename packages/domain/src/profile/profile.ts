import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';

/** Spec §2/§9: the Sex select's options, in the order shown. */
export const SEX_OPTIONS = ['Male', 'Female', 'Unspecified', 'Other'] as const;
export type Sex = (typeof SEX_OPTIONS)[number];

/** Spec §9: birth year 1900..current year. */
export const MIN_BIRTH_YEAR = 1900;

export const PROFILE_MESSAGES = {
  invalidBirthYear: 'Please enter a valid birth year',
  incompleteHint: 'Please complete your profile for a better experience',
  bannerTitle: 'Complete Your Profile',
  bannerText: 'Add your sex and birth year to personalize your experience',
} as const;

export const sexSchema = z.enum(SEX_OPTIONS);

/** The half of the birth-year rule that needs no clock: a whole number from 1900. */
const birthYearFrom1900 = z
  .number({ error: PROFILE_MESSAGES.invalidBirthYear })
  .int({ error: PROFILE_MESSAGES.invalidBirthYear })
  .min(MIN_BIRTH_YEAR, { error: PROFILE_MESSAGES.invalidBirthYear });

/** The birth-year rule for a given "now": an integer in 1900..current year. */
export function birthYearSchema(currentYear: number) {
  return birthYearFrom1900.max(currentYear, { error: PROFILE_MESSAGES.invalidBirthYear });
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

/*
 * An unset optional field is absent, on the wire and in the domain (the database stores it as NULL, and only its
 * row mapping knows). null appears in one place only: in updateProfile's patch, as the instruction "clear this
 * field". The birth year's current-year ceiling needs a clock, which a schema does not have: the server checks it
 * with isValidBirthYear on its own clock, the form with birthYearSchema(currentYear).
 */

/** saveProfile's profileData: the athlete's optional fields as a whole; one left out is unset afterwards. */
export const profileDataSchema = z.object({
  sex: sexSchema.optional(),
  birthYear: birthYearFrom1900.optional(),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

/** updateProfile's updates: a patch; an absent field keeps its value, null clears it. */
export const profileUpdatesSchema = z.object({
  sex: sexSchema.nullable().optional(),
  birthYear: birthYearFrom1900.nullable().optional(),
});
export type ProfileUpdates = z.infer<typeof profileUpdatesSchema>;

export type MissingProfileField = 'Sex' | 'Birth Year';

/** Spec §5: sex and birthYear are both needed; an absent profile misses both. */
export function missingProfileFields(
  profile: Pick<Profile, 'sex' | 'birthYear'> | null | undefined,
): MissingProfileField[] {
  const missing: MissingProfileField[] = [];
  if (!profile?.sex) missing.push('Sex');
  if (profile?.birthYear === undefined || profile?.birthYear === null) missing.push('Birth Year');
  return missing;
}

export function isProfileComplete(profile: Pick<Profile, 'sex' | 'birthYear'> | null | undefined): boolean {
  return missingProfileFields(profile).length === 0;
}

/** Age in whole years as the profile screen shows it: current year minus birth year. */
export function ageFromBirthYear(birthYear: number, currentYear: number): number {
  return currentYear - birthYear;
}

/** Avatar fallback: first letters of the first two words of the name, else of the email; '?' when neither. */
export function initials(displayName: string | null | undefined, email?: string | null): string {
  const name = displayName?.trim();
  if (name) {
    const words = name.split(/\s+/).slice(0, 2);
    return words.map((word) => word[0]?.toUpperCase() ?? '').join('');
  }
  const mail = email?.trim();
  if (mail) return mail[0]?.toUpperCase() ?? '?';
  return '?';
}
