/** Goal progress is a percentage capped at 100 (spec §5, §9). */
export const GOAL_PROGRESS_CAP = 100;

/**
 * Bounds of a goal's target and current value. The spec gives none; a target must be above 0 to divide by, and a
 * million covers every unit an athlete tracks (reps, lbs, minutes, metres).
 */
export const MAX_GOAL_VALUE = 1_000_000;

/**
 * Goals one athlete keeps: as many as one export holds (EXPORT_MAX.goals), far beyond real use. Every visit of
 * Goals reads them all, so a script must not grow the list without end.
 */
export const MAX_GOALS = 1000;
