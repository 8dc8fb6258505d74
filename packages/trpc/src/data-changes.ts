import { DATA_KINDS, type DataKind } from '@liftwise/domain';

/**
 * The data areas each mutation changes, for the real-time stream: after a mutation
 * succeeds, the athlete's other devices are told these kinds and refetch what they show of them. Every mutation is
 * named here, those that store nothing of the athlete's data with none (a coach's suggestion is only an answer);
 * `data-changes.test.ts` fails when a mutation is added without its entry.
 */
export const MUTATION_CHANGES: Readonly<Record<string, readonly DataKind[]>> = {
  saveProfile: ['profile'],
  updateProfile: ['profile'],
  // The calendar feed and the reminder lead are profile settings: the profile's reads refetch them.
  createCalendarFeed: ['profile'],
  revokeCalendarFeed: ['profile'],
  setReminderLeadTime: ['profile'],
  // The devices with notifications on are listed on the profile.
  savePushSubscription: ['profile'],
  removePushDevice: ['profile'],
  // Sends a notification; stores nothing.
  sendTestNotification: [],
  // The live session's rest alert: a timer's row, none of the athlete's data.
  scheduleRestAlert: [],
  cancelRestAlert: [],

  initializeDefaultEquipment: ['equipment'],
  addEquipmentLocation: ['equipment'],
  renameEquipmentLocation: ['equipment'],
  setActiveEquipmentLocation: ['equipment'],
  addUserEquipment: ['equipment'],
  updateUserEquipment: ['equipment'],
  deleteUserEquipment: ['equipment'],
  deleteEquipmentPhoto: ['equipment'],
  // Found items are added to the athlete's equipment and the photos marked processed.
  processEquipmentImages: ['equipment'],

  saveGoal: ['goals'],
  updateGoal: ['goals'],
  deleteGoal: ['goals'],

  saveWorkout: ['workouts'],
  updateWorkout: ['workouts'],
  deleteWorkout: ['workouts'],
  // A finished session also marks its planned workout completed (and a deleted one un-marks it).
  saveCompletedWorkout: ['completedWorkouts', 'workouts'],
  deleteCompletedWorkout: ['completedWorkouts', 'workouts'],

  saveStrengthPlan: ['strengthPlans'],
  generateStrengthPlan: ['strengthPlans'],
  updateStrengthPlan: ['strengthPlans'],
  deleteStrengthPlan: ['strengthPlans'],
  // The plan becomes active and its sessions scheduled workouts.
  startStrengthPlan: ['strengthPlans', 'workouts'],

  // A logged weight moves the weight-loss goals that follow the log (the newest deleted moves them back), and the
  // figures of bodyweight lifts, which count the day's body weight.
  saveBodyWeight: ['bodyWeight', 'goals', 'completedWorkouts'],
  deleteBodyWeight: ['bodyWeight', 'goals', 'completedWorkouts'],

  // An import may write every area but the equipment photos (a replace deletes them all first).
  importData: DATA_KINDS,
  // Reads the file and what is stored; writes nothing (a mutation only because its input is a whole file).
  previewImport: [],

  generateWorkout: [],
  generateAlternativeExercises: [],
};
