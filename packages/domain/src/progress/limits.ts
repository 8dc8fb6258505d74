/** The periods the Progress Analytics screen offers, in weeks; the default is the middle one. */
export const ANALYTICS_RANGES_WEEKS = [4, 12, 26] as const;
export type AnalyticsRangeWeeks = (typeof ANALYTICS_RANGES_WEEKS)[number];
export const DEFAULT_ANALYTICS_WEEKS: AnalyticsRangeWeeks = 12;

/** At most this many sessions are read for one answer (about five a day for half a year): the read stays bounded. */
export const ANALYTICS_MAX_SESSIONS = 1000;

/** Exercises shown with a strength trend: the ones trained most often in the period. */
export const ANALYTICS_TOP_EXERCISES = 8;

/**
 * An exercise page's history reads at most this many of the exercise's sessions (newest first): a lifter who squats
 * four times a week for seven years; the summary says when older ones were left out.
 */
export const EXERCISE_HISTORY_SESSIONS = 1500;
/** Sessions one page of an exercise's history lists at most, and by default. */
export const MAX_EXERCISE_HISTORY_PAGE = 50;
export const DEFAULT_EXERCISE_HISTORY_PAGE = 20;
/** Weeks of an exercise's estimated-max trend (the newest trained), two years. */
export const EXERCISE_HISTORY_TREND_WEEKS = 104;
/** Weeks of an exercise's volume per week, ending with this one. */
export const EXERCISE_HISTORY_VOLUME_WEEKS = 12;
/** Records an exercise page lists, newest first. */
export const EXERCISE_HISTORY_RECORDS = 10;
