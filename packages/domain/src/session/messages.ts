import type { ToastContent } from '../errors/toast-content.ts';

/** Spec §8: finishing a live session can fail on its own save. */
export const SESSION_TOASTS = {
  finishFailed: 'Failed to save workout completion.',
} as const;

/** Spec §8 success toasts of the live session. */
export const SESSION_SUCCESS_TOASTS = {
  workoutComplete: { title: 'Workout Complete!' },
  setComplete: { title: 'Set Complete!' },
  restComplete: { title: 'Rest Complete' },
} as const satisfies Record<string, ToastContent>;
