import type { Reps } from '../workouts/quantities.ts';
import { supersetBlocks } from '../workouts/supersets.ts';
import { WARM_UP_MINUTES } from './guidance.ts';
import { exerciseSeconds, workSeconds } from './quantities.ts';

/**
 * A session's estimated length, the one sum the coach states and the checker verifies: the
 * warm-up the session states (or the default for the length asked), then every set's work (reps at their tempo, each side for one-sided exercises, held
 * seconds, carried metres at 1 m/s) and the rest after it. A superset or circuit rests once a round, after the
 * round's last set, as the live session does; moving from one member to the next takes SUPERSET_CHANGE_SECONDS.
 */
export interface TimedExercise {
  sets: number;
  reps: Reps | undefined;
  restSeconds: number;
  secondsPerRep?: number;
  sides?: number;
  /** The group it is done in turn with; adjacent exercises sharing it are one superset or circuit. */
  superset?: string | undefined;
}

/** Moving from one member of a superset to the next: a step to the other station and a grip. */
export const SUPERSET_CHANGE_SECONDS = 15;

const optionsOf = (exercise: TimedExercise) => ({
  ...(exercise.secondsPerRep === undefined ? {} : { secondsPerRep: exercise.secondsPerRep }),
  ...(exercise.sides === undefined ? {} : { sides: exercise.sides }),
});

/** A group's rounds: each member's set in turn with a change between them, then the rest of the round's last set. */
function groupSeconds(members: readonly TimedExercise[]): number {
  const rounds = Math.max(...members.map((member) => member.sets));
  let seconds = 0;
  for (let round = 0; round < rounds; round += 1) {
    const inRound = members.filter((member) => member.sets > round);
    const last = inRound.at(-1);
    seconds +=
      inRound.reduce((sum, member) => sum + workSeconds(member.reps, optionsOf(member)), 0) +
      (inRound.length - 1) * SUPERSET_CHANGE_SECONDS +
      (last?.restSeconds ?? 0);
  }
  return seconds;
}

export function sessionSeconds(exercises: readonly TimedExercise[], warmUp: number): number {
  const work = supersetBlocks(exercises).reduce((sum, block) => {
    const members = exercises.slice(block.start, block.end);
    const [only] = members;
    if (block.superset === undefined && only)
      return sum + exerciseSeconds(only.sets, only.reps, only.restSeconds, optionsOf(only));
    return sum + groupSeconds(members);
  }, 0);
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
