import { BODY_WEIGHT_MESSAGES } from '../body-weight/text.ts';
import { imageProcessingFailed } from '../equipment-image-processor/text.ts';
import type { ErrorCode } from '../errors/codes.ts';
import { errorToast, type ToastContent } from '../errors/toast-content.ts';
import { GOAL_MESSAGES } from '../goals/text.ts';
import { RECURRENCE_MESSAGES } from '../recurrence/text.ts';
import { PLAN_MESSAGES, planGenerationFailed } from '../strength-plans/text.ts';
import { WORKOUT_MESSAGES } from '../workouts/text.ts';
import { TOASTS } from './toasts.ts';

/**
 * Which §8 message a failed server function shows, keyed by the spec's function names (§7), plus the screen-level
 * failures that are not one call (loading a plan into the wizard or review).
 */
export const FAILURE_MESSAGES = {
  getWorkouts: TOASTS.workouts.loadFailed,
  previewImport: TOASTS.dataTransfer.previewFailed,
  importData: TOASTS.dataTransfer.importFailed,
  saveWorkout: TOASTS.workouts.saveFailed,
  updateWorkout: TOASTS.workouts.updateFailed,
  deleteWorkout: TOASTS.workouts.deleteFailed,
  getWorkout: TOASTS.workouts.loadOneFailed,
  getCompletedWorkouts: TOASTS.completed.loadFailed,
  /** Finish Workout's words, not the service's 'Failed to save completed workout': the athlete reads spec §8's screen text. */
  saveCompletedWorkout: TOASTS.session.finishFailed,
  /**
   * Ours: a finished session kept on the device and refused when sent later, away from its screen: the service's
   * words name what was lost ('Failed to save completed workout'), where 'workout completion' belongs to Finish.
   */
  sendKeptCompletedWorkout: TOASTS.completed.saveFailed,
  getCompletedWorkout: TOASTS.completed.loadOneFailed,
  deleteCompletedWorkout: TOASTS.completed.deleteFailed,
  getDefaultEquipment: TOASTS.equipment.categoriesFailed,
  addUserEquipment: TOASTS.equipment.addFailed,
  initializeDefaultEquipment: TOASTS.equipment.categoriesFailed,
  getUserEquipment: TOASTS.equipment.loadFailed,
  updateUserEquipment: TOASTS.equipment.updateFailed,
  deleteUserEquipment: TOASTS.equipment.deleteFailed,
  getEquipmentLocations: TOASTS.equipment.locationsLoadFailed,
  addEquipmentLocation: TOASTS.equipment.locationAddFailed,
  renameEquipmentLocation: TOASTS.equipment.locationRenameFailed,
  setActiveEquipmentLocation: TOASTS.equipment.locationSwitchFailed,
  getGoals: TOASTS.goals.fetchFailed,
  /** Ours (the edit screen opened by URL reads one goal); it reads the list's message. */
  getGoal: TOASTS.goals.fetchFailed,
  saveGoal: TOASTS.goals.saveFailed,
  updateGoal: TOASTS.goals.updateFailed,
  deleteGoal: TOASTS.goals.deleteFailed,
  getProfile: TOASTS.profile.loadFailed,
  saveProfile: TOASTS.profile.saveFailed,
  updateProfile: TOASTS.profile.updateFailed,
  generateWorkout: TOASTS.ai.generateWorkoutFailed,
  generateAlternativeExercises: TOASTS.ai.alternativesFailed,
  getAllStrengthPlans: TOASTS.plans.fetchFailed,
  saveStrengthPlan: TOASTS.plans.saveFailed,
  getStrengthPlan: TOASTS.plans.getFailed,
  updateStrengthPlan: TOASTS.plans.updateFailed,
  deleteStrengthPlan: TOASTS.plans.deleteFailed,
  /** Ours (Start Plan onto the calendar): the review's 'Failed to start plan. Please try again.' */
  startStrengthPlan: TOASTS.review.startPlanFailed,
  /** Ours (the Progress Analytics screen). */
  getProgressAnalytics: TOASTS.analytics.loadFailed,
  /** Ours (an exercise's page). */
  getExerciseHistory: TOASTS.exercises.loadFailed,
  /** Ours (the profile's Calendar section). */
  getCalendarFeed: TOASTS.calendarFeed.loadFailed,
  createCalendarFeed: TOASTS.calendarFeed.createFailed,
  revokeCalendarFeed: TOASTS.calendarFeed.revokeFailed,
  setReminderLeadTime: TOASTS.calendarFeed.leadFailed,
  /** Ours: the profile's 'Notifications on this device'. */
  getPushDevices: TOASTS.push.loadFailed,
  savePushSubscription: TOASTS.push.turnOnFailed,
  removePushDevice: TOASTS.push.removeFailed,
  sendTestNotification: TOASTS.push.testFailed,
  /** Ours: the Progress screen's body-weight log. */
  getBodyWeights: TOASTS.bodyWeight.loadFailed,
  saveBodyWeight: TOASTS.bodyWeight.saveFailed,
  deleteBodyWeight: TOASTS.bodyWeight.deleteFailed,
} as const;
export type FailingOperation =
  | keyof typeof FAILURE_MESSAGES
  | 'generateStrengthPlan'
  | 'processEquipmentImages';

/** Profile saves (and turning notifications on) show the server's message when it gives one (spec §8). */
const SHOWS_SERVER_MESSAGE: ReadonlySet<FailingOperation> = new Set([
  'saveProfile',
  'updateProfile',
  // What keeps notifications off is something the athlete or the operator can act on: said as the server words it.
  'savePushSubscription',
  'sendTestNotification',
]);

/** Refusals that say what the athlete can do about them, shown as the server words them on any save. */
const ACTIONABLE_REFUSALS: ReadonlySet<string> = new Set([
  RECURRENCE_MESSAGES.tooManySeries,
  GOAL_MESSAGES.tooManyGoals,
  WORKOUT_MESSAGES.tooManyWorkouts,
  WORKOUT_MESSAGES.tooManyCompletedWorkouts,
  PLAN_MESSAGES.tooManyPlans,
  BODY_WEIGHT_MESSAGES.tooManyEntries,
]);

/**
 * The toast for a failed call. An unauthenticated failure of the goal calls reads 'User not authenticated'
 * (spec §5); generation and image processing put the reason after their prefix.
 */
export function failureToast(
  operation: FailingOperation,
  error?: { code?: ErrorCode | undefined; message?: string | undefined },
): ToastContent {
  const reason = error?.message?.trim();
  if (operation === 'generateStrengthPlan')
    return planGenerationFailed(reason || TOASTS.plans.generationFailedPrefix);
  if (operation === 'processEquipmentImages') return imageProcessingFailed(reason || 'Unknown error');
  const isGoalCall = operation === 'getGoals' || operation === 'getGoal' || operation === 'saveGoal';
  if (isGoalCall && error?.code === 'unauthenticated') return errorToast(TOASTS.goals.notAuthenticated);
  if (SHOWS_SERVER_MESSAGE.has(operation) && reason) return errorToast(reason);
  // A conflict (409) says what happened: the save was made on a version changed elsewhere since.
  if (error?.code === 'aborted' && reason) return errorToast(reason);
  if (error?.code === 'invalid-argument' && reason && ACTIONABLE_REFUSALS.has(reason))
    return errorToast(reason);
  return errorToast(FAILURE_MESSAGES[operation]);
}
