import { PROFILE_MESSAGES } from './messages.ts';

/** The profile screen (spec §2 Profile). */
export const PROFILE_SCREEN_TEXT = {
  profile: {
    notSet: 'Not set',
    /** 'Age: n years old' */
    age: (years: number) => `Age: ${years} years old`,
    complete: 'Complete',
    incomplete: 'Incomplete',
    incompleteHint: PROFILE_MESSAGES.incompleteHint,
    invalidBirthYear: PROFILE_MESSAGES.invalidBirthYear,
    saveProfile: 'Save Profile',
    saving: 'Saving...',
  },
} as const;
