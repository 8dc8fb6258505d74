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
