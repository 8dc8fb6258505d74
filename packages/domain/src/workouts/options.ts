/** Spec §4 workout option lists. */

export const WORKOUT_STATUSES = ['scheduled', 'completed', 'missed'] as const;
export type WorkoutStatus = (typeof WORKOUT_STATUSES)[number];
export const DEFAULT_WORKOUT_STATUS: WorkoutStatus = 'scheduled';

export const WORKOUT_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type WorkoutDifficulty = (typeof WORKOUT_DIFFICULTIES)[number];
export const DEFAULT_WORKOUT_DIFFICULTY: WorkoutDifficulty = 'Intermediate';
