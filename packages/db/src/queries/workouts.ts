import type { Db } from '../client.ts';
import { createCompletedWorkoutQueries } from './workouts/completed.ts';
import { createExerciseHistoryQueries } from './workouts/exercise-history.ts';
import { createFeedWorkoutQueries } from './workouts/feed.ts';
import { createPlannedWorkoutQueries } from './workouts/planned.ts';
import { createSeriesQueries } from './workouts/series.ts';

/**
 * The workout queries the procedures use: planned workouts (workouts/planned.ts), the occurrences of repeating ones
 * (workouts/series.ts) and completed sessions (workouts/completed.ts), one group as the spec's workout functions see them. Each write
 * is one batch (write-batch.ts) that also bumps the training version, which keeps the lists' memo honest.
 */
export function createWorkoutQueries(db: Db) {
  return {
    ...createPlannedWorkoutQueries(db),
    ...createCompletedWorkoutQueries(db),
    ...createSeriesQueries(db),
    ...createFeedWorkoutQueries(db),
    ...createExerciseHistoryQueries(db),
  };
}

export type WorkoutQueries = ReturnType<typeof createWorkoutQueries>;
