import type { ToastContent } from '../errors/toast-content.ts';

// The spec's toasts of the workout calls, apart from the screens' words (text.ts): a page that shows one failure
// message (the dashboard's stat cards) loads these few lines, not every workout screen's text.

/** Spec §8 failure messages of the workout calls. Quoted exactly. */
export const WORKOUT_TOASTS = {
  loadFailed: 'Failed to load workouts. Please try again later.',
  saveFailed: 'Failed to save workout. Please try again.',
  updateFailed: 'Failed to update workout. Please try again.',
  deleteFailed: 'Failed to delete workout. Please try again.',
  loadOneFailed: 'Failed to load workout. Please try again later.',
} as const;

/** Spec §8 failure messages of the completed-workout calls. */
export const COMPLETED_WORKOUT_TOASTS = {
  loadFailed: 'Failed to load completed workouts. Please try again later.',
  saveFailed: 'Failed to save completed workout. Please try again.',
  loadOneFailed: 'Failed to load completed workout. Please try again later.',
  deleteFailed: 'Failed to delete completed workout. Please try again.',
} as const;

/** Spec §8 failure messages of the AI workout generator in the workout form. */
export const AI_WORKOUT_TOASTS = {
  generateWorkoutFailed: 'Failed to generate workout. Please try again.',
  /** What the service reports when the server gives no message. */
  generateWorkoutFallback: 'Failed to generate workout',
  alternativesFailed: 'Failed to generate alternative exercises. Please try again.',
  noAlternatives: 'No alternatives found for this exercise.',
} as const;

/** Spec §8 success toasts of workouts and completed workouts. */
export const WORKOUT_SUCCESS_TOASTS = {
  workoutSaved: { title: 'Workout Saved' },
  workoutUpdated: { title: 'Workout Updated' },
  workoutDeleted: { title: 'Workout Deleted' },
  workoutCompleted: { title: 'Workout Completed' },
  completedWorkoutDeleted: { title: 'Completed Workout Deleted' },
  workoutGenerated: { title: 'Workout Generated!' },
} as const satisfies Record<string, ToastContent>;
