import { SCHEDULE_PAGE_HEADING } from '../app-shell/page-headings.ts';
import type { WorkoutStatus } from '../workouts/options.ts';
import { LIST_PAGE_WEEKS, MAX_DAY_DOTS } from './limits.ts';

/** Dot and legend names of the statuses the calendar shows. */
export const SCHEDULE_STATUS_LABELS: Record<WorkoutStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  missed: 'Missed',
};

function workoutCount(n: number): string {
  return n === 1 ? '1 workout' : `${n} workouts`;
}

/**
 * What a day cell says to a screen reader: the day, 'today' when it is, and its workouts by status, e.g.
 * 'June 5, 2024, today: 2 workouts (1 completed, 1 scheduled)'. `dayName` is the formatted day.
 */
export function dayCellLabel(
  dayName: string,
  entries: readonly { status: WorkoutStatus }[],
  isToday: boolean,
): string {
  const name = isToday ? `${dayName}, today` : dayName;
  if (entries.length === 0) return `${name}: no workouts`;
  const counts = new Map<WorkoutStatus, number>();
  for (const e of entries) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
  const parts = [...counts].map(([status, n]) => `${n} ${SCHEDULE_STATUS_LABELS[status].toLowerCase()}`);
  return `${name}: ${workoutCount(entries.length)} (${parts.join(', ')})`;
}

/**
 * The schedule's screen (spec §2 Schedule). The tab names, 'Schedule Workout' and the +N count are the spec's;
 * the rest is ours (README, readings).
 */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const SCHEDULE_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    schedule: {
      title: SCHEDULE_PAGE_HEADING.title,
      description: SCHEDULE_PAGE_HEADING.description,
      calendarTab: 'Calendar',
      listTab: 'List',
      scheduleWorkout: 'Schedule Workout',
      maxDots: MAX_DAY_DOTS,
      /** '+N' */
      moreDots: (count: number) => `+${count}`,
      today: 'Today',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      legend: 'Legend',
      statuses: SCHEDULE_STATUS_LABELS,
      dayCellLabel,
      loading: 'Loading schedule…',
      loadFailedTitle: "Your schedule couldn't be loaded",
      /** The selected day without workouts: 'No workouts on Tuesday, Nov 25.' (`day` is the formatted day). */
      noWorkoutsOn: (day: string) => `No workouts on ${day}.`,
      /** The free day's offer (today or later): the workout form with that day filled in. */
      createOnDay: 'Create a workout for this day',
      /** The List tab with nothing in the weeks shown: 'No workouts from Nov 28 to Dec 25' (days formatted). */
      noWorkoutsBetween: (from: string, to: string) => `No workouts from ${from} to ${to}`,
      noWorkoutsBetweenHint: 'Schedule a workout, or look further ahead or back.',
      showEarlier: `Show ${LIST_PAGE_WEEKS} earlier weeks`,
      showLater: `Show ${LIST_PAGE_WEEKS} more weeks`,
      loadingMore: 'Loading more workouts…',
      startWorkout: 'Start Workout',
      edit: 'Edit',
      copy: 'Copy',
      viewDetails: 'View Details',
      move: 'Move',
      delete: 'Delete',
      cancel: 'Cancel',
      moreActions: (name: string) => `More actions for ${name}`,
      moveTitle: 'Move Workout',
      moveDescription: (name: string) => `Choose the day and time for "${name}".`,
      moveConfirm: 'Move Workout',
      dateLabel: 'Date',
      timeLabel: 'Time (optional)',
      deleteTitle: 'Delete this workout?',
      deleteDescription: (name: string) =>
        `"${name}" will be removed from your schedule. This cannot be undone.`,
      scheduleDescription: 'Pick a day, then choose one of your workouts or create a new one.',
      chooseExisting: 'Choose an existing workout',
      existingLabel: 'Workout',
      existingPlaceholder: 'Select a workout',
      existingRequired: 'Select a workout to schedule',
      howToPlace: 'Schedule it by',
      noExisting: 'You have no workouts to schedule yet.',
      moveIt: 'Move it',
      scheduleCopy: 'Schedule a copy',
      createNew: 'Create a new workout',
      scheduleConfirm: 'Schedule',
    },
  }) as const)();
