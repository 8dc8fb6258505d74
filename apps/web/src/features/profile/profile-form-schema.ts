import { birthYearSchema, PROFILE_MESSAGES, type Profile, SEX_OPTIONS, type Sex } from '@liftwise/domain';
import { z } from 'zod';

/** What the form holds: the select's value ('' = not chosen) and the birth year exactly as typed. */
export interface ProfileFormValues {
  sex: Sex | '';
  birthYear: string;
}

/** What saveProfile/updateProfile receive; null means "not filled". */
export interface ProfileFields {
  sex: Sex | null;
  birthYear: number | null;
}

/** Whole numbers only: `Number()` alone would also accept '1e3' or '0x7C6'. */
function parseBirthYear(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The domain's birth-year rule, applied to the text field; an empty field is allowed (the field is optional). */
export function profileFormSchema(currentYear: number) {
  const birthYear = birthYearSchema(currentYear);
  return z.object({
    sex: z.union([z.enum(SEX_OPTIONS), z.literal('')]),
    birthYear: z.string().refine((text) => {
      const year = parseBirthYear(text);
      return year === null || birthYear.safeParse(year).success;
    }, PROFILE_MESSAGES.invalidBirthYear),
  });
}

export function toFormValues(
  profile: Pick<Profile, 'sex' | 'birthYear'> | null | undefined,
): ProfileFormValues {
  return {
    sex: profile?.sex ?? '',
    birthYear:
      profile?.birthYear === undefined || profile?.birthYear === null ? '' : String(profile.birthYear),
  };
}

/** Call only with values the schema accepted. */
export function toProfileFields(values: ProfileFormValues): ProfileFields {
  return { sex: values.sex === '' ? null : values.sex, birthYear: parseBirthYear(values.birthYear) };
}

/** saveProfile creates the profile; spec §5 "saved only when filled", so empty fields are left out. */
export function filledFields(fields: ProfileFields): { sex?: Sex; birthYear?: number } {
  return {
    ...(fields.sex === null ? {} : { sex: fields.sex }),
    ...(fields.birthYear === null ? {} : { birthYear: fields.birthYear }),
  };
}

/** The birth year as typed, if it is a valid one; drives the live age line and the Complete badge. */
export function validBirthYear(text: string, currentYear: number): number | null {
  const year = parseBirthYear(text);
  return year !== null && birthYearSchema(currentYear).safeParse(year).success ? year : null;
}
