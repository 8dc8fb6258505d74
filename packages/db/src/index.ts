import type { Db } from './client.ts';
import { createAiUsageQueries } from './queries/ai-usage.ts';
import { createAuthQueries } from './queries/auth.ts';
import { createBodyWeightQueries } from './queries/body-weights.ts';
import { createCalendarFeedQueries } from './queries/calendar-feeds.ts';
import { createClientKeyQueries } from './queries/client-keys.ts';
import { createDataTransferQueries } from './queries/data-transfer.ts';
import { createEquipmentQueries } from './queries/equipment.ts';
import { createGoalQueries } from './queries/goals.ts';
import { createPhotoQueries } from './queries/photos.ts';
import { createProfileQueries } from './queries/profile.ts';
import { createPushSubscriptionQueries } from './queries/push-subscriptions.ts';
import { createReminderQueries } from './queries/reminders.ts';
import { createRestAlertQueries } from './queries/rest-alerts.ts';
import { createStrengthPlanQueries } from './queries/strength-plans.ts';
import { createWorkoutQueries } from './queries/workouts.ts';

export { createDb, type Db } from './client.ts';
// Free of Node imports: the Worker logs and answers with them.
export { describeDatabaseError, isDatabaseUnavailable } from './database-errors.ts';
export type { AiUsageQueries } from './queries/ai-usage.ts';
export {
  type AuthQueries,
  isSessionNotProven,
  type ProviderIdentity,
  type SessionProof,
  type SessionRow,
  sessionProofStatement,
  type UserRow,
} from './queries/auth.ts';
export type { BodyWeightQueries, BodyWeightWrite } from './queries/body-weights.ts';
export type { CalendarFeedQueries, CalendarFeedRow } from './queries/calendar-feeds.ts';
export type { ClientKeyQueries } from './queries/client-keys.ts';
export type { DataTransferQueries, ExportPages } from './queries/data-transfer.ts';
export type { EquipmentQueries, EquipmentWrite } from './queries/equipment.ts';
export type { GoalQueries, GoalWrite } from './queries/goals.ts';
export type {
  PhotoQueries,
  PhotoWrite,
  StoredPhoto,
  UploadedBytes,
  UploadLimits,
  UploadReservation,
} from './queries/photos.ts';
export type { ProfileQueries, ProfileWrite } from './queries/profile.ts';
export type {
  PushDevice,
  PushSubscriptionQueries,
  PushSubscriptionWrite,
  PushTarget,
} from './queries/push-subscriptions.ts';
export type { RemindedWorkoutRow, ReminderClaim, ReminderQueries } from './queries/reminders.ts';
export type { ClaimedRestAlert, PendingRestAlert, RestAlertQueries } from './queries/rest-alerts.ts';
export type {
  PlanWithRemainingWorkouts,
  StartPlanResult,
  StrengthPlanQueries,
} from './queries/strength-plans.ts';
export type { OccurrenceChange } from './queries/workouts/series.ts';
export type { WorkoutQueries } from './queries/workouts.ts';
export { currentRequestTrip, holdForNextTrip, inRequestTrip } from './request-trip.ts';
export * as schema from './schema/index.ts';
export { seedDefaultData } from './seed.ts';

/** Every query the server runs, grouped by aggregate. User-scoped ones take the user id first. */
export function createQueries(db: Db) {
  return {
    auth: createAuthQueries(db),
    profiles: createProfileQueries(db),
    equipment: createEquipmentQueries(db),
    goals: createGoalQueries(db),
    bodyWeights: createBodyWeightQueries(db),
    workouts: createWorkoutQueries(db),
    strengthPlans: createStrengthPlanQueries(db),
    photos: createPhotoQueries(db),
    aiUsage: createAiUsageQueries(db),
    clientKeys: createClientKeyQueries(db),
    calendarFeeds: createCalendarFeedQueries(db),
    pushSubscriptions: createPushSubscriptionQueries(db),
    restAlerts: createRestAlertQueries(db),
    reminders: createReminderQueries(db),
    dataTransfer: createDataTransferQueries(db),
  };
}

export type Queries = ReturnType<typeof createQueries>;
