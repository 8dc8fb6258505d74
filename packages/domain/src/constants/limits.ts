/** Spec §9 business constants, named once so screens, server and tests quote the same numbers. */

const HOUR_MS = 60 * 60 * 1000;

/** Cached data stays fresh for 24 hours (spec §4, §9). */
export const CACHE_FRESH_HOURS = 24;
export const CACHE_FRESH_MS = CACHE_FRESH_HOURS * HOUR_MS;

/** This Week stat: completed workouts out of 5 (spec §2, §9). */
export const WEEKLY_WORKOUT_TARGET = 5;
/** 1 = Monday in JavaScript's getUTCDay() numbering; the week starts Monday (spec §4, §9). */
export const WEEK_STARTS_ON = 1;
/** Recently Completed list length (spec §2, §9). */
export const RECENT_COMPLETED_LIMIT = 10;

/** Server-function timeout and region (spec §7, §9). */
export const FUNCTION_TIMEOUT_SECONDS = 70;
export const FUNCTION_TIMEOUT_MS = FUNCTION_TIMEOUT_SECONDS * 1000;
export const DEFAULT_REGION = 'us-central1';
/** The optional session-token sync only happens with a token younger than 5 minutes (spec §7). */
export const SESSION_TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;

/** Live session (spec §4, §9). */
export const REST_SECONDS = 90;
export const SESSION_TICK_MS = 1000;

/** Workout form (spec §5, §9). */
export const DEFAULT_WORKOUT_DURATION_MINUTES = 60;
export const DEFAULT_SETS = 3;
export const MIN_SETS = 1;

/** Schedule and workout cards (spec §2, §9). */
export const CALENDAR_CELLS = 42;
export const CALENDAR_WEEKS = 6;
export const MAX_DAY_DOTS = 2;
export const EXERCISE_PREVIEW_COUNT = 3;

/** Program wizard (spec §2, §5, §9). */
export const WIZARD_STEP_COUNT = 8;
export const MAX_PRIMARY_GOALS = 2;
export const TRAINING_DAYS_MIN = 1;
export const TRAINING_DAYS_MAX = 7;
export const TRAINING_DAYS_DEFAULT = 3;
export const DEFAULT_SESSION_DURATION_MINUTES = 60;
export const WELLNESS_SCALE_MIN = 1;
export const WELLNESS_SCALE_MAX = 10;
export const SLEEP_QUALITY_DEFAULT = 7;
export const STRESS_LEVEL_DEFAULT = 5;
export const SLIDER_STEP = 1;

/** Goals (spec §5, §9). */
export const GOAL_PROGRESS_CAP = 100;

/** Plan review: the week-switch checkmark shows for 1 second (spec §2, §9). */
export const WEEK_SWITCH_CHECKMARK_MS = 1000;

/**
 * Upper bounds for stored strings and lists. The spec gives none; these keep payloads bounded (architecture:
 * "limits on every string and list") while leaving generous room for real use.
 */
export const LIMITS = {
  id: 64,
  name: 120,
  shortText: 60,
  text: 500,
  longText: 4000,
  url: 2048,
  email: 320,
  reps: 30,
  weight: 40,
  unit: 30,
  exercisesPerWorkout: 100,
  setsPerExercise: 100,
  durationMinutes: 24 * 60,
  durationSeconds: 7 * 24 * 60 * 60,
  specifications: 50,
  specificationDepth: 4,
  listItems: 50,
  equipmentPerRequest: 200,
  planWeeks: 52,
  scheduleEntries: 52 * 7,
  prompt: 2000,
} as const;
