import {
  birthYearSchema,
  type Profile,
  type Sex,
  sexSchema,
  type WeightUnit,
  weightUnitSchema,
} from '@liftwise/domain';
import * as z from 'zod/mini';

/** Whole numbers only: `Number()` alone would also accept '1e3' or '0x7C6'; NaN then fails the domain's rule. */
function parseBirthYear(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The form's values checked by the domain's rules, and turned into saveProfile's profileData: an empty control
 * becomes an absent field (spec §5: optional, saved only when filled).
 */
export function profileFormSchema(currentYear: number) {
  return z.object({
    sex: z.pipe(
      z.union([sexSchema, z.literal('')]),
      z.transform((sex: Sex | '') => (sex === '' ? undefined : sex)),
    ),
    birthYear: z.pipe(
      z.pipe(z.string(), z.transform(parseBirthYear)),
      z.optional(birthYearSchema(currentYear)),
    ),
    weightUnit: weightUnitSchema,
  });
}

/** What the form's controls hold: the select's value ('' = none chosen) and the birth year exactly as typed. */
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

/** The unit shows the athlete's choice, or the one their browser suggests (saved with the next Save). */
export function toFormValues(profile: Profile | null, suggestedUnit: WeightUnit): ProfileFormValues {
  return {
    sex: profile?.sex ?? '',
    birthYear: String(profile?.birthYear ?? ''),
    weightUnit: profile?.weightUnit ?? suggestedUnit,
  };
}
