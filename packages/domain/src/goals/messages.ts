import type { ToastContent } from '../errors/toast-content.ts';

export const GOAL_MESSAGES = {
  /** The inline rule of §5. */
  requiredFields: 'Please fill in all required fields',
  /** The toast of §8. */
  requiredFieldsToast: 'Please fill in all required fields.',
  notAuthenticated: 'User not authenticated',
  notFoundTitle: 'Goal Not Found',
  notFoundDescription: "The goal you're trying to edit could not be found.",
  unitPlaceholder: 'lbs, minutes, reps',
} as const;

/** Spec §8 failure messages of the goal calls and form. */
export const GOAL_TOASTS = {
  fetchFailed: 'Failed to fetch goals. Please try again.',
  saveFailed: 'Failed to save goal. Please try again.',
  updateFailed: 'Failed to update goal. Please try again.',
  deleteFailed: 'Failed to delete goal. Please try again.',
  requiredFields: GOAL_MESSAGES.requiredFieldsToast,
  notAuthenticated: GOAL_MESSAGES.notAuthenticated,
} as const;

export const GOAL_SUCCESS_TOASTS = {
  goalSaved: { title: 'Goal Saved' },
  goalUpdated: { title: 'Goal Updated', description: 'Your goal has been successfully updated' },
  goalDeleted: { title: 'Goal Deleted' },
} as const satisfies Record<string, ToastContent>;
