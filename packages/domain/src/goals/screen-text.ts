import { GOAL_MESSAGES } from './messages.ts';

/** The goal list and form (spec §2 Goals). */
export const GOAL_SCREEN_TEXT = {
  goals: {
    listTitle: 'Manage Goals',
    addGoal: 'Add Goal',
    createTitle: 'Add New Goal',
    editTitle: 'Edit Goal',
    resetForm: 'Reset Form',
    cancel: 'Cancel',
    updateGoal: 'Update Goal',
    resetChanges: 'Reset Changes',
    backToGoals: 'Back to Goals',
    fields: {
      title: 'Goal Title *',
      type: 'Goal Type *',
      description: 'Description',
      targetValue: 'Target Value *',
      currentValue: 'Current Value',
      unit: 'Unit *',
      targetDate: 'Target Date *',
    },
    unitPlaceholder: GOAL_MESSAGES.unitPlaceholder,
    notFoundTitle: GOAL_MESSAGES.notFoundTitle,
    notFoundDescription: GOAL_MESSAGES.notFoundDescription,
    requiredFields: GOAL_MESSAGES.requiredFields,
  },
} as const;
