import type { WeightUnit } from '../units/weight.ts';
import type { CompletedWorkout } from './completed-schema.ts';
import type { WorkoutDifficulty } from './options.ts';
import type { Workout } from './schema.ts';
import { completedVolume, totalSets, workoutVolume } from './volume.ts';

/** What getWorkoutDetails answers: the planned workout and its completion, either of which may be gone. */
export interface WorkoutDetails {
  workout: Workout | null;
  completion: CompletedWorkout | null;
}

/** The figures on top of the details screen (spec §2 Workout details). */
export interface WorkoutDetailsSummary {
  name: string;
  /** Planned length, or how long a completed session took, in seconds (formatSessionDuration reads it out). */
  durationSeconds: number;
  exerciseCount: number;
  /** Planned sets, or the sets actually completed. */
  totalSets: number;
  difficulty: WorkoutDifficulty | null;
  /** In the athlete's unit: weight × upper bound of the reps × sets (spec §4); for a completed session, of the sets done. */
  volume: number;
  notes: string;
  /** Completed: Repeat Workout is offered. */
  completed: boolean;
}

/**
 * A completed session is described by what was done (its duration, its completed sets and their weights); a plan
 * never run by what was planned. Difficulty belongs to the plan only: it is null when the plan was deleted.
 */
export function workoutDetailsSummary(
  { workout, completion }: WorkoutDetails,
  unit: WeightUnit = 'lb',
): WorkoutDetailsSummary | null {
  if (completion) {
    const completedSets = completion.actualExercises.reduce(
      (sum, exercise) => sum + exercise.actualSets.filter((set) => set.completed).length,
      0,
    );
    return {
      name: completion.name,
      durationSeconds: completion.duration,
      exerciseCount: completion.actualExercises.length,
      totalSets: completedSets,
      difficulty: workout?.difficulty ?? null,
      volume: completedVolume(completion.actualExercises, unit),
      notes: completion.notes || workout?.notes || '',
      completed: true,
    };
  }
  if (!workout) return null;
  return {
    name: workout.name,
    durationSeconds: workout.duration * 60,
    exerciseCount: workout.exercises.length,
    totalSets: totalSets(workout.exercises),
    difficulty: workout.difficulty,
    volume: workoutVolume(workout.exercises, unit),
    notes: workout.notes ?? '',
    // Marked completed while its completion was since deleted: still a workout that was done.
    completed: workout.status === 'completed',
  };
}
