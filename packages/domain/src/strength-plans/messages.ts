import { type CalendarDate, formatMonthDay } from '../dates/calendar-date.ts';
import { errorToast, type ToastContent } from '../errors/toast-content.ts';
import { weekdayOf } from './start.ts';

/** Spec §4: shown once two goals are chosen. In this zod-free module, as every screen's texts quote it. */
export const GOAL_LIMIT_HINT = 'Maximum of 2 goals selected. Uncheck a goal to select another.';

/**
 * What the plan procedures answer when a request cannot be served. 'Strength plan not found' (§7) and 'Failed to
 * generate strength plan' (§8) are the spec's; the start messages are ours (issue 9: Start Plan puts the plan on
 * the calendar).
 */
export const PLAN_MESSAGES = {
  notFound: 'Strength plan not found',
  /** generateStrengthPlan's failure when no plan that passes the coach's checker could be made. */
  generationFailed: 'Failed to generate strength plan',
  notGenerated: 'Generate the plan before starting it.',
  startDateInPast: 'The start date cannot be before today.',
} as const;

/**
 * Starting a plan while others still have scheduled workouts ahead: the browser asks whether to keep or remove
 * them, naming the plans, and sends the answer as `replacePrevious`.
 */
export function planStartConflict(plans: readonly { name: string; remainingWorkouts: number }[]): string {
  const named = plans
    .map(
      ({ name, remainingWorkouts }) =>
        `'${name}' (${remainingWorkouts} scheduled ${remainingWorkouts === 1 ? 'workout' : 'workouts'})`,
    )
    .join(', ');
  return `${named} ${plans.length === 1 ? 'is' : 'are'} still on your calendar. Keep those workouts or remove them?`;
}

/** Spec §8 failure messages of the strength-plan calls. Quoted exactly. */
export const PLAN_TOASTS = {
  generationFailedTitle: 'Generation Failed',
  /** 'Failed to generate strength plan: {reason}'; see planGenerationFailed(). */
  generationFailedPrefix: PLAN_MESSAGES.generationFailed,
  fetchFailed: 'Failed to fetch strength plans. Please try again.',
  saveFailed: 'Failed to save strength plan. Please try again.',
  getFailed: 'Failed to get strength plan. Please try again.',
  updateFailed: 'Failed to update strength plan. Please try again.',
  deleteFailed: 'Failed to delete strength plan. Please try again.',
} as const;

/** Spec §8 failures of the program wizard. */
export const WIZARD_TOASTS = {
  planNotFoundTitle: 'Plan Not Found',
  planNotFound: 'The requested plan could not be found. Starting with a new plan.',
  loadErrorTitle: 'Error Loading Plan',
  loadError: 'Failed to load the requested plan. Starting with a new plan.',
  generationFailedTitle: 'Generation Failed',
  generationFailed: 'Failed to generate program. Please try again.',
} as const;

/** Spec §8 failures of the plan review. */
export const REVIEW_TOASTS = {
  planNotFoundTitle: 'Plan Not Found',
  planNotFound: 'The requested strength plan could not be found.',
  loadErrorTitle: 'Error Loading Plan',
  loadError: 'Failed to load the strength plan.',
  updateWorkoutFailed: 'Failed to update workout. Please try again.',
  missingInfo: 'Missing user or plan information.',
  startPlanFailed: 'Failed to start plan. Please try again.',
} as const;

/** Spec §8 success toasts of plans, the wizard and the review. */
export const PROGRAM_SUCCESS_TOASTS = {
  planSaved: { title: 'Plan Saved' },
  planUpdated: { title: 'Plan Updated' },
  planDeleted: { title: 'Plan Deleted' },
  planSelected: { title: 'Plan Selected' },
  strengthPlanGenerated: {
    title: 'Strength Plan Generated!',
    description: 'Your personalized training program has been created successfully.',
  },
  programGenerated: {
    title: 'Program Generated Successfully!',
    description: 'Your personalized training program has been created and saved.',
  },
} as const satisfies Record<string, ToastContent>;

/** 'Generation Failed' / 'Failed to generate strength plan: {reason}'. */
export function planGenerationFailed(reason: string): ToastContent {
  return errorToast(`${PLAN_TOASTS.generationFailedPrefix}: ${reason}`, PLAN_TOASTS.generationFailedTitle);
}

/** 'Mon, Nov 23': where the first session of a started plan lands. */
export function shortDayLabel(date: CalendarDate): string {
  return `${weekdayOf(date).slice(0, 3)}, ${formatMonthDay(date)}`;
}

/**
 * Start Plan's toast (spec §4 'shows a toast'; the wording is ours): where the plan begins, how many sessions went
 * on the calendar and, after 'remove', how many of the previous plan's were taken off.
 */
export function planStartedToast(result: {
  firstWorkoutDate: CalendarDate | null;
  scheduledCount: number;
  removedCount: number;
}): ToastContent {
  const count = (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'}`;
  const parts = [
    result.firstWorkoutDate === null
      ? 'No workouts to schedule.'
      : `First workout ${shortDayLabel(result.firstWorkoutDate)}. ${count(result.scheduledCount)} scheduled.`,
    ...(result.removedCount > 0 ? [`${count(result.removedCount)} of the previous plan removed.`] : []),
  ];
  return { title: 'Plan Started', description: parts.join(' ') };
}
