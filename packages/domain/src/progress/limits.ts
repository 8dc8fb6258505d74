/** The periods the Progress Analytics screen offers, in weeks; the default is the middle one. */
export const ANALYTICS_RANGES_WEEKS = [4, 12, 26] as const;
export type AnalyticsRangeWeeks = (typeof ANALYTICS_RANGES_WEEKS)[number];
export const DEFAULT_ANALYTICS_WEEKS: AnalyticsRangeWeeks = 12;

/** At most this many sessions are read for one answer (about five a day for half a year): the read stays bounded. */
export const ANALYTICS_MAX_SESSIONS = 1000;

/** Exercises shown with a strength trend: the ones trained most often in the period. */
export const ANALYTICS_TOP_EXERCISES = 8;
