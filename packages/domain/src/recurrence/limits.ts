/**
 * The bounds of a repeating workout. Every answer holds at most two years of a series: a rule without an
 * end, or with an end further away, stops RECURRENCE_HORIZON_DAYS after its first date.
 */
export const RECURRENCE_HORIZON_DAYS = 730;
/** 'After N times': daily for the whole horizon at most. */
export const RECURRENCE_MAX_COUNT = 730;
/** 'Every N days / weeks': up to a year of weeks. */
export const RECURRENCE_MAX_INTERVAL = 52;
/** A stored rule is a short RFC 5545 RRULE value; anything longer is not one of ours. */
export const RECURRENCE_RULE_MAX_LENGTH = 120;
/** The dates taken out of a series (deleted, moved or completed occurrences): at most one per day of the horizon. */
export const RECURRENCE_MAX_EXCEPTIONS = RECURRENCE_HORIZON_DAYS + 1;

/**
 * Repeating workouts one athlete keeps, running or ended (each 'this and following' edit starts another): far
 * beyond a training week's few. Every list read expands them all, so their number must not grow without end: an
 * import of 20,000 daily series made each read of My Workouts cost over a minute of the server's time.
 */
export const RECURRENCE_MAX_SERIES = 100;

/** A day after every day an athlete can plan: the open end of a read of every series still running. */
export const LAST_CALENDAR_DATE = '9999-12-31';
