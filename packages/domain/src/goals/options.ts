/** Spec §4 goal option lists. */

export const GOAL_STATUSES = ['active', 'paused', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const DEFAULT_GOAL_STATUS: GoalStatus = 'active';

export const GOAL_TYPES = [
  'strength',
  'hypertrophy',
  'cardio',
  'flexibility',
  'weight_loss',
  'endurance',
  'pain_management',
  'other',
] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const DEFAULT_GOAL_TYPE: GoalType = 'strength';

/** How the screens name each stored type (the spec lists only the slugs; these are the slugs in words). */
export const GOAL_TYPE_LABELS: Record<GoalType, string> = {
  strength: 'Strength',
  hypertrophy: 'Hypertrophy',
  cardio: 'Cardio',
  flexibility: 'Flexibility',
  weight_loss: 'Weight Loss',
  endurance: 'Endurance',
  pain_management: 'Pain Management',
  other: 'Other',
};

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
};
