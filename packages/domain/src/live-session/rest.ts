import { MAX_REST_SECONDS, REST_SECONDS } from '../workouts/limits.ts';
import { restInNotes } from '../workouts/quantities.ts';

/**
 * The rest after a set of this exercise: its own when the form set one, else the rest its notes state
 * (a generated workout or a started plan writes 'Rest 2 min'), else the spec's 90 s (§4).
 */
export function restSecondsOf(exercise: {
  restSeconds?: number | undefined;
  notes?: string | undefined;
}): number {
  if (exercise.restSeconds !== undefined) return exercise.restSeconds;
  const stated = exercise.notes ? restInNotes(exercise.notes) : undefined;
  return stated ? Math.min(MAX_REST_SECONDS, stated.max) : REST_SECONDS;
}
