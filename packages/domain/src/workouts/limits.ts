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
/** The rest between sets when an exercise sets none (spec §4, §9). */
export const REST_SECONDS = 90;
/** The longest rest an exercise may set; a heavy triple rarely needs more than 5 min. */
export const MAX_REST_SECONDS = 600;

/** Workout cards show the first 3 exercises (spec §2, §9). */
export const EXERCISE_PREVIEW_COUNT = 3;

/**
 * Bounds of the list reads: an athlete with years of history gets the lists the screens show, never
 * the whole history in one answer.
 */
export const UPCOMING_LIST_LIMIT = 50;
export const MISSED_LIST_LIMIT = 10;
/** getSchedule reads one calendar page: 42 cells, with room for a list of two months. */
export const SCHEDULE_RANGE_MAX_DAYS = 62;
/**
 * One-day workouts a calendar page reads, soonest first: 16 a day over its 62 days, far beyond any training. Saves
 * have no bound per day, so without it a script's 100,000 workouts on one day made each read of that page answer
 * them all.
 */
export const SCHEDULE_PAGE_MAX_WORKOUTS = 1000;
/** getCompletedWorkouts pages: 10 by default (the Recently Completed length), 100 at most. */
export const COMPLETED_PAGE_MAX = 100;
/**
 * How far back getLastTime looks for an exercise: the newest 200 completed sessions, read a page of 50 at
 * a time and only as far as needed. An exercise not done in that long is not "last time" any more.
 */
export const LAST_TIME_SESSIONS = 200;
export const LAST_TIME_PAGE = 50;

/**
 * How far back personal records reach: the newest 2,000 completed sessions (ten years of four a week), read in one
 * statement once per change of the athlete's training (the answer is remembered until the next one).
 */
export const RECORD_SESSIONS = 2000;

/**
 * Planned workouts one athlete keeps (one-day workouts, series, and the days taken out of a series), and completed
 * workouts: as many as one export holds (EXPORT_MAX), over a lifetime of daily training. Without a bound a script
 * could grow an athlete's tables without end, and an export past it could not be imported again.
 */
export const MAX_WORKOUTS = 20_000;
export const MAX_COMPLETED_WORKOUTS = 20_000;
