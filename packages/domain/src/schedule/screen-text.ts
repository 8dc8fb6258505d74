import { MAX_DAY_DOTS } from './limits.ts';

/** The schedule's tabs and day dots (spec §2 Schedule). */
export const SCHEDULE_SCREEN_TEXT = {
  schedule: {
    calendarTab: 'Calendar',
    listTab: 'List',
    scheduleWorkout: 'Schedule Workout',
    maxDots: MAX_DAY_DOTS,
    /** '+N' */
    moreDots: (count: number) => `+${count}`,
  },
} as const;
