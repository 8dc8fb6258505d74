import type { CalendarDate } from '../dates/calendar-date.ts';
import { type DatedWorkout, upcomingWorkouts } from './upcoming.ts';

export interface WorkoutListStats {
  upcomingCount: number;
  completedCount: number;
  /** Mean planned duration of the athlete's workouts, whole minutes; 0 with no workouts. */
  averageDurationMinutes: number;
  /** Exercises across all of the athlete's workouts. */
  totalExercises: number;
}

/** The four stat cards of 'My Workouts' (spec §2). */
export function workoutListStats(
  workouts: readonly (DatedWorkout & { duration: number; exercises: readonly unknown[] })[],
  completed: readonly unknown[],
  today: CalendarDate,
): WorkoutListStats {
  const totalDuration = workouts.reduce((sum, w) => sum + w.duration, 0);
  return {
    upcomingCount: upcomingWorkouts(workouts, today).length,
    completedCount: completed.length,
    averageDurationMinutes: workouts.length === 0 ? 0 : Math.round(totalDuration / workouts.length),
    totalExercises: workouts.reduce((sum, w) => sum + w.exercises.length, 0),
  };
}
