/** The live session's numbers (spec §4, §9). */

/** How much one press of the rest timer's -15 s / +15 s moves it (ours: the spec has no adjust control). */
export const REST_ADJUST_SECONDS = 15;
/** How often the screen redraws its timers; the timers themselves are computed from timestamps. */
export const SESSION_TICK_MS = 1000;
