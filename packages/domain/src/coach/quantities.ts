import type { Reps } from '../workouts/quantities.ts';
import { MIN_SET_SECONDS, SECONDS_PER_REP } from './guidance.ts';

/** How long a prescription takes: the seconds of a set's work and of an exercise's sets with their rest. */

/** One set's work in seconds (rest excluded): counts take their upper bound at the rep tempo, each side when unilateral. */
export function workSeconds(
  reps: Reps | undefined,
  options: { secondsPerRep?: number; sides?: number } = {},
): number {
  const sides = options.sides ?? 1;
  if (reps === undefined) return 45 * sides;
  if (reps.kind === 'seconds') return reps.range.max * sides;
  // Walking pace with a load: about a metre a second.
  if (reps.kind === 'metres') return reps.range.max;
  return Math.max(MIN_SET_SECONDS, reps.range.max * (options.secondsPerRep ?? SECONDS_PER_REP)) * sides;
}

/** One exercise's seconds: each set's work plus the rest after it (the last one is the change-over). */
export function exerciseSeconds(
  sets: number,
  reps: Reps | undefined,
  restSeconds: number,
  options: { secondsPerRep?: number; sides?: number } = {},
): number {
  return sets * (workSeconds(reps, options) + restSeconds);
}
