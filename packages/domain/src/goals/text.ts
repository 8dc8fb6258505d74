import { GOALS_PAGE_HEADING } from '../app-shell/page-headings.ts';
import { formatDayCount as days } from '../dates/day-count.ts';
import { groupThousands, keptAtMost } from '../errors/kept-at-most.ts';
import type { ToastContent } from '../errors/toast-content.ts';
import { MAX_GOAL_VALUE, MAX_GOALS } from './limits.ts';

const MAX_GOAL_VALUE_TEXT = groupThousands(MAX_GOAL_VALUE);

export const GOAL_MESSAGES = {
  /** The inline rule of §5. */
  requiredFields: 'Please fill in all required fields',
  notAuthenticated: 'User not authenticated',
  /** An edit made on an older version (CONFLICT): the newer one is kept and shown instead. */
  changedElsewhere:
    'This goal was changed on another device. Its newer version is shown; make your edit again.',
  /** Ours: the spec gives no bounds for the values (packages/domain/README.md, readings). */
  targetValueRange: `Target Value must be greater than 0 and at most ${MAX_GOAL_VALUE_TEXT}`,
  currentValueRange: `Current Value must be between 0 and ${MAX_GOAL_VALUE_TEXT}`,
  invalidTargetDate: 'Target Date must be a date (YYYY-MM-DD)',
  /** Ours: what the server answers for another athlete's goal or one that does not exist. */
  notFound: 'Goal not found',
  /** Ours: the save past MAX_GOALS. */
  tooManyGoals: keptAtMost(MAX_GOALS, 'goals'),
} as const;

/** Spec §8 failure messages of the goal calls and form. */
export const GOAL_TOASTS = {
  fetchFailed: 'Failed to fetch goals. Please try again.',
  saveFailed: 'Failed to save goal. Please try again.',
  updateFailed: 'Failed to update goal. Please try again.',
  deleteFailed: 'Failed to delete goal. Please try again.',
  /** The toast of §8 for the form's missing fields. */
  requiredFields: 'Please fill in all required fields.',
  notAuthenticated: GOAL_MESSAGES.notAuthenticated,
} as const;

export const GOAL_SUCCESS_TOASTS = {
  goalSaved: { title: 'Goal Saved' },
  goalUpdated: { title: 'Goal Updated', description: 'Your goal has been successfully updated' },
  goalDeleted: { title: 'Goal Deleted' },
} as const satisfies Record<string, ToastContent>;

/** The goal list and form (spec §2 Goals). Texts the spec does not quote are ours (README, readings). */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const GOAL_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    goals: {
      listTitle: GOALS_PAGE_HEADING.title,
      listDescription: GOALS_PAGE_HEADING.description,
      addGoal: 'Add Goal',
      /** Ours: an active weight-loss goal in kg or lbs takes the newest logged body weight as its current value. */
      tracksBodyWeight: 'Current value follows your logged body weight',
      createTitle: 'Add New Goal',
      editTitle: 'Edit Goal',
      saveGoal: 'Save Goal',
      saving: 'Saving…',
      resetForm: 'Reset Form',
      cancel: 'Cancel',
      updateGoal: 'Update Goal',
      updating: 'Updating…',
      resetChanges: 'Reset Changes',
      backToGoals: 'Back to Goals',
      back: 'Back',
      edit: 'Edit',
      delete: 'Delete',
      fields: {
        title: 'Goal Title *',
        type: 'Goal Type *',
        description: 'Description',
        targetValue: 'Target Value *',
        currentValue: 'Current Value',
        unit: 'Unit *',
        targetDate: 'Target Date *',
        status: 'Status',
      },
      unitPlaceholder: 'lbs, minutes, reps',
      notFoundTitle: 'Goal Not Found',
      notFoundDescription: "The goal you're trying to edit could not be found.",
      emptyTitle: 'No goals yet',
      emptyDescription: 'Add your first goal to start tracking your progress.',
      loading: 'Loading goals…',
      loadFailedTitle: 'Your goals could not be loaded.',
      loadFailedMessage: GOAL_TOASTS.fetchFailed,
      progress: 'Progress',
      progressPercent: (percent: number) => `${Math.round(percent)}%`,
      valueOfTarget: (current: number | undefined, target: number, unit: string) =>
        `${current ?? 0} / ${target}${unit ? ` ${unit}` : ''}`,
      daysLeft: (n: number) => `${days(n)} left`,
      dueToday: 'Due today',
      overdue: (n: number) => `Overdue by ${days(n)}`,
      deleteTitle: 'Delete this goal?',
      deleteDescription: (title: string) =>
        `“${title}” and its progress will be removed. This cannot be undone.`,
      completionTitle: 'Target reached!',
      completionDescription: 'You have reached 100% of this goal. Mark it as completed?',
      markCompleted: 'Mark as Completed',
    },
  }) as const)();
