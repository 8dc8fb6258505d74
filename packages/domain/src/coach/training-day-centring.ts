import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import {
  type MajorMuscleGroup,
  SESSION_LENGTH_TOLERANCE,
  WARM_UP_MINUTES,
  WEEKLY_SETS_PER_MUSCLE,
} from './guidance.ts';
import {
  groupShare,
  imbalance,
  lowestSets,
  MAJOR_GROUPS,
  type PlanContext,
  sideOf,
  startingSets,
} from './plan-context.ts';
import type { FilledExercise } from './training-day-fill.ts';

/** Centring each session on the length asked: whole minutes of warm-up and one-set moves, week by week. */
/**
 * Sets moved so that every normal week's session lands within the tolerance of the length asked: the sessions were
 * filled for a typical week, and reps, holds and tempos grow over the plan. Each step takes the one-set move (a set
 * off an exercise above the guidance's minimum, or onto one below its maximum and the weekly ceiling) that leaves the
 * worst week closest to the band; `perSet[e][w]` is one set of exercise e with its rest in normal week w.
 */
export function centreSession(
  exercises: FilledExercise[],
  perSet: readonly (readonly number[])[],
  warmUp: { seconds: number },
  context: PlanContext,
  weeklySets: Map<string, number>,
  week?: { push: number; pull: number },
  floors?: Map<MajorMuscleGroup, number> & { required: number },
  intentOf?: (entry: ExerciseCatalogueEntry) => 'own' | 'other' | undefined,
): number {
  const asked = context.data.sessionDuration * 60;
  const low = asked * (1 - SESSION_LENGTH_TOLERANCE);
  const high = asked * (1 + SESSION_LENGTH_TOLERANCE);
  const weeks = perSet[0]?.length ?? 0;
  const warmUps = Array.from(
    { length: WARM_UP_MINUTES.max - WARM_UP_MINUTES.min + 1 },
    (_, i) => WARM_UP_MINUTES.min + i,
  );
  const miss = (sets: readonly number[], warmUpAt = warmUp.seconds) => {
    let worst = 0;
    for (let w = 0; w < weeks; w++) {
      let seconds = warmUpAt;
      sets.forEach((count, e) => {
        seconds += count * (perSet[e]?.[w] ?? 0);
      });
      worst = Math.max(worst, seconds - high, low - seconds);
    }
    return worst;
  };
  const sets = exercises.map((item) => item.sets);
  const ceilingAllows = (entry: ExerciseCatalogueEntry) =>
    entry.pattern === 'conditioning' ||
    context
      .ceilingMuscles(entry)
      .every((muscle) => (weeklySets.get(muscle) ?? 0) < WEEKLY_SETS_PER_MUSCLE.max);
  // A day named for an intent keeps at least half its sets on it (point 7): a move never tips it the other way.
  const intentSets = (trial: readonly number[]) => {
    const sum = { own: 0, other: 0 };
    trial.forEach((count, e) => {
      const side = intentOf?.(exercises[e]?.entry as ExerciseCatalogueEntry);
      if (side) sum[side] += count;
    });
    return sum;
  };
  const tipsIntent = (trial: readonly number[]) => {
    if (!intentOf) return false;
    const after = intentSets(trial);
    const before = intentSets(sets);
    return after.other > after.own && after.other - after.own > before.other - before.own;
  };
  let current = miss(sets);
  for (let step = 0; step < 60 && current > 0; step++) {
    // Whole minutes of warm-up first: the finest move there is.
    const better = warmUps
      .map((minutes) => ({ minutes, miss: miss(sets, minutes * 60) }))
      .sort((a, b) => a.miss - b.miss)[0];
    if (better && better.miss < current) {
      warmUp.seconds = better.minutes * 60;
      current = better.miss;
      continue;
    }
    let best: { index: number; delta: number; miss: number } | undefined;
    exercises.forEach((item, index) => {
      for (const delta of [-1, 1]) {
        const next = (sets[index] ?? 0) + delta;
        if (delta < 0 && next < Math.max(2, lowestSets(context, item.entry))) continue;
        if (
          delta < 0 &&
          floors &&
          MAJOR_GROUPS.some(
            (g) =>
              groupShare(item.entry, g, context) > 0 &&
              (floors.get(g) ?? 0) - groupShare(item.entry, g, context) < floors.required,
          )
        )
          continue;
        if (delta > 0 && (next > startingSets(context, item.entry).max || !ceilingAllows(item.entry)))
          continue;
        // The checked week's pushing and pulling stay balanced (or come nearer to it).
        const side = sideOf(item.entry);
        if (week && side && imbalance({ ...week, [side]: week[side] + delta }) > imbalance(week)) continue;
        const trial = [...sets];
        trial[index] = next;
        if (tipsIntent(trial)) continue;
        const result = miss(trial);
        if (result < (best?.miss ?? current)) best = { index, delta, miss: result };
      }
    });
    if (!best) break;
    const item = exercises[best.index];
    if (!item) break;
    sets[best.index] = (sets[best.index] ?? 0) + best.delta;
    item.sets += best.delta;
    const moved = sideOf(item.entry);
    if (week && moved) week[moved] += best.delta;
    if (floors)
      for (const g of MAJOR_GROUPS)
        floors.set(g, (floors.get(g) ?? 0) + groupShare(item.entry, g, context) * best.delta);
    if (item.entry.pattern !== 'conditioning') {
      for (const muscle of context.ceilingMuscles(item.entry))
        weeklySets.set(muscle, (weeklySets.get(muscle) ?? 0) + best.delta);
    }
    current = best.miss;
  }
  return current;
}

export interface Centring {
  exercises: FilledExercise[];
  warmUp: { seconds: number };
  weeklySets: Map<string, number>;
  week?: { push: number; pull: number };
  floors?: Map<MajorMuscleGroup, number> & { required: number };
  /** Whether an exercise serves the day's intent ('own'), works against it ('other') or is neutral (undefined). */
  intentOf?: (entry: ExerciseCatalogueEntry) => 'own' | 'other' | undefined;
}

/**
 * A session centred on the length asked by its sets and warm-up (rest stays what the exercise's class gives: a
 * session is filled or trimmed by its work, never by stretching rest); what was chosen is written into `state`.
 */
export function centreOnLength(
  state: Centring,
  perSet: readonly (readonly number[])[],
  context: PlanContext,
): { miss: number } {
  const miss = centreSession(
    state.exercises,
    perSet,
    state.warmUp,
    context,
    state.weeklySets,
    state.week,
    state.floors,
    state.intentOf,
  );
  return { miss };
}
