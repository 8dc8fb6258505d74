import type { Reps } from '../workouts/quantities.ts';
import { WARM_UP_MINUTES } from './guidance.ts';
import { exerciseSeconds } from './quantities.ts';

/**
 * A session's estimated length, the one sum the coach states and the checker verifies: the
 * warm-up the session states (or the default for the length asked), then every set's work (reps at their tempo, each side for one-sided exercises, held
 * seconds, carried metres at 1 m/s) and the rest after it.
 */
export interface TimedExercise {
  sets: number;
  reps: Reps | undefined;
  restSeconds: number;
  secondsPerRep?: number;
  sides?: number;
}

export function sessionSeconds(exercises: readonly TimedExercise[], warmUp: number): number {
  const work = exercises.reduce(
    (sum, exercise) =>
      sum +
      exerciseSeconds(exercise.sets, exercise.reps, exercise.restSeconds, {
        ...(exercise.secondsPerRep === undefined ? {} : { secondsPerRep: exercise.secondsPerRep }),
        ...(exercise.sides === undefined ? {} : { sides: exercise.sides }),
      }),
    0,
  );
  return warmUp * 60 + work;
}

/** How the coach states a session's warm-up in its notes. */
export function warmUpText(minutes: number): string {
  return `Warm up for ${minutes} minutes`;
}

/** The warm-up a session's notes state ('Warm up for 8 minutes'), inside WARM_UP_MINUTES; undefined when none. */
export function warmUpInNotes(notes: string): number | undefined {
  const match = notes.match(/\bwarm up for (\d{1,2}) minutes?\b/i);
  if (!match) return undefined;
  const minutes = Number(match[1]);
  return minutes >= WARM_UP_MINUTES.min && minutes <= WARM_UP_MINUTES.max ? minutes : undefined;
}
