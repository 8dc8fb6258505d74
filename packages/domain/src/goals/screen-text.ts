import { GOAL_MESSAGES, GOAL_TOASTS } from './messages.ts';

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/** The goal list and form (spec §2 Goals). Texts the spec does not quote are ours (README, readings). */
export const GOAL_SCREEN_TEXT = {
  goals: {
    listTitle: 'Manage Goals',
    listDescription: 'Set targets, track your progress and keep your training pointed somewhere.',
    addGoal: 'Add Goal',
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
    unitPlaceholder: GOAL_MESSAGES.unitPlaceholder,
    notFoundTitle: GOAL_MESSAGES.notFoundTitle,
    notFoundDescription: GOAL_MESSAGES.notFoundDescription,
    requiredFields: GOAL_MESSAGES.requiredFields,
    emptyTitle: 'No goals yet',
    emptyDescription: 'Add your first goal to start tracking your progress.',
    loading: 'Loading goals…',
    loadFailedTitle: 'Your goals could not be loaded.',
    loadFailedMessage: GOAL_TOASTS.fetchFailed,
    retry: 'Retry',
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
} as const;
