import { BODY_WEIGHT_SUCCESS_TOASTS, BODY_WEIGHT_TOASTS } from '../body-weight/text.ts';
import { CALENDAR_FEED_SUCCESS_TOASTS, CALENDAR_FEED_TOASTS } from '../calendar-feed/text.ts';
import { DATA_TRANSFER_TOASTS } from '../data-transfer/toasts.ts';
import { EQUIPMENT_SUCCESS_TOASTS, EQUIPMENT_TOASTS } from '../equipment/text.ts';
import { SCANNER_TOASTS } from '../equipment-image-processor/text.ts';
import { EXERCISES_TOASTS } from '../exercises/text.ts';
import { GOAL_SUCCESS_TOASTS, GOAL_TOASTS } from '../goals/text.ts';
import { SESSION_SUCCESS_TOASTS, SESSION_TOASTS } from '../live-session/text.ts';
import { PROFILE_SUCCESS_TOASTS, PROFILE_TOASTS } from '../profile/text.ts';
import { ANALYTICS_TOASTS } from '../progress/text.ts';
import { PUSH_SUCCESS_TOASTS, PUSH_TOASTS } from '../push/text.ts';
import { PLAN_TOASTS, PROGRAM_SUCCESS_TOASTS, REVIEW_TOASTS, WIZARD_TOASTS } from '../strength-plans/text.ts';
import {
  AI_WORKOUT_TOASTS,
  COMPLETED_WORKOUT_TOASTS,
  WORKOUT_SUCCESS_TOASTS,
  WORKOUT_TOASTS,
} from '../workouts/toasts.ts';

/**
 * Spec §8 failure messages, grouped by area. Each area writes its own in `<area>/messages.ts`; this is the one
 * catalogue the failure lookup reads.
 */
export const TOASTS = {
  workouts: WORKOUT_TOASTS,
  completed: COMPLETED_WORKOUT_TOASTS,
  equipment: EQUIPMENT_TOASTS,
  goals: GOAL_TOASTS,
  profile: PROFILE_TOASTS,
  ai: AI_WORKOUT_TOASTS,
  session: SESSION_TOASTS,
  plans: PLAN_TOASTS,
  wizard: WIZARD_TOASTS,
  review: REVIEW_TOASTS,
  scanner: SCANNER_TOASTS,
  analytics: ANALYTICS_TOASTS,
  exercises: EXERCISES_TOASTS,
  calendarFeed: CALENDAR_FEED_TOASTS,
  dataTransfer: DATA_TRANSFER_TOASTS,
  push: PUSH_TOASTS,
  bodyWeight: BODY_WEIGHT_TOASTS,
} as const;

/** Spec §8 success toasts of every area: titles, with the descriptions the spec quotes. */
export const SUCCESS_TOASTS = {
  ...WORKOUT_SUCCESS_TOASTS,
  ...GOAL_SUCCESS_TOASTS,
  ...PROFILE_SUCCESS_TOASTS,
  ...CALENDAR_FEED_SUCCESS_TOASTS,
  ...EQUIPMENT_SUCCESS_TOASTS,
  ...SESSION_SUCCESS_TOASTS,
  ...PROGRAM_SUCCESS_TOASTS,
  ...PUSH_SUCCESS_TOASTS,
  ...BODY_WEIGHT_SUCCESS_TOASTS,
} as const;
