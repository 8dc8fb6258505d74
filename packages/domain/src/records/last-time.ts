import { exerciseNameKey } from '../exercises/name-key.ts';
import type { CompletedSet, CompletedWorkout } from '../workouts/completed-schema.ts';

/**
 * What the athlete did last time: for an exercise, the completed sets of the newest session that has
 * any, shown beside this session's sets and filling the Complete Set dialog in. Exercises match by name however
 * it is written ('Back Squat', 'back squat').
 */
export interface LastTime {
  /** The name as asked. */
  exercise: string;
  /** When that session ended (an ISO instant). */
  date: string;
  /** Its completed sets, in set order. */
  sets: CompletedSet[];
  /** The completed sets of the session before that one, when there is one: the next step's rule reads both. */
  previousSets?: CompletedSet[];
}

/**
 * The last time of each name (in the order asked, each once), from completed sessions newest first; a name done in
 * none of them is left out.
 */
export function lastTimes(
  names: readonly string[],
  sessionsNewestFirst: readonly CompletedWorkout[],
): LastTime[] {
  const wanted = new Map<string, string>();
  for (const name of names) if (!wanted.has(exerciseNameKey(name))) wanted.set(exerciseNameKey(name), name);
  const found = new Map<string, LastTime>();
  const complete = new Set<string>();
  for (const session of sessionsNewestFirst) {
    for (const exercise of session.actualExercises) {
      const key = exerciseNameKey(exercise.name);
      const name = wanted.get(key);
      if (name === undefined || complete.has(key)) continue;
      const sets = exercise.actualSets
        .filter((set) => set.completed)
        .sort((a, b) => a.setNumber - b.setNumber);
      if (sets.length === 0) continue;
      const last = found.get(key);
      if (!last) found.set(key, { exercise: name, date: session.date, sets });
      // The same exercise twice in one session counts once, as the last time itself.
      else if (last.date !== session.date) {
        last.previousSets = sets;
        complete.add(key);
      }
    }
    if (complete.size === wanted.size) break;
  }
  return [...wanted.keys()].flatMap((key) => found.get(key) ?? []);
}

/** The set of last time to start this set from: the same set number, else last time's last set. */
export function lastTimeSet(lastTime: LastTime | undefined, setNumber: number): CompletedSet | undefined {
  if (!lastTime) return undefined;
  return lastTime.sets.find((set) => set.setNumber === setNumber) ?? lastTime.sets.at(-1);
}
