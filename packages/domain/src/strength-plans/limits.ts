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

/** Plan review: the week-switch checkmark shows for 1 second (spec §2, §9). */
export const WEEK_SWITCH_CHECKMARK_MS = 1000;

/** The chooser lists at most this many previous plans, newest first (a read never returns a whole history). */
export const PLAN_LIST_LIMIT = 50;
/**
 * Strength plans one athlete keeps, drafts included: as many as one export holds (EXPORT_MAX.strengthPlans). Each
 * Create Program makes a draft, so without a bound a script could add rows without end.
 */
export const MAX_STRENGTH_PLANS = 1000;
