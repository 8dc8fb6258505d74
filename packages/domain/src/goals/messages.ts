import type { ToastContent } from '../errors/toast-content.ts';
import { MAX_GOAL_VALUE } from './limits.ts';

export const GOAL_MESSAGES = {
  /** The inline rule of §5. */
  requiredFields: 'Please fill in all required fields',
  /** The toast of §8. */
  requiredFieldsToast: 'Please fill in all required fields.',
  notAuthenticated: 'User not authenticated',
  notFoundTitle: 'Goal Not Found',
  notFoundDescription: "The goal you're trying to edit could not be found.",
  unitPlaceholder: 'lbs, minutes, reps',
  /** Ours: the spec gives no bounds for the values (packages/domain/README.md, readings). */
  targetValueRange: `Target Value must be greater than 0 and at most ${MAX_GOAL_VALUE.toLocaleString('en-US')}`,
  currentValueRange: `Current Value must be between 0 and ${MAX_GOAL_VALUE.toLocaleString('en-US')}`,
  invalidTargetDate: 'Target Date must be a date (YYYY-MM-DD)',
  /** Ours: what the server answers for another athlete's goal or one that does not exist. */
  notFound: 'Goal not found',
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
