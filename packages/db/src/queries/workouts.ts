import type { Db } from '../client.ts';
import { createCompletedWorkoutQueries } from './workouts/completed.ts';
import { createPlannedWorkoutQueries } from './workouts/planned.ts';

/**
 * The workout queries the procedures use: planned workouts (workouts/planned.ts) and completed sessions
 * (workouts/completed.ts), one group as the spec's workout functions see them. Writes go through
 * `changeTraining` (training-change.ts), which keeps the lists' memo honest (decision 0013).
 */
export function createWorkoutQueries(db: Db) {
  return { ...createPlannedWorkoutQueries(db), ...createCompletedWorkoutQueries(db) };
}

export type WorkoutQueries = ReturnType<typeof createWorkoutQueries>;
