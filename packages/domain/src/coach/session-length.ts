import { warmUpMinutes } from './guidance.ts';
import { exerciseSeconds, type Reps } from './quantities.ts';

/**
 * A session's estimated length (issue 16, point 5), the one sum the coach states and the checker verifies: the
 * warm-up for the length asked, then every set's work (reps at their tempo, each side for one-sided exercises, held
 * seconds, carried metres at 1 m/s) and the rest after it.
 */
export interface TimedExercise {
  sets: number;
  reps: Reps | undefined;
  restSeconds: number;
  secondsPerRep?: number;
  sides?: number;
}

export function sessionSeconds(exercises: readonly TimedExercise[], askedMinutes: number): number {
  const work = exercises.reduce(
    (sum, exercise) =>
      sum +
      exerciseSeconds(exercise.sets, exercise.reps, exercise.restSeconds, {
        ...(exercise.secondsPerRep === undefined ? {} : { secondsPerRep: exercise.secondsPerRep }),
        ...(exercise.sides === undefined ? {} : { sides: exercise.sides }),
      }),
    0,
  );
  return warmUpMinutes(askedMinutes) * 60 + work;
}
