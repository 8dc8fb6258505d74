import type { MovementPattern } from '../exercises/options.ts';
import { isSameLift } from '../exercises/same-lift.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { ladderOf } from '../exercises/variations.ts';
import type { ExerciseType } from '../strength-plans/options.ts';
import type { Range } from '../workouts/quantities.ts';
import type { CeilingKey } from './guidance.ts';
import {
  CARRIES_PER_SESSION,
  isAssistancePattern,
  PULL_OVER_PUSH_MAX,
  PUSH_OVER_PULL_MAX,
  SESSION_SETS_PER_MUSCLE,
  WEEKLY_SETS_PER_MUSCLE,
} from './guidance.ts';
import { pickNear, type Random } from './prng.ts';
import { fitsSlot, isAssistanceSlot, orderSlots } from './selection.ts';
import {
  isNeutralForIntent,
  type Slot,
  servesIntent,
  TRAINING_DAY_INTENTS,
  type TrainingDayKind,
} from './training-days.ts';

/**
 * Filling a session to the length asked: one exercise per template slot in order, then sets
 * added within the goal's bounds, then more exercises for the day's intent (another variation of a slot, work for
 * the slot's muscles, anything the day is for, and conditioning intervals where the goal allows them) until the
 * estimate is within the tolerance of the time left after the warm-up.
 */
export interface FilledExercise {
  entry: ExerciseCatalogueEntry;
  sets: number;
}

export interface FillOptions {
  kind: TrainingDayKind | undefined;
  pool: readonly ExerciseCatalogueEntry[];
  slots: readonly Slot[];
  /** Seconds of training to fill (the session less its warm-up). */
  targetSeconds: number;
  /** How far from the target the filled session may end. */
  toleranceSeconds: number;
  maxExercises: number;
  /** Sets of a normal week an exercise may have: from its starting sets to the goal's maximum. */
  setsRange: (entry: ExerciseCatalogueEntry) => Range;
  /** The fewest sets of a normal week the guidance allows an exercise (when its starting sets do not fit). */
  fewestSets?: (entry: ExerciseCatalogueEntry) => number;
  /** Seconds one set (with its rest) takes in a typical week. */
  setSeconds: (entry: ExerciseCatalogueEntry) => number;
  /** Sets per primary muscle already planned this week; updated with what is chosen. */
  weeklySets: Map<string, number>;
  /** Sets of a muscle's weekly ceiling kept for the week's later sessions that train it. */
  reserve?: (muscle: CeilingKey) => number;
  /**
   * The muscles the weekly ceiling and the session cap count an exercise's sets against (default its primary
   * movers; a plan counts the harder rungs it will climb to as well).
   */
  ceilingMuscles?: (entry: ExerciseCatalogueEntry) => readonly CeilingKey[];
  /** Sets one session may give a muscle as a primary mover (default SESSION_SETS_PER_MUSCLE). */
  sessionCap?: (muscle: CeilingKey) => number;
  /** Pushing and pulling sets already planned this week; updated with what is chosen (keeps them balanced). */
  pushPull: { push: number; pull: number };
  /** Exercises already used this week: others are preferred so repeated sessions vary. */
  usedThisWeek: Set<string>;
  random: Random;
  preference?: ExerciseType | undefined;
  /** Ranks candidates: lower first (e.g. the gear the prompt names, the athlete's level). */
  rank?: (entry: ExerciseCatalogueEntry) => number;
  /** Conditioning before more of the day's work (the goal is endurance). */
  finishersFirst?: boolean;
  /** Conditioning exercises the goal allows as a finisher, when nothing else fills the time. */
  finishers?: readonly ExerciseCatalogueEntry[];
  /** Interval exercises the session may hold (`intervalExercisesAllowed`); MAX_FINISHERS when unsaid. */
  maxFinishers?: number;
  /** Intervals before any exercise beyond the template's (a prompted endurance workout: 14 exercises at most). */
  intervalsBeforeMoreExercises?: boolean;
  /** Whether the exercises climb their ladders over weeks (a plan, the default), not a one-off workout. */
  climbs?: boolean;
}

const PUSH = new Set<MovementPattern>(['horizontal-push', 'vertical-push']);
const PULL = new Set<MovementPattern>(['horizontal-pull', 'vertical-pull']);

/** How much later an exercise the week already holds ranks: variety first, before any caller's rank. */
export const USED_THIS_WEEK_RANK = 100;

/** Interval exercises one session may hold: three kinds of intervals are a conditioning block, more a circus. */
export const MAX_FINISHERS = 3;

/** Sets an exercise is given before the session takes another exercise instead. */
const SETS_BEFORE_MORE_EXERCISES = 4;

export function fillSession(options: FillOptions): FilledExercise[] {
  const chosen: FilledExercise[] = [];
  let seconds = 0;
  const rank = options.rank ?? (() => 0);
  const aim = options.targetSeconds;
  // While filling, a step may overshoot the aim by no more than the session is short of it, and never by most of
  // the tolerance: the filled session ends as close to the aim as its sets allow.
  const ceiling = () => aim + Math.min(Math.max(0, aim - seconds), options.toleranceSeconds * 0.8);

  // Conditioning intervals are not hard sets of strength work: the weekly ceiling does not count them.
  const sessionSets = new Map<string, number>();
  const musclesOf = options.ceilingMuscles ?? ((entry: ExerciseCatalogueEntry) => entry.primaryMuscles);
  let inTemplate = false;
  // The per-session cap spreads a muscle's week over its days; when nothing else can fill the session, it gives way
  // (the weekly ceiling never does).
  let sessionCapHolds = true;
  // A day named for an intent holds it: after its template, work that is neither the day's own nor neutral (core,
  // intervals) never outgrows the day's own (a shoulder day is not filled with rows and carries).
  const intentSets = { own: 0, other: 0 };
  const offIntent = (entry: ExerciseCatalogueEntry) =>
    options.kind !== undefined &&
    !servesIntent(options.kind, entry) &&
    !isNeutralForIntent(options.kind, entry);
  const keepsIntent = (entry: ExerciseCatalogueEntry, sets: number) =>
    inTemplate || !offIntent(entry) || intentSets.other + sets <= intentSets.own;
  // What later days reserve gives way to the day's first lift: a shoulder day opens with its press even when the
  // arms' day has reserved most of the triceps' week, and a leg day's squat follows its power primer.
  const firstOwnLift = (entry: ExerciseCatalogueEntry) =>
    inTemplate &&
    ((chosen.length === 0 && !offIntent(entry)) ||
      (options.kind !== undefined &&
        servesIntent(options.kind, entry) &&
        !chosen.some((item) => options.kind !== undefined && servesIntent(options.kind, item.entry))));
  const withinWeeklySets = (entry: ExerciseCatalogueEntry, sets: number) =>
    entry.pattern === 'conditioning' ||
    musclesOf(entry).every(
      (muscle) =>
        (options.weeklySets.get(muscle) ?? 0) +
          sets +
          (firstOwnLift(entry) ? 0 : (options.reserve?.(muscle) ?? 0)) <=
          WEEKLY_SETS_PER_MUSCLE.max &&
        (!sessionCapHolds ||
          (sessionSets.get(muscle) ?? 0) + sets <= (options.sessionCap?.(muscle) ?? SESSION_SETS_PER_MUSCLE)),
    );
  const side = (entry: ExerciseCatalogueEntry) =>
    PUSH.has(entry.pattern) ? 'push' : PULL.has(entry.pattern) ? 'pull' : undefined;
  /** Work for the side of push/pull that is ahead this week waits while the other side can catch up. */
  const balance = (entry: ExerciseCatalogueEntry) => {
    const which = side(entry);
    if (which === undefined) return 0;
    const other = which === 'push' ? 'pull' : 'push';
    return options.pushPull[which] > options.pushPull[other] ? 1 : 0;
  };
  // On a day that trains both sides (full body, upper body, a chest or shoulder day with its pulls), the sets
  // added after the template keep the day's own pushing and pulling within the week's bounds.
  const dayPushPull = { push: 0, pull: 0 };
  const mixedDay =
    options.kind !== undefined &&
    [...PUSH].some((p) => TRAINING_DAY_INTENTS[options.kind as TrainingDayKind].patterns.includes(p)) &&
    [...PULL].some((p) => TRAINING_DAY_INTENTS[options.kind as TrainingDayKind].patterns.includes(p)) &&
    options.pool.some((entry) => PUSH.has(entry.pattern)) &&
    options.pool.some((entry) => PULL.has(entry.pattern));
  const keepsBalance = (entry: ExerciseCatalogueEntry, sets: number) => {
    const which = side(entry);
    // Each side's first lift is always welcome; after that, neither side runs away from the other: a side that is
    // not ahead may take another exercise after the template (the sides alternate), or a set that keeps the ratio.
    if (!mixedDay || which === undefined || dayPushPull[which] === 0) return true;
    const other = which === 'push' ? 'pull' : 'push';
    if (!inTemplate && sets > 1 && dayPushPull[which] <= dayPushPull[other]) return true;
    const next = { ...dayPushPull, [which]: dayPushPull[which] + sets };
    return (
      next.push <= PUSH_OVER_PULL_MAX * 0.93 * next.pull && next.pull <= PULL_OVER_PUSH_MAX * 0.95 * next.push
    );
  };
  const count = (entry: ExerciseCatalogueEntry, sets: number) => {
    seconds += sets * options.setSeconds(entry);
    if (options.kind !== undefined && !isNeutralForIntent(options.kind, entry))
      intentSets[offIntent(entry) ? 'other' : 'own'] += sets;
    const which = side(entry);
    if (which) {
      options.pushPull[which] += sets;
      dayPushPull[which] += sets;
    }
    if (entry.pattern === 'conditioning') return;
    // A power primer counts toward the week's ceiling but not the session's cap, which spreads a muscle's week over
    // its days: a leg day's clean must leave room for its squat.
    if (entry.pattern !== 'olympic' && entry.pattern !== 'plyometric')
      for (const muscle of musclesOf(entry)) sessionSets.set(muscle, (sessionSets.get(muscle) ?? 0) + sets);
    for (const muscle of musclesOf(entry)) {
      options.weeklySets.set(muscle, (options.weeklySets.get(muscle) ?? 0) + sets);
    }
  };

  /**
   * The sets a new exercise starts with: its starting sets, or as few as the guidance allows (never below 2) when
   * only those fit the time, the week's ceiling and the day's balance, so a short session keeps its pull after its
   * push. Undefined when not even those fit.
   */
  const setsThatFit = (entry: ExerciseCatalogueEntry, room: number): number | undefined => {
    const { min } = options.setsRange(entry);
    const fewest = Math.min(min, Math.max(2, options.fewestSets?.(entry) ?? min));
    // The template's slots come in at their fewest sets (breadth first: every slot before more sets of any).
    const start = inTemplate ? fewest : min;
    for (let sets = start; sets >= fewest; sets--) {
      if (
        seconds + sets * options.setSeconds(entry) <= room &&
        withinWeeklySets(entry, sets) &&
        keepsBalance(entry, sets) &&
        keepsIntent(entry, sets)
      )
        return sets;
    }
    return undefined;
  };

  const tryAdd = (candidates: readonly ExerciseCatalogueEntry[]) => {
    const room = ceiling();
    if (chosen.length >= options.maxExercises) return false;
    const fitting = candidates.filter((entry) => {
      // One exercise per ladder in a session: its harder rungs are where it progresses, not more exercises.
      if (crowdsSession(chosen, entry, options.climbs ?? true)) return false;
      return setsThatFit(entry, room) !== undefined;
    });
    // Fresh exercises first (variety across the week), then the caller's rank; stable, so catalogue order breaks ties.
    const ranked = fitting
      .map((entry) => ({
        entry,
        order:
          (options.usedThisWeek.has(entry.id) ? USED_THIS_WEEK_RANK : 0) + rank(entry) + balance(entry) * 10,
      }))
      .sort((a, b) => a.order - b.order);
    const best = ranked[0]?.order;
    const pick = pickNear(
      ranked.filter(({ order }) => order === best).map(({ entry }) => entry),
      options.random,
      2,
    );
    if (!pick) return false;
    const sets = setsThatFit(pick, room) ?? options.setsRange(pick).min;
    chosen.push({ entry: pick, sets });
    options.usedThisWeek.add(pick.id);
    count(pick, sets);
    return true;
  };

  /**
   * One more set for the exercise with the fewest added so far (the day's main lifts first on a tie), up to `cap`
   * sets: four before another exercise is added, the goal's maximum after.
   */
  const addSet = (cap: number) => {
    const open = chosen
      .map((item, index) => ({ item, index, range: options.setsRange(item.entry) }))
      .filter(
        ({ item, range }) =>
          item.sets < Math.min(range.max, Math.max(range.min, cap)) &&
          seconds + options.setSeconds(item.entry) <= ceiling() &&
          withinWeeklySets(item.entry, 1) &&
          keepsBalance(item.entry, 1) &&
          keepsIntent(item.entry, 1),
      )
      .sort(
        (a, b) =>
          balance(a.item.entry) - balance(b.item.entry) ||
          a.item.sets - a.range.min - (b.item.sets - b.range.min) ||
          a.index - b.index,
      );
    const next = open[0]?.item;
    if (!next) return false;
    next.sets += 1;
    count(next.entry, 1);
    return true;
  };

  const slots = orderSlots(options.slots, options.preference, options.pool);
  inTemplate = true;
  for (const slot of slots) {
    if (seconds >= aim) break;
    tryAdd(options.pool.filter((entry) => fitsSlot(entry, slot)));
  }
  // Equipment or avoided movements emptied every slot: anything the day is for, then anything at all.
  if (chosen.length === 0) tryAdd(intentPool(options));
  if (chosen.length === 0) tryAdd(options.pool);
  inTemplate = false;

  const compoundSlots =
    options.preference === 'compound-focus' ? slots.filter((slot) => !isAssistanceSlot(slot)) : slots;
  /**
   * Slots for another exercise: those on the lagging side of push and pull first, then those with the fewest
   * exercises so far, so a long session spreads over its slots instead of repeating the first.
   */
  const slotsToFill = () => {
    const lagging = (slot: Slot) =>
      slot.patterns.some((pattern) => {
        const which = PUSH.has(pattern) ? 'push' : PULL.has(pattern) ? 'pull' : undefined;
        return (
          which !== undefined &&
          options.pushPull[which] > options.pushPull[which === 'push' ? 'pull' : 'push']
        );
      });
    const filled = (slot: Slot) => chosen.filter((item) => fitsSlot(item.entry, slot)).length;
    return [...compoundSlots].sort(
      (a, b) => Number(lagging(a)) - Number(lagging(b)) || filled(a) - filled(b),
    );
  };
  /** Another interval exercise: up to the session's most unless intervals are the goal's own work. */
  const addFinisher = () =>
    (options.finishersFirst ||
      chosen.filter((item) => item.entry.pattern === 'conditioning').length <
        (options.maxFinishers ?? MAX_FINISHERS)) &&
    tryAdd(options.finishers ?? []);
  const liftSessionCap = () => {
    if (!sessionCapHolds) return false;
    sessionCapHolds = false;
    return true;
  };
  const moreExercises = [
    ...(options.intervalsBeforeMoreExercises ? [addFinisher] : []),
    () => slotsToFill().some((slot) => tryAdd(options.pool.filter((entry) => fitsSlot(entry, slot)))),
    () => slotsToFill().some((slot) => tryAdd(options.pool.filter((entry) => fitsSlot(entry, slot, true)))),
    // Intervals before more isolation work when conditioning is the goal's own work (endurance); for any other
    // goal, more sets of the day's own work (the per-session cap giving way) come before intervals.
    ...(options.finishersFirst
      ? [addFinisher, () => tryAdd(intentPool(options)), liftSessionCap]
      : [() => tryAdd(intentPool(options)), addFinisher, liftSessionCap]),
  ];
  while (seconds < aim) {
    if (addSet(SETS_BEFORE_MORE_EXERCISES)) continue;
    if (moreExercises.some((add) => add())) continue;
    if (addSet(Number.POSITIVE_INFINITY)) continue;
    // Core work last: neutral to every day's intent, the way a coach ends a session the day's lifts cannot fill
    // (not with a compound focus, which keeps to one assistance exercise).
    if (options.preference === 'compound-focus') break;
    if (!tryAdd(options.pool.filter((entry) => entry.pattern === 'core'))) break;
  }
  // A day opens with its own work: when the kit has nothing for the template's first slots (a chest day with no
  // press the athlete may do), the first exercise that serves the day moves to the front (its fly before the row).
  // Neutral work the day opens with (a power plan's primer, done fresh) stays first.
  const { kind } = options;
  if (kind !== undefined) {
    const own = chosen.findIndex((item) => servesIntent(kind, item.entry));
    const first = chosen.findIndex((item) => !isNeutralForIntent(kind, item.entry));
    if (first !== -1 && own > first) chosen.splice(first, 0, ...chosen.splice(own, 1));
  }
  return chosen;
}

/** Anything the day is for; with a compound focus, compound lifts only (assistance stays at one exercise). */
function intentPool(options: FillOptions): ExerciseCatalogueEntry[] {
  const { kind } = options;
  const focus =
    options.preference === 'compound-focus'
      ? options.pool.filter((entry) => !isAssistancePattern(entry.pattern))
      : options.pool;
  if (kind === undefined) return [...focus];
  return focus.filter((entry) => servesIntent(kind, entry));
}

/** An exercise and every rung of its ladder: what it may become as it climbs over the plan. */
const climbingRungs = (entry: ExerciseCatalogueEntry) => ladderOf(entry)?.entries ?? [entry];

/** Whether two exercises may not share a session: one exercise, one ladder, or the same lift (as they climb). */
function clashes(held: ExerciseCatalogueEntry, candidate: ExerciseCatalogueEntry, climbs: boolean): boolean {
  if (held.id === candidate.id) return true;
  const ladder = ladderOf(candidate)?.entries[0]?.id;
  if (ladder !== undefined && ladderOf(held)?.entries[0]?.id === ladder) return true;
  if (!climbs) return isSameLift(held, candidate);
  const rungs = climbingRungs(candidate);
  return climbingRungs(held).some((rung) => rungs.some((other) => isSameLift(rung, other)));
}

/** Answers already worked out, by the pair, with and without climbing: every fill asks for every candidate. */
const CLASHES = {
  climbing: new WeakMap<ExerciseCatalogueEntry, WeakMap<ExerciseCatalogueEntry, boolean>>(),
  still: new WeakMap<ExerciseCatalogueEntry, WeakMap<ExerciseCatalogueEntry, boolean>>(),
};

/**
 * Whether a session already holds the exercise, another rung of its ladder, or the same lift (`isSameLift`) as the
 * candidate — or, in a plan (`climbs`), as any rung either may climb to over its weeks; a one-off workout does not
 * climb, so a bench dip may stand beside a chair dip there. A carry is also refused beside CARRIES_PER_SESSION
 * others.
 */
export function crowdsSession(
  exercises: readonly FilledExercise[],
  candidate: ExerciseCatalogueEntry,
  climbs = true,
): boolean {
  const cache = climbs ? CLASHES.climbing : CLASHES.still;
  let answers = cache.get(candidate);
  if (answers === undefined) {
    answers = new WeakMap();
    cache.set(candidate, answers);
  }
  if (
    candidate.pattern === 'carry' &&
    exercises.filter(({ entry }) => entry.pattern === 'carry').length >= CARRIES_PER_SESSION
  )
    return true;
  for (const { entry } of exercises) {
    let clash = answers.get(entry);
    if (clash === undefined) {
      clash = clashes(entry, candidate, climbs);
      answers.set(entry, clash);
    }
    if (clash) return true;
  }
  return false;
}
