import { loadKindOf } from '../exercises/load-kind.ts';
import type { Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import {
  type CeilingKey,
  hypertrophyWeeklySets,
  isAssistancePattern,
  MAJOR_MUSCLE_GROUPS,
  type MajorMuscleGroup,
  PUSH_OVER_PULL_MAX,
  WEEKLY_SETS_PER_MUSCLE,
} from './guidance.ts';
import {
  balanced,
  ceilingSetsOf,
  groupSetsOf,
  groupShare,
  keepsDayWhole,
  keepsVolume,
  LOWER_BODY,
  lowestSets,
  MAJOR_GROUPS,
  maxExercisesOf,
  type PlanContext,
  pushPullOf,
  sideOf,
  startingSets,
  weekLoad,
} from './plan-context.ts';
import { crowdsSession, type FilledExercise } from './training-day-fill.ts';
import {
  isNeutralForIntent,
  servesIntent,
  TRAINING_DAY_INTENTS,
  type TrainingDayKind,
} from './training-days.ts';

/**
 * Week-level passes over a filled week: full body days keep a lower- and an upper-body lift,
 * hypertrophy plans get their volume per major group, and pushing and pulling are brought in bounds, by sets or
 * by an exercise added or dropped.
 */
/**
 * Every full body day has a lower-body and an upper-body lift (point 7). When the week's sets for those muscles ran
 * out before a later day's (a power plan's jumps take leg sets too), that day's jump gives way to a lower-body lift;
 * otherwise one joins at its fewest sets, within the weekly ceiling or with sets taken off other days' work.
 */
export function wholeFullBodyDays(
  sessions: readonly { kind: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogueEntry[],
): void {
  const lower = (entry: ExerciseCatalogueEntry) => LOWER_BODY.has(entry.pattern);
  const upper = (entry: ExerciseCatalogueEntry) => sideOf(entry) !== undefined;
  for (const session of sessions) {
    if (session.kind !== 'full') continue;
    for (const [isLift, primerGivesWay] of [
      [lower, true],
      [upper, false],
    ] as const) {
      if (session.exercises.some((item) => isLift(item.entry))) continue;
      addFullBodyLift(session, sessions, context, pool, isLift, primerGivesWay);
    }
  }
}

export function addFullBodyLift(
  session: { exercises: FilledExercise[] },
  sessions: readonly { kind: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogueEntry[],
  isLift: (entry: ExerciseCatalogueEntry) => boolean,
  primerGivesWay: boolean,
): void {
  const muscleSets = ceilingSetsOf(sessions, context);
  const primer = primerGivesWay
    ? session.exercises.findIndex(
        (item) => item.entry.pattern === 'plyometric' || item.entry.pattern === 'olympic',
      )
    : -1;
  const freed = session.exercises[primer];
  const used = new Set(sessions.flatMap((s) => s.exercises.map((item) => item.entry.id)));
  const fits = (entry: ExerciseCatalogueEntry, sets: number) =>
    context
      .ceilingMuscles(entry)
      .every(
        (m) =>
          (muscleSets.get(m) ?? 0) -
            (freed !== undefined && context.ceilingMuscles(freed.entry).includes(m) ? freed.sets : 0) +
            sets <=
          WEEKLY_SETS_PER_MUSCLE.max,
      );
  const candidates = pool
    .filter((entry) => isLift(entry) && !crowdsSession(session.exercises, entry))
    .sort((a, b) => Number(used.has(a.id)) - Number(used.has(b.id)));
  // One that fits the ceiling; else the first, with sets taken off the other days' work for its muscles.
  const entry =
    candidates.find((candidate) => fits(candidate, Math.max(2, lowestSets(context, candidate)))) ??
    candidates.find((candidate) =>
      makeRoom(candidate, Math.max(2, lowestSets(context, candidate)), muscleSets, sessions, context, {
        freed,
        pool,
      }),
    );
  if (!entry) return;
  const sets = freed?.sets ?? lowestSets(context, entry);
  const lift = {
    entry,
    sets: Math.max(2, lowestSets(context, entry), Math.min(sets, startingSets(context, entry).max)),
  };
  if (freed) session.exercises.splice(primer, 1, lift);
  else session.exercises.splice(1, 0, lift);
}

/**
 * Sets taken off other exercises (those above their fewest, most sets first) until `entry` fits the weekly ceiling
 * at `sets`; else another day's second exercise for the muscle leaves that day; else (given the pool) another
 * exercise of the same pattern is swapped for one that spares the muscle (seven full body days of three-set squats
 * are 21 sets of glutes: one day's squat becomes a wall sit). False, with nothing changed, when none of it can.
 */
export function makeRoom(
  entry: ExerciseCatalogueEntry,
  sets: number,
  muscleSets: ReadonlyMap<string, number>,
  sessions: readonly { kind: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  room: {
    /** An exercise `entry` replaces: its sets count as free, and it is not cut. */
    freed?: FilledExercise;
    /** What swaps may choose from; no swaps without it. */
    pool?: readonly ExerciseCatalogueEntry[];
    /** Exercises that must keep their sets (those a short group's volume rests on). */
    keep?: (item: FilledExercise) => boolean;
  } = {},
): boolean {
  const { freed, pool = [], keep = () => false } = room;
  const items = sessions
    .flatMap((session) => session.exercises)
    .filter((item) => item !== freed && !keep(item));
  const cuts = new Map<FilledExercise, number>();
  const dropped = new Set<FilledExercise>();
  const swaps = new Map<FilledExercise, ExerciseCatalogueEntry>();
  const used = new Set(items.map((item) => item.entry.id));
  used.add(entry.id);
  const muscleOf = (item: FilledExercise) => context.ceilingMuscles(swaps.get(item) ?? item.entry);
  /**
   * An exercise a day can lose whole: not its first (unless that is a power primer, a jump or an Olympic lift the
   * day opens with: its lifts stay), and the day stays whole without it.
   */
  const droppable = (item: FilledExercise) => {
    const session = sessions.find((s) => s.exercises.includes(item));
    const primer = item.entry.pattern === 'olympic' || item.entry.pattern === 'plyometric';
    if (!session || (session.exercises[0] === item && !primer)) return false;
    const rest = session.exercises.filter((other) => other !== item && !dropped.has(other));
    return keepsDayWhole(session.kind, session.exercises, rest);
  };
  const counts = new Map(muscleSets);
  for (const muscle of freed ? context.ceilingMuscles(freed.entry) : [])
    counts.set(muscle, (counts.get(muscle) ?? 0) - (freed?.sets ?? 0));
  const left = (item: FilledExercise) => item.sets - (cuts.get(item) ?? 0);
  /** Another exercise of the same pattern that spares `muscle` and fits the ceiling for the muscles it adds. */
  const swapSparing = (muscle: CeilingKey): [FilledExercise, ExerciseCatalogueEntry] | undefined => {
    for (const item of items) {
      if (dropped.has(item) || swaps.has(item) || item.entry.pattern === 'conditioning') continue;
      const muscles = context.ceilingMuscles(item.entry);
      if (!muscles.includes(muscle)) continue;
      const session = sessions.find((s) => s.exercises.includes(item));
      const others = session?.exercises.filter((other) => other !== item) ?? [];
      const replacement = pool.find(
        (candidate) =>
          candidate.pattern === item.entry.pattern &&
          !used.has(candidate.id) &&
          lowestSets(context, candidate) <= left(item) &&
          !crowdsSession(others, candidate) &&
          context
            .ceilingMuscles(candidate)
            .every(
              (m) =>
                m !== muscle &&
                (muscles.includes(m) || (counts.get(m) ?? 0) + left(item) <= WEEKLY_SETS_PER_MUSCLE.max),
            ),
      );
      if (replacement) return [item, replacement];
    }
    return undefined;
  };
  for (const muscle of context.ceilingMuscles(entry)) {
    while ((counts.get(muscle) ?? 0) + sets > WEEKLY_SETS_PER_MUSCLE.max) {
      const cut = items
        .filter(
          (item) =>
            item.entry.pattern !== 'conditioning' &&
            muscleOf(item).includes(muscle) &&
            left(item) > Math.max(2, lowestSets(context, swaps.get(item) ?? item.entry)),
        )
        .sort((a, b) => left(b) - left(a))[0];
      if (cut) {
        cuts.set(cut, (cuts.get(cut) ?? 0) + 1);
        for (const m of muscleOf(cut)) counts.set(m, (counts.get(m) ?? 0) - 1);
        continue;
      }
      // Every set at its fewest: another day's second exercise for the muscle leaves that day.
      const drop = items.find(
        (item) =>
          !dropped.has(item) &&
          item.entry.pattern !== 'conditioning' &&
          muscleOf(item).includes(muscle) &&
          droppable(item),
      );
      if (drop) {
        dropped.add(drop);
        for (const m of muscleOf(drop)) counts.set(m, (counts.get(m) ?? 0) - left(drop));
        continue;
      }
      const swap = swapSparing(muscle);
      if (!swap) return false;
      const [item, replacement] = swap;
      for (const m of muscleOf(item)) counts.set(m, (counts.get(m) ?? 0) - left(item));
      for (const m of context.ceilingMuscles(replacement)) counts.set(m, (counts.get(m) ?? 0) + left(item));
      swaps.set(item, replacement);
      used.add(replacement.id);
    }
  }
  for (const [item, cut] of cuts) item.sets -= cut;
  for (const [item, replacement] of swaps) item.entry = replacement;
  for (const session of sessions)
    for (const item of dropped) {
      const index = session.exercises.indexOf(item);
      if (index !== -1) session.exercises.splice(index, 1);
    }
  return true;
}

/**
 * Point 7 over the week: pushing brought to at most 1.5× pulling and pulling to at most 2× pushing — a set onto
 * the lagging side where it has room, else an exercise for it, else a set off the leading side that no group's
 * hypertrophy volume needs (never below the guidance's minimum), else one of the leading side's exercises.
 */
export function balanceWeek(
  sessions: readonly { kind: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogueEntry[],
): void {
  for (let step = 0; step < 200; step++) {
    const counts = pushPullOf(sessions);
    if ((counts.push === 0 && counts.pull === 0) || balanced(counts)) return;
    // A week with no pushing (or no pulling) at all: that side's exercise joins when the kit has one (a bench dip
    // for a bodyweight week with push-ups avoided); without one, the week stays one-sided.
    if (counts.push === 0 || counts.pull === 0) {
      const missing = counts.push === 0 ? 'push' : 'pull';
      if (!addSideExercise(missing, sessions, context, pool, ceilingSetsOf(sessions, context))) return;
      continue;
    }
    const lagging = counts.push > PUSH_OVER_PULL_MAX * counts.pull ? 'pull' : 'push';
    const items = sessions.flatMap((session) => session.exercises);
    const muscleSets = ceilingSetsOf(sessions, context);
    const grow = items
      .filter(
        (item) =>
          sideOf(item.entry) === lagging &&
          item.sets < startingSets(context, item.entry).max &&
          context
            .ceilingMuscles(item.entry)
            .every((muscle) => (muscleSets.get(muscle) ?? 0) < WEEKLY_SETS_PER_MUSCLE.max),
      )
      .sort((a, b) => a.sets - b.sets)[0];
    if (grow) {
      grow.sets += 1;
      continue;
    }
    if (addSideExercise(lagging, sessions, context, pool, muscleSets)) continue;
    const groups = groupSetsOf(sessions, context);
    const shrink = items
      .filter(
        (item) =>
          sideOf(item.entry) !== undefined &&
          sideOf(item.entry) !== lagging &&
          item.sets > Math.max(2, lowestSets(context, item.entry)) &&
          keepsVolume(item.entry, 1, groups, context),
      )
      .sort((a, b) => b.sets - a.sets)[0];
    if (shrink) {
      shrink.sets -= 1;
      continue;
    }
    // The lagging side's muscles at their ceiling (rows beside a carry's upper back, with the chest and shoulders
    // at their floor): a set comes off other work for those muscles, and the lagging side's exercise takes it.
    // makeRoom may cut an exercise whole: keep any whose sets a short group could not lose.
    const keep = (item: FilledExercise) =>
      sideOf(item.entry) === lagging || !keepsVolume(item.entry, item.sets, groups, context);
    const traded = items
      .filter((item) => sideOf(item.entry) === lagging && item.sets < startingSets(context, item.entry).max)
      .sort((a, b) => a.sets - b.sets)
      .find((item) => makeRoom(item.entry, 1, muscleSets, sessions, context, { pool, keep }));
    if (traded) {
      traded.sets += 1;
      continue;
    }
    // Every set of the leading side at its fewest: one of its exercises leaves (never a day's first, nor one a
    // hypertrophy plan's weekly volume needs).
    if (!dropLeading(sessions, context, lagging === 'pull' ? 'push' : 'pull')) return;
  }
}

/**
 * An exercise for the lagging side of push and pull, at its fewest sets, on the day with most time to spare that
 * serves it (a second row on an upper day whose row is at its most sets); false when none fits.
 */
export function addSideExercise(
  side: 'push' | 'pull',
  sessions: readonly { kind: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogueEntry[],
  muscleSets: ReadonlyMap<string, number>,
): boolean {
  const candidates = pool.filter(
    (entry) =>
      sideOf(entry) === side &&
      context
        .ceilingMuscles(entry)
        .every(
          (m) =>
            (muscleSets.get(m) ?? 0) + Math.max(2, lowestSets(context, entry)) <= WEEKLY_SETS_PER_MUSCLE.max,
        ),
  );
  for (const session of [...sessions].sort((a, b) => weekLoad(a, context) - weekLoad(b, context))) {
    if (session.exercises.length >= maxExercisesOf(context)) continue;
    const entry = candidates.find(
      (candidate) => servesIntent(session.kind, candidate) && !crowdsSession(session.exercises, candidate),
    );
    if (!entry) continue;
    session.exercises.push({ entry, sets: Math.max(2, lowestSets(context, entry)) });
    return true;
  }
  return false;
}

/** The leading side's exercise with the fewest sets leaves its day; false when none may. */
export function dropLeading(
  sessions: readonly { kind?: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  side: 'push' | 'pull',
): boolean {
  const groups = groupSetsOf(sessions, context);
  // A full-body day keeps an upper-body lift: its last push or pull is never the one dropped.
  const lastUpperLift = (session: (typeof sessions)[number], item: FilledExercise) =>
    session.kind === 'full' &&
    session.exercises.every((other) => other === item || sideOf(other.entry) === undefined);
  const candidates = sessions
    .flatMap((session) => session.exercises.map((item, index) => ({ session, item, index })))
    .filter(
      ({ session, item, index }) =>
        index > 0 &&
        sideOf(item.entry) === side &&
        !lastUpperLift(session, item) &&
        keepsVolume(item.entry, item.sets, groups, context),
    )
    .sort((a, b) => a.item.sets - b.item.sets || b.index - a.index);
  const drop = candidates[0];
  if (!drop) return false;
  drop.session.exercises.splice(drop.index, 1);
  return true;
}

/** Whether a set less of an exercise would take a major group under the hypertrophy volume a week owes it. */
function atFloor(
  entry: ExerciseCatalogueEntry,
  groups: ReadonlyMap<MajorMuscleGroup, number>,
  context: PlanContext,
): boolean {
  return !keepsVolume(entry, 1, groups, context);
}

/**
 * Point 7 for hypertrophy plans: each major group the athlete can train gets the week's hard sets (10, or what the
 * week's time allows): a set onto the exercise that trains the group as a primary mover and has most room.
 */
export function volumeWeek(
  sessions: readonly { kind: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogueEntry[],
): void {
  if (!context.goals.includes('hypertrophy')) return;
  const required = hypertrophyWeeklySets(context.data.trainingDays * context.data.sessionDuration);
  for (let step = 0; step < 200; step++) {
    const sets = groupSetsOf(sessions, context);
    const items = sessions.flatMap((session) => session.exercises);
    const short = MAJOR_GROUPS.filter((group) => (sets.get(group) ?? 0) < required);
    const muscleSets = ceilingSetsOf(sessions, context);
    const grow = short
      .flatMap((group) =>
        items.filter(
          (item) =>
            groupShare(item.entry, group, context) === 1 &&
            item.sets < startingSets(context, item.entry).max &&
            context
              .ceilingMuscles(item.entry)
              .every((m) => (muscleSets.get(m) ?? 0) < WEEKLY_SETS_PER_MUSCLE.max),
        ),
      )
      .sort((a, b) => a.sets - b.sets)[0];
    if (grow) {
      grow.sets += 1;
      continue;
    }
    // Its other muscles at the ceiling (a Romanian deadlift's glutes, full from squats): a set comes off work that
    // no group at or under its floor has as a prime mover (else two short groups trade a set back and forth), and
    // the short group's lift takes it.
    const trainsShort = (item: FilledExercise) => atFloor(item.entry, sets, context);
    const traded = short
      .flatMap((group) =>
        items.filter(
          (item) =>
            groupShare(item.entry, group, context) === 1 && item.sets < startingSets(context, item.entry).max,
        ),
      )
      .sort((a, b) => a.sets - b.sets)
      .find((item) => makeRoom(item.entry, 1, muscleSets, sessions, context, { pool, keep: trainsShort }));
    if (traded) {
      traded.sets += 1;
      continue;
    }
    // No chosen exercise trains a short group as a prime mover: one that does joins a day that trains it.
    if (!short.some((group) => addExerciseFor(group, sessions, context, pool, muscleSets))) return;
  }
}

/**
 * The exercise a day at its most exercises gives up for hard sets a short group needs: its last interval exercise,
 * else its last core exercise (never its first); -1 when it has neither.
 */
const lastInterval = (session: { exercises: readonly FilledExercise[] }) => {
  const interval = session.exercises.findLastIndex((item) => item.entry.pattern === 'conditioning');
  if (interval !== -1) return interval;
  const core = session.exercises.findLastIndex((item) => item.entry.pattern === 'core');
  return core > 0 ? core : -1;
};

/** An exercise for a major group, at its fewest sets, on the first day whose intent trains the group. */
export function addExerciseFor(
  group: MajorMuscleGroup,
  sessions: readonly { kind: TrainingDayKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogueEntry[],
  muscleSets: ReadonlyMap<string, number>,
): boolean {
  const muscles: readonly Muscle[] = MAJOR_MUSCLE_GROUPS[group];
  const fits = (entry: ExerciseCatalogueEntry) =>
    context
      .ceilingMuscles(entry)
      .every((m) => (muscleSets.get(m) ?? 0) + lowestSets(context, entry) <= WEEKLY_SETS_PER_MUSCLE.max);
  const candidates = pool
    .filter((entry) => entry.pattern !== 'conditioning' && groupShare(entry, group) === 1)
    // Those the group stays a prime mover of as they climb first, the athlete's gear before bodyweight, compound
    // lifts before isolation.
    .sort(
      (a, b) =>
        Number(groupShare(a, group, context) < 1) - Number(groupShare(b, group, context) < 1) ||
        Number(loadKindOf(a) === 'bodyweight') - Number(loadKindOf(b) === 'bodyweight') ||
        Number(isAssistancePattern(a.pattern)) - Number(isAssistancePattern(b.pattern)),
    );
  // The day with the most time to spare first (its typical-week length, by the sets it holds); one that fits the
  // weekly ceiling, else one for which other exercises give up sets (a squat's glutes off a third bridge).
  const days = [...sessions]
    .sort((a, b) => weekLoad(a, context) - weekLoad(b, context))
    .filter(
      (session) =>
        TRAINING_DAY_INTENTS[session.kind].muscles.some((m) => muscles.includes(m)) &&
        (session.exercises.length < maxExercisesOf(context) || lastInterval(session) !== -1),
    );
  // When every day that trains the group already holds each exercise the kit has for it (a bodyweight chest day's
  // only fly, with push-ups avoided), another day takes one, as long as most of its sets still serve that day.
  const others = [...sessions]
    .sort((a, b) => weekLoad(a, context) - weekLoad(b, context))
    .filter(
      (session) =>
        !days.includes(session) &&
        (session.exercises.length < maxExercisesOf(context) || lastInterval(session) !== -1),
    );
  const keepsIntent = (
    session: { kind: TrainingDayKind; exercises: readonly FilledExercise[] },
    candidate: ExerciseCatalogueEntry,
  ) => {
    if (servesIntent(session.kind, candidate)) return true;
    const sets = { own: 0, other: Math.max(2, lowestSets(context, candidate)) };
    for (const item of session.exercises) {
      if (isNeutralForIntent(session.kind, item.entry)) continue;
      sets[servesIntent(session.kind, item.entry) ? 'own' : 'other'] += item.sets;
    }
    return sets.own >= sets.other;
  };
  for (const [roomy, list] of [
    [true, days],
    [false, days],
    [true, others],
    [false, others],
  ] as const) {
    for (const session of list) {
      const entry = candidates.find(
        (candidate) =>
          (list === days ? servesIntent(session.kind, candidate) : keepsIntent(session, candidate)) &&
          !crowdsSession(session.exercises, candidate) &&
          (roomy
            ? fits(candidate)
            : makeRoom(
                candidate,
                Math.max(2, lowestSets(context, candidate)),
                muscleSets,
                sessions,
                context,
                {
                  pool,
                },
              )),
      );
      if (!entry) continue;
      // A day already at its most exercises gives up its last interval (else core) exercise: hard sets for a
      // group short of its volume come before more conditioning or core work.
      if (session.exercises.length >= maxExercisesOf(context))
        session.exercises.splice(lastInterval(session), 1);
      session.exercises.push({ entry, sets: Math.max(2, lowestSets(context, entry)) });
      return true;
    }
  }
  return false;
}
