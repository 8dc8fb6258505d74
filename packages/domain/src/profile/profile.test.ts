import { describe, expect, it } from 'vitest';
import {
  ageFromBirthYear,
  birthYearSchema,
  initials,
  isProfileComplete,
  isValidBirthYear,
  MIN_BIRTH_YEAR,
  missingProfileFields,
  PROFILE_MESSAGES,
  profileDataSchema,
  profileSchema,
  profileUpdatesSchema,
  SEX_OPTIONS,
} from './index.ts';

describe('profile (spec §2, §5, §9)', () => {
  it('sex options are Male, Female, Unspecified, Other (spec §9)', () => {
    expect(SEX_OPTIONS).toEqual(['Male', 'Female', 'Unspecified', 'Other']);
  });
  it('birth year is an integer 1900..current year (spec §5, §9)', () => {
    expect(MIN_BIRTH_YEAR).toBe(1900);
    expect(isValidBirthYear(1900, 2024)).toBe(true);
    expect(isValidBirthYear(2024, 2024)).toBe(true);
    expect(isValidBirthYear(1899, 2024)).toBe(false);
    expect(isValidBirthYear(2025, 2024)).toBe(false);
    expect(isValidBirthYear(1990.5, 2024)).toBe(false);
    expect(isValidBirthYear('1990', 2024)).toBe(false);
  });
  it("an invalid birth year reads 'Please enter a valid birth year' (spec §5)", () => {
    const result = birthYearSchema(2024).safeParse(1800);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid birth year');
  });
  it('lists what is missing: Sex, Birth Year or both (spec §2)', () => {
    expect(missingProfileFields(null)).toEqual(['Sex', 'Birth Year']);
    expect(missingProfileFields({ sex: 'Male' })).toEqual(['Birth Year']);
    expect(missingProfileFields({ birthYear: 1990 })).toEqual(['Sex']);
    expect(missingProfileFields({ sex: 'Other', birthYear: 1990 })).toEqual([]);
    expect(isProfileComplete({ sex: 'Other', birthYear: 1990 })).toBe(true);
    expect(isProfileComplete(undefined)).toBe(false);
  });
  it('quotes the banner and hint texts (spec §2)', () => {
    expect(PROFILE_MESSAGES).toEqual({
      invalidBirthYear: 'Please enter a valid birth year',
      incompleteHint: 'Please complete your profile for a better experience',
      bannerTitle: 'Complete Your Profile',
      bannerText: 'Add your sex and birth year to personalize your experience',
      notFound: 'Profile not found',
    });
  });
  it('stored profile and input: sex and birth year optional, null clears', () => {
    expect(
      profileSchema.safeParse({
        userId: 'u1',
        email: 'a@b.c',
        displayName: '',
        updatedAt: '2024-01-01T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      profileSchema.safeParse({
        userId: 'u1',
        email: 'a@b.c',
        displayName: '',
        birthYear: 1899,
        updatedAt: '2024-01-01T00:00:00Z',
      }).success,
    ).toBe(false);
  });
  it('saveProfile data leaves an unset field out; only an update patch may clear one with null', () => {
    expect(profileDataSchema.parse({ birthYear: 1990 })).toEqual({ birthYear: 1990 });
    expect(profileDataSchema.safeParse({ sex: null }).success).toBe(false);
    expect(profileUpdatesSchema.parse({ sex: null, birthYear: 1990 })).toEqual({
      sex: null,
      birthYear: 1990,
    });
    const refused = profileUpdatesSchema.safeParse({ birthYear: 1899 });
    expect(refused.error?.issues[0]?.message).toBe(PROFILE_MESSAGES.invalidBirthYear);
  });
  it("'Age: n years old' is current year minus birth year", () => {
    expect(ageFromBirthYear(1990, 2024)).toBe(34);
  });
  it('initials fall back from name to email to ?', () => {
    expect(initials('ada  lovelace byron')).toBe('AL');
    expect(initials('  ', 'zed@example.com')).toBe('Z');
    expect(initials(null, null)).toBe('?');
  });
});
