import type { ToastContent } from '../errors/toast-content.ts';

export const PROFILE_MESSAGES = {
  invalidBirthYear: 'Please enter a valid birth year',
  incompleteHint: 'Please complete your profile for a better experience',
  bannerTitle: 'Complete Your Profile',
  bannerText: 'Add your sex and birth year to personalize your experience',
  /** What getProfile answers before the first save (spec §7); the client reads it as "no profile yet". */
  notFound: 'Profile not found',
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

/** The profile screen (spec §2 Profile). */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const PROFILE_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    profile: {
      notSet: 'Not set',
      /** 'Age: n years old' */
      age: (years: number) => `Age: ${years} years old`,
      complete: 'Complete',
      incomplete: 'Incomplete',
      incompleteHint: PROFILE_MESSAGES.incompleteHint,
      invalidBirthYear: PROFILE_MESSAGES.invalidBirthYear,
      saveProfile: 'Save Profile',
      /** Ours: the link to the Data page, export and import. */
      dataLink: 'Export or import your data',
      saving: 'Saving...',
      // The texts below are ours: the spec names the fields and states, not their words.
      title: 'Profile',
      description: 'Personal details help tailor your training.',
      /** The card title when the athlete has neither a display name nor an email. */
      yourProfile: 'Your profile',
      email: 'Email',
      displayName: 'Display Name',
      sex: 'Sex',
      sexPlaceholder: 'Select your sex',
      birthYear: 'Birth Year',
      /** The unit every weight is entered and shown in. */
      weightUnit: 'Weight unit',
      weightUnitChoices: [
        { value: 'kg', label: 'Kilograms (kg)' },
        { value: 'lb', label: 'Pounds (lbs)' },
      ],
      weightUnitHint: 'Weights you have logged keep their numbers; they are shown in the unit you choose.',
      loading: 'Loading profile…',
      loadFailedTitle: 'Your profile could not be loaded.',
      loadFailedMessage: 'Nothing is lost: your saved details show once it loads.',
    },
  }) as const)();
