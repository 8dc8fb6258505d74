/** Spec §2/§5/§9 numbers of the workout list, form and week. */

/** This Week stat: completed workouts out of 5 (spec §2, §9). */
export const WEEKLY_WORKOUT_TARGET = 5;
/** 1 = Monday in JavaScript's getUTCDay() numbering; the week starts Monday (spec §4, §9). */
export const WEEK_STARTS_ON = 1;
/** Recently Completed list length (spec §2, §9). */
export const RECENT_COMPLETED_LIMIT = 10;

/** Workout form (spec §5, §9). */
export const DEFAULT_WORKOUT_DURATION_MINUTES = 60;
export const DEFAULT_SETS = 3;
export const MIN_SETS = 1;

/** Workout cards show the first 3 exercises (spec §2, §9). */
export const EXERCISE_PREVIEW_COUNT = 3;
