import { PLATE_STEP, setWeight, type Weight } from '../units/weight.ts';
import type { CompletedSet } from '../workouts/completed-schema.ts';
import { repsUpperBound } from '../workouts/volume.ts';
import type { LastTime } from './last-time.ts';

/**
 * The suggested next step for an exercise, by a written rule (double progression):
 * - every work set of the last session reached the top of the rep range → add one plate step (+2.5 kg / +5 lb);
 * - a set fell short of the bottom of the range in each of the last two sessions → hold the weight;
 * - otherwise → the same weight, for more reps.
 * Weights stay in the unit they were lifted in.
 */
export interface SessionSets {
  sets: readonly { weight: Weight; reps: number }[];
}

export type NextStep =
  | { kind: 'add'; weight: Weight }
  | { kind: 'hold'; weight: Weight }
  | { kind: 'repeat'; weight: Weight };

/** `sessions` most recent first; undefined when there is no earlier session with a weight. */
export function suggestedNextStep(
  sessions: readonly SessionSets[],
  repRange: { min: number; max: number },
): NextStep | undefined {
  const [last, before] = sessions;
  const top = last?.sets.reduce<{ weight: Weight; reps: number } | undefined>(
    (heaviest, set) => (!heaviest || set.weight.value > heaviest.weight.value ? set : heaviest),
    undefined,
  );
  if (!last || !top || !(top.weight.value > 0)) return undefined;
  const working = last.sets.filter((set) => set.weight.value === top.weight.value);
  if (working.every((set) => set.reps >= repRange.max)) {
    return {
      kind: 'add',
      weight: { value: top.weight.value + PLATE_STEP[top.weight.unit], unit: top.weight.unit },
    };
  }
  const missed = (session: SessionSets | undefined) =>
    session?.sets.some((set) => set.reps < repRange.min) ?? false;
  if (missed(last) && missed(before)) return { kind: 'hold', weight: top.weight };
  return { kind: 'repeat', weight: top.weight };
}

/** A plan's reps as a range: '8-10' → 8 to 10, '5' → 5 to 5; undefined for 'AMRAP', '30s' and the like. */
export function repRangeOf(reps: string): { min: number; max: number } | undefined {
  if (!/^\s*\d+\s*(?:[-–]\s*\d+\s*)?$/.test(reps)) return undefined;
  const numbers = (reps.match(/\d+/g) ?? []).map(Number);
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  return min > 0 ? { min, max } : undefined;
}

function weightedSets(sets: readonly CompletedSet[] | undefined): SessionSets | undefined {
  if (!sets) return undefined;
  return {
    sets: sets.flatMap((set) => {
      const weight = setWeight(set);
      return weight ? [{ weight, reps: repsUpperBound(set.actualReps) }] : [];
    }),
  };
}

/** The next step for an exercise of the live session, from last time (and the time before) and its planned reps. */
export function nextStepFrom(lastTime: LastTime | undefined, plannedReps: string): NextStep | undefined {
  const range = repRangeOf(plannedReps);
  const last = weightedSets(lastTime?.sets);
  if (!range || !last) return undefined;
  const before = weightedSets(lastTime?.previousSets);
  return suggestedNextStep(before ? [last, before] : [last], range);
}
