/** Schedule calendar (spec §2, §9). */
export const CALENDAR_CELLS = 42;
export const CALENDAR_WEEKS = 6;
export const MAX_DAY_DOTS = 2;
