import type { Profile } from './schema.ts';

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
