/**
 * The headings of the list pages, which the web app's shell paints before the page's code and data arrive
 * (apps/web/src/features/app-shell/page-headings.ts), so a page's largest words are on screen at the first paint.
 * Each area's screen text reads its page's heading from here: one text, and a module small enough to load with the
 * app's frame.
 */
export const SCHEDULE_PAGE_HEADING = {
  title: 'Schedule',
  description: 'Plan your training on the calendar and keep every session on track.',
} as const;

export const GOALS_PAGE_HEADING = {
  title: 'Manage Goals',
  description: 'Set targets, track your progress and keep your training pointed somewhere.',
} as const;

export const PROGRESS_PAGE_HEADING = {
  title: 'Progress Analytics',
  description: 'Your training, week by week, and how your lifts are moving.',
} as const;

export const WORKOUTS_PAGE_HEADING = {
  title: 'My Workouts',
  description: 'Plan your sessions, run them between sets, and look back at what you lifted.',
} as const;

export const EQUIPMENT_PAGE_HEADING = {
  title: 'Equipment',
  description: 'What you train with, wherever you train.',
} as const;

export const EXERCISES_PAGE_HEADING = {
  title: 'Exercises',
  description: 'How to do each exercise, and your own history of it.',
} as const;
