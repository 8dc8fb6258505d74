/** Schedule calendar (spec §2, §9). */
export const CALENDAR_CELLS = 42;
export const CALENDAR_WEEKS = 6;
export const MAX_DAY_DOTS = 2;
/** The List tab reads the schedule four weeks at a time, from today on (well inside getSchedule's 62 days). */
export const LIST_PAGE_WEEKS = 4;
export const LIST_PAGE_DAYS = LIST_PAGE_WEEKS * 7;
