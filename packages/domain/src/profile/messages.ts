import type { ToastContent } from '../errors/toast-content.ts';

export const PROFILE_MESSAGES = {
  invalidBirthYear: 'Please enter a valid birth year',
  incompleteHint: 'Please complete your profile for a better experience',
  bannerTitle: 'Complete Your Profile',
  bannerText: 'Add your sex and birth year to personalize your experience',
} as const;

/** Spec §8 failure messages of the profile calls and form. */
export const PROFILE_TOASTS = {
  loadFailed: 'Failed to load profile. Please try again.',
  saveFailed: 'Failed to save profile. Please try again.',
  updateFailed: 'Failed to update profile. Please try again.',
  invalidBirthYear: PROFILE_MESSAGES.invalidBirthYear,
} as const;

export const PROFILE_SUCCESS_TOASTS = {
  profileSaved: { title: 'Profile Saved' },
  profileUpdated: { title: 'Profile Updated', description: 'Your profile has been saved successfully.' },
} as const satisfies Record<string, ToastContent>;
