import { LIMITS } from '../constants/limits.ts';
import { loadKindOf } from '../exercises/load-kind.ts';
import type { ExerciseLevel, Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { climbMuscles, ladderOf } from '../exercises/variations.ts';
import { oneRepMaxesOf } from '../records/one-rep-max.ts';
import type {
  GeneratedPlan,
  PlanExercise,
  ProgramData,
  ScheduledPlanWorkout,
} from '../strength-plans/schema.ts';
import type { WorkoutDifficulty } from '../workouts/options.ts';
import { parseReps } from '../workouts/quantities.ts';
import { avoidanceOf, avoidanceReason } from './avoidance.ts';
import { performableExercises } from './equipment-fit.ts';
import {
  type CeilingKey,
  hypertrophyWeeklySets,
  intervalExercisesAllowed,
  MAJOR_MUSCLE_GROUPS,
  type MajorMuscleGroup,
  SESSION_LENGTH_TOLERANCE,
  SESSION_SETS_PER_MUSCLE,
  type TrainingGoal,
  trainingGoalsOf,
  WEEKLY_SETS_PER_MUSCLE,
  warmUpMinutes,
} from './guidance.ts';
import {
  ceilingSetsOf,
  goalOf,
  groupSetsOf,
  groupShare,
  imbalance,
  keepsDayWhole,
  LEVEL_ORDER,
  lowestSets,
  MAJOR_GROUPS,
  maxExercisesOf,
  type PlanContext,
  pushPullOf,
  sideOf,
  startingSets,
} from './plan-context.ts';
import { isReturning, planShape, sessionRepIndex, weekKind, weekPhase } from './plan-model.ts';
import { describePlan, weekNote } from './plan-text.ts';
import { exercisePool } from './pool.ts';
import type { AvailableEquipment } from './port.ts';
import type { Random } from './prng.ts';
import { type Dose, doseFor, referenceSetSeconds, restFor, type WeekContext } from './progression.ts';
import { dayNumberOf, trainingWeekdays } from './schedule-days.ts';
import { SUPERSET_CHANGE_SECONDS, sessionSeconds } from './session-length.ts';
import { cannotLoadHeavy, loadedLiftsFirst } from './session-order.ts';
import { pairAccessories, pairsAccessories } from './supersets.ts';
import { type Centring, centreOnLength } from './training-day-centring.ts';
import { crowdsSession, type FilledExercise, fillSession, USED_THIS_WEEK_RANK } from './training-day-fill.ts';
import {
  isNeutralForIntent,
  laterSessionReserve,
  type Slot,
  servesIntent,
  sessionSetCaps,
  TRAINING_DAY_TEMPLATES,
  type TrainingDayKind,
  weeklySplit,
} from './training-days.ts';
import { balanceWeek, volumeWeek, wholeFullBodyDays } from './week-passes.ts';

/** One-sided exercises a session still too long may trade for two-sided ones. */
const MAX_SWAPPED_EXERCISES = 3;
/** Exercises a session still too short may take after centring (intervals or core work). */
const MAX_ADDED_EXERCISES = 5;
/** The days a power plan's primer opens: those that train the legs. */
const LEG_DAYS: ReadonlySet<TrainingDayKind> = new Set(['full', 'lower', 'legs']);
/**
 * Sets of each muscle's weekly ceiling held back for every later day of the week that trains it: about a third of
 * the ceiling, so a week's first pull day cannot take what its second needs (7 measured best over the grid).
 */
const RESERVED_SETS = 7;
/** A power plan's primer: a jump or an Olympic lift for the legs and hips (upper-body plyometrics would take the
 * presses' place without counting as one). */
const POWER_SLOT: Slot = {
  patterns: ['olympic', 'plyometric'],
  muscles: ['quads', 'glutes', 'hamstrings', 'calves'],
};

const DIFFICULTY: Record<NonNullable<ProgramData['experienceLevel']>, WorkoutDifficulty> = {
  beginner: 'Beginner',
  novice: 'Beginner',
  returning: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/**
 * A hypertrophy week's ceilings count the direct sets of each major group of several muscles (back, shoulders) as
 * well as each muscle's: three delts at 20 sets each would be 60 shoulder sets.
 */
function withGroups(muscles: readonly Muscle[], goals: readonly TrainingGoal[]): CeilingKey[] {
  if (!goals.includes('hypertrophy')) return [...muscles];
  const groups = (Object.entries(MAJOR_MUSCLE_GROUPS) as [MajorMuscleGroup, readonly Muscle[]][])
    .filter(([, members]) => members.length > 1 && muscles.some((m) => members.includes(m)))
    .map(([group]) => group);
  return [...muscles, ...groups];
}

/** A hypertrophy plan's sets per major group in each normal week, and what every week owes each group. */
interface Floors {
  required: number;
  weeks: Map<number, Map<MajorMuscleGroup, number>>;
}

const copyFloors = (floors: Floors): Floors => ({
  required: floors.required,
  weeks: new Map([...floors.weeks].map(([w, counts]) => [w, new Map(counts)])),
});

/** The fewest sets each group has over these weeks: what a session trained in all of them may take from. */
function fewestOf(
  floors: Floors,
  weeks: readonly number[],
): Map<MajorMuscleGroup, number> & { required: number } {
  const fewest = new Map(
    MAJOR_GROUPS.map((g) => [g, Math.min(...weeks.map((w) => floors.weeks.get(w)?.get(g) ?? 0))] as const),
  );
  return Object.assign(fewest, { required: floors.required });
}

/**
 * An exercise's sets taken out of every normal week's counts; false (counts left part-changed, on a copy) when a
 * group would fall under what it owes and lower than it was (`strict`: under what it owes at all).
 */
function takeFromFloors(floors: Floors, item: FilledExercise, context: PlanContext, strict = false): boolean {
  for (const counts of floors.weeks.values()) {
    for (const g of MAJOR_GROUPS) {
      const share = groupShare(item.entry, g, context);
      const before = counts.get(g) ?? 0;
      const after = before - share * item.sets;
      if (after < floors.required && (strict ? share > 0 : after < before)) return false;
      counts.set(g, after);
    }
  }
  return true;
}

/**
 * The sets a group would lose with `dropped` that took it under its floor, given to the session's other exercises
 * that train it as a prime mover (fewest sets first, within their most and the weekly ceilings): a third set of the
 * squat instead of three of a lunge, when the session is too long for both. The week's counts follow each set.
 */
function mergeInto(
  rest: FilledExercise[],
  dropped: FilledExercise,
  counts: { weeklySets: Map<string, number>; week: { push: number; pull: number }; floors?: Floors },
  context: PlanContext,
): void {
  const { floors } = counts;
  if (!floors) return;
  for (const g of MAJOR_GROUPS) {
    const share = groupShare(dropped.entry, g, context);
    if (share === 0) continue;
    const lowest = Math.min(...[...floors.weeks.values()].map((week) => week.get(g) ?? 0));
    for (let need = floors.required - (lowest - share * dropped.sets); need > 0; need--) {
      const grow = rest
        .filter(
          (other) =>
            groupShare(other.entry, g, context) === 1 &&
            other.sets < startingSets(context, other.entry).max &&
            context
              .ceilingMuscles(other.entry)
              .every((m) => (counts.weeklySets.get(m) ?? 0) < WEEKLY_SETS_PER_MUSCLE.max),
        )
        .sort((a, b) => a.sets - b.sets)[0];
      if (!grow) break;
      grow.sets += 1;
      for (const m of context.ceilingMuscles(grow.entry))
        counts.weeklySets.set(m, (counts.weeklySets.get(m) ?? 0) + 1);
      const side = sideOf(grow.entry);
      if (side) counts.week[side] += 1;
      for (const week of floors.weeks.values())
        for (const other of MAJOR_GROUPS)
          week.set(other, (week.get(other) ?? 0) + groupShare(grow.entry, other, context));
    }
  }
}

function maxLevelOf(data: ProgramData): ExerciseLevel {
  const experienced = data.experienceLevel === 'intermediate' || data.experienceLevel === 'advanced';
  return experienced && data.progression.complexityComfort !== 'simple' ? 'advanced' : 'intermediate';
}

/** Ranks light work after an exercise the week already holds. */
const LIGHT_WORK_LAST = USED_THIS_WEEK_RANK + 1;

/** Each training day's exercises and sets, chosen once: the same lifts every week, so they can progress. */
function chooseSessions(
  context: PlanContext,
  equipment: AvailableEquipment,
  pool: readonly ExerciseCatalogueEntry[],
  random: Random,
) {
  const { data, goals } = context;
  const power = goals.includes('power');
  const heavyFirst = goals[0] === 'strength' || goals[0] === 'power';
  // Conditioning intervals end a session the strength work cannot fill (a thin kit, many movements avoided, the
  // weekly set ceiling reached); they are a goal's own work for endurance and general fitness.
  const finishers = performableExercises(equipment).filter(
    (entry) => entry.pattern === 'conditioning' && entry.level === 'beginner' && context.allowed(entry),
  );
  const weeklySets = new Map<string, number>();
  const pushPull = { push: 0, pull: 0 };
  const usedThisWeek = new Set<string>();
  const simple = data.experienceLevel === 'beginner' || data.progression.complexityComfort === 'simple';
  const minutes = data.sessionDuration;
  // A ladder's exercise starts at its hardest rung at the athlete's level (a push-up, not a wall push-up, for a
  // beginner) and climbs from there.
  const startLevel =
    LEVEL_ORDER[
      data.experienceLevel === 'advanced' || data.experienceLevel === 'intermediate'
        ? 'intermediate'
        : 'beginner'
    ];
  const startRungs = new Set<string>();
  for (const entry of pool) {
    const ladder = ladderOf(entry);
    if (!ladder) continue;
    const top = ladder.entries
      .filter((rung) => LEVEL_ORDER[rung.level] <= startLevel && pool.some((p) => p.id === rung.id))
      .at(-1);
    if (top) startRungs.add(top.id);
  }
  const split = weeklySplit(data.trainingDays, data.trainingPreferences.trainingStyle);
  const sessionCap = sessionSetCaps(split, WEEKLY_SETS_PER_MUSCLE.max, SESSION_SETS_PER_MUSCLE);
  const chosen = split.map((kind: TrainingDayKind, sessionIndex) => {
    // What a typical week of this session asks of each set: its own rep target (daily undulation), a block plan's
    // mean, or the one target of a linear plan.
    const repTarget =
      context.shape.model === 'block'
        ? ('mean' as const)
        : sessionRepIndex(
            context.shape,
            { repIndex: 1, loadSteps: 0, loadStepPercent: 0, light: false },
            sessionIndex,
          );
    const template = TRAINING_DAY_TEMPLATES[kind];
    // A short session's primer comes after its first lifts: a full body day's squat, push and pull, a leg day's two.
    const primerAfter = kind === 'full' ? 3 : 2;
    const exercises = fillSession({
      kind,
      pool,
      // A power plan's jump or Olympic lift opens the session, fresh; a 30-minute session does its first push and
      // pull before it, or the primer would leave room for one lift only.
      slots:
        !power || !LEG_DAYS.has(kind)
          ? template.slots
          : minutes <= 30
            ? [...template.slots.slice(0, primerAfter), POWER_SLOT, ...template.slots.slice(primerAfter)]
            : [POWER_SLOT, ...template.slots],
      targetSeconds: (minutes - warmUpMinutes(minutes)) * 60,
      toleranceSeconds: minutes * 60 * SESSION_LENGTH_TOLERANCE,
      maxExercises: maxExercisesOf(context),
      finishersFirst: goals[0] === 'endurance',
      setsRange: (entry) => startingSets(context, entry),
      fewestSets: (entry) => lowestSets(context, entry),
      reserve: laterSessionReserve(split, sessionIndex, RESERVED_SETS, WEEKLY_SETS_PER_MUSCLE.max),
      setSeconds: (entry) => referenceSetSeconds(entry, goalOf(context, entry), repTarget, minutes),
      weeklySets,
      sessionCap,
      ceilingMuscles: context.ceilingMuscles,
      pushPull,
      usedThisWeek,
      random,
      preference: data.trainingPreferences.compoundVsIsolation,
      finishers,
      maxFinishers: intervalExercisesAllowed(data.primaryGoals),
      // A strength or power plan repeats a lift from earlier in the week before it takes work no heavy set can be
      // loaded for (a band squat, a wall sit). The lifts whose max the athlete gave come first (their working weights are known), then those using the
      // athlete's gear (a load can rise) before equipment-free ones; beginners and those asking for simple
      // exercises get beginner-level ones before the rest.
      rank: (entry) =>
        (heavyFirst && cannotLoadHeavy(entry) ? LIGHT_WORK_LAST : 0) +
        (context.maxes.has(entry.id) ? -2 : 0) +
        (loadKindOf(entry) === 'bodyweight' ? 1 : 0) +
        (simple && entry.level !== 'beginner' ? 1 : 0) +
        (startRungs.has(entry.id) || ladderOf(entry) === undefined ? 0 : 1),
    });
    return { kind, exercises, weeklySets };
  });
  return { sessions: chosen, pool, finishers };
}

/**
 * A light week's doses with the day's intent kept (point 7): its cut rounds each exercise's sets on its own (two
 * sets of a row become one, three of a carry two), which can tip a day to other work; off-intent sets then come
 * down further (the most first, never below one) until the day's own work has at least half its sets again.
 */
function lightWeekKeepingIntent(doses: readonly Dose[], kind: TrainingDayKind): Dose[] {
  const light = doses.map((dose) => ({ ...dose }));
  const sum = (side: 'own' | 'other') =>
    light
      .filter((dose) => !isNeutralForIntent(kind, dose.entry))
      .filter((dose) => servesIntent(kind, dose.entry) === (side === 'own'))
      .reduce((total, dose) => total + dose.sets, 0);
  while (sum('other') > sum('own')) {
    const cut = light
      .filter(
        (dose) => !isNeutralForIntent(kind, dose.entry) && !servesIntent(kind, dose.entry) && dose.sets > 1,
      )
      .sort((a, b) => b.sets - a.sets)[0];
    if (!cut) break;
    cut.sets -= 1;
  }
  return light;
}

/** The seconds of one week's session as prescribed, with its warm-up in minutes and its supersets' labels. */
function sessionSecondsOf(
  doses: readonly Dose[],
  warmUp: number,
  supersets: readonly (string | undefined)[] = [],
): number {
  return sessionSeconds(
    doses.map((dose, index) => ({
      sets: dose.sets,
      reps: parseReps(dose.reps),
      restSeconds: dose.restSeconds,
      secondsPerRep: dose.secondsPerRep,
      sides: dose.entry.unilateral ? 2 : 1,
      superset: supersets[index],
    })),
    warmUp,
  );
}

const TEST_NOTE = {
  loaded:
    'Test: after warming up, work up to one hard set of 3–5 reps and re-estimate your max (Epley) for the coming weeks.',
  other: 'Test: make the first set as many good reps (or seconds) as you can, and note it.',
} as const;

/** A superset's members: the first goes straight on to the second, which rests for both. */
function supersetNote(superset: string | undefined, next: Dose | undefined): string {
  if (superset === undefined) return '';
  return next
    ? `Superset with ${next.entry.name}: go straight on to it, and rest after both.`
    : 'Rest after each round of the superset.';
}

function planExercise(
  dose: Dose,
  id: string,
  test: boolean,
  pairing: { superset: string | undefined; next: Dose | undefined } = {
    superset: undefined,
    next: undefined,
  },
): PlanExercise {
  const notes = [
    test ? (dose.percent === undefined ? TEST_NOTE.other : TEST_NOTE.loaded) : '',
    supersetNote(pairing.superset, pairing.next),
    dose.entry.unilateral ? 'Each side.' : '',
    dose.note,
  ]
    .filter((part) => part !== '')
    .join(' ');
  return {
    id,
    name: dose.entry.name,
    sets: dose.sets,
    reps: dose.reps,
    weight: dose.weight,
    rest: dose.rest,
    notes: notes.slice(0, LIMITS.text),
    ...(pairing.superset && { superset: pairing.superset }),
  };
}

function sessionNames(sessions: readonly { kind: TrainingDayKind }[]): string[] {
  const seen = new Map<TrainingDayKind, number>();
  return sessions.map(({ kind }) => {
    const count = sessions.filter((session) => session.kind === kind).length;
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    const name = TRAINING_DAY_TEMPLATES[kind].name;
    return count > 1 ? `${name} ${String.fromCharCode(65 + index)}` : name;
  });
}

export function buildGeneratedPlan(
  data: ProgramData,
  equipment: AvailableEquipment,
  random: Random,
): GeneratedPlan {
  const shape = planShape(data);
  const avoidance = avoidanceOf(data);
  const maxLevel = LEVEL_ORDER[maxLevelOf(data)];
  const goals = trainingGoalsOf(data.primaryGoals);
  const pool = exercisePool(equipment, avoidance, {
    power: goals.includes('power'),
    maxLevel: maxLevelOf(data),
    goals,
  });
  const context: PlanContext = {
    data,
    shape,
    goals,
    maxes: oneRepMaxesOf(data),
    allowed: (entry) =>
      avoidanceReason(entry, avoidance) === undefined && LEVEL_ORDER[entry.level] <= maxLevel,
    climbRungs: (entry) => {
      const ladder = ladderOf(entry);
      return ladder?.entries.slice(ladder.rung + 1).filter((rung) => climbsTo(entry, rung)) ?? [];
    },
    ceilingMuscles: (entry) => {
      let muscles = climbing.get(entry.id);
      if (!muscles) {
        muscles = withGroups(
          climbMuscles(entry, (rung) => climbsTo(entry, rung)),
          goals,
        );
        climbing.set(entry.id, muscles);
      }
      return muscles;
    },
  };
  const climbing = new Map<string, readonly CeilingKey[]>();
  const performable = new Set(performableExercises(equipment).map((entry) => entry.id));
  const canUse = (entry: ExerciseCatalogueEntry) => performable.has(entry.id) && context.allowed(entry);
  // A hypertrophy plan's exercise never climbs to a rung that leaves a major group it trains to the secondary movers
  // (a decline push-up kept for the shoulders' direct sets does not become an archer push-up): the week would lose
  // the group's sets the plan was built with.
  const climbsTo = (entry: ExerciseCatalogueEntry, rung: ExerciseCatalogueEntry) =>
    canUse(rung) &&
    (!goals.includes('hypertrophy') ||
      MAJOR_GROUPS.every((group) => groupShare(rung, group) >= groupShare(entry, group)));
  const pools = chooseSessions(context, equipment, pool, random);
  const { sessions } = pools;
  const days = trainingWeekdays(data.trainingDays, data.preferredDays);
  const names = sessionNames(sessions);
  const difficulty = DIFFICULTY[data.experienceLevel ?? 'novice'];
  const weeks: { week: number; kind: ReturnType<typeof weekKind>; context: WeekContext }[] = [];
  let trainedWeeks = 0;
  for (let week = 1; week <= shape.weeks; week++) {
    const phase = weekPhase(shape, week);
    weeks.push({ week, kind: weekKind(shape, week), context: { phase, trainedWeeks, style: shape.style } });
    if (!phase.light) trainedWeeks++;
  }
  /** A session's week: the week's phase with the session's own rep target (daily undulation). */
  const sessionWeek = (week: WeekContext, sessionIndex: number): WeekContext => ({
    ...week,
    phase: { ...week.phase, repIndex: sessionRepIndex(shape, week.phase, sessionIndex) },
  });
  const dosesOf = (exercises: readonly FilledExercise[], week: WeekContext) =>
    exercises.map((item) =>
      doseFor(item.entry, goalOf(context, item.entry), week, {
        sets: item.sets,
        ...(context.maxes.has(item.entry.id) ? { max: context.maxes.get(item.entry.id) } : {}),
        canUse: (rung: ExerciseCatalogueEntry) => climbsTo(item.entry, rung),
        sessionMinutes: data.sessionDuration,
      }),
    );
  const normalWeeks = weeks.filter(({ context: week }) => !week.phase.light);
  const defaultWarmUp = warmUpMinutes(data.sessionDuration);
  // Each rep target (a block of a block plan; the one target of other plans) gets its own sets, centred on the
  // length asked: fewer reps a set leave room for more sets.
  wholeFullBodyDays(sessions, context, pools.pool);
  volumeWeek(sessions, context, pools.pool);
  balanceWeek(sessions, context, pools.pool);
  // The checked week (the first normal one) keeps its pushing and pulling balanced while lengths are centred.
  const firstNormal = normalWeeks[0]?.context;
  const checkedWeek = pushPullOf(sessions);
  // The week's sets per primary muscle after the balancing passes: what centring may still add to.
  const weekMuscles = ceilingSetsOf(sessions, context);

  // A hypertrophy plan's sets per major group in each normal week (by its index among them): sessions keep their
  // own rep targets, so each week is a different mix of the sessions' centred sets, and every one owes the volume.
  const volume: Floors | undefined = context.goals.includes('hypertrophy')
    ? {
        required: hypertrophyWeeklySets(data.trainingDays * data.sessionDuration),
        weeks: new Map(normalWeeks.map((_, w) => [w, groupSetsOf(sessions, context)])),
      }
    : undefined;
  type Shared = Pick<Centring, 'weeklySets'> & { week: { push: number; pull: number }; floors?: Floors };
  /** The week-wide counts a session's centring may move, copied so a trial can be thrown away. */
  const copyOf = (from: Shared): Shared => ({
    weeklySets: new Map(from.weeklySets),
    week: { ...from.week },
    ...(from.floors ? { floors: copyFloors(from.floors) } : {}),
  });
  /** The sessions that pair their accessory work (a short session too long for its time). */
  const pairedSessions = new Set<number>();
  /** Sessions whose pairs the centring's estimate missed: centred again without them. */
  const unpaired = new Set<number>();
  /**
   * A session's exercises in the order they are done (loaded lifts first), as indices into the list, and each
   * one's superset when the session pairs its accessory work.
   */
  const arrange = (
    exercises: readonly FilledExercise[],
    kind: TrainingDayKind | undefined,
    paired: boolean,
  ) => {
    const order = loadedLiftsFirst(
      exercises.map((item) => item.entry),
      kind,
    );
    if (!paired) return { order, supersets: order.map((): string | undefined => undefined) };
    const entryAt = (index: number) => (exercises[index] as FilledExercise).entry;
    const { list, labels } = pairAccessories(order, entryAt, (index) =>
      restFor(entryAt(index), goalOf(context, entryAt(index)), data.sessionDuration),
    );
    return { order: list, supersets: labels };
  };
  /** Each rep target's sets and warm-up for a session's exercises, and how far the worst week misses. */
  const centreTargets = (
    exercises: readonly FilledExercise[],
    sessionIndex: number,
    shared: Shared,
    paired = pairedSessions.has(sessionIndex),
  ) => {
    const kind = sessions[sessionIndex]?.kind;
    const arranged = arrange(exercises, kind, paired);
    // Each member of a superset and the member whose rest ends its rounds (the second).
    const roundEndOf = new Map<number, number>();
    arranged.order.forEach((index, at) => {
      const label = arranged.supersets[at];
      if (label === undefined) return;
      const last = arranged.supersets[at + 1] === label ? arranged.order[at + 1] : index;
      roundEndOf.set(index, last as number);
    });
    const intentOf = (entry: ExerciseCatalogueEntry) =>
      kind === undefined || isNeutralForIntent(kind, entry)
        ? undefined
        : servesIntent(kind, entry)
          ? ('own' as const)
          : ('other' as const);
    const byTarget = new Map<number, { sets: number[]; warmUp: number }>();
    let miss = 0;
    const checkedTarget = firstNormal ? sessionWeek(firstNormal, sessionIndex).phase.repIndex : undefined;
    const targets = new Set(
      normalWeeks.map(({ context: week }) => sessionWeek(week, sessionIndex).phase.repIndex),
    );
    for (const target of targets) {
      const planned = exercises.map((item) => ({ ...item }));
      const weeksOfTarget = normalWeeks
        .map(({ context: week }) => sessionWeek(week, sessionIndex))
        .filter((week) => week.phase.repIndex === target);
      const single = planned.map((item) => ({ ...item, sets: 1 }));
      // One set of each exercise with its rest, in each week: a session's length is linear in its sets.
      const perWeek = weeksOfTarget.map((week) => dosesOf(single, week));
      // A superset's set shares its round's change-over and rest with the other member's.
      const perSet = planned.map((_, e) =>
        perWeek.map((doses) => {
          const dose = doses[e];
          if (!dose) return 0;
          const alone = sessionSecondsOf([dose], 0);
          const roundEnd = roundEndOf.get(e);
          const roundRest = roundEnd === undefined ? undefined : doses[roundEnd]?.restSeconds;
          return roundRest === undefined
            ? alone
            : alone - dose.restSeconds + (roundRest + SUPERSET_CHANGE_SECONDS) / 2;
        }),
      );
      const warmUp = { seconds: defaultWarmUp * 60 };
      const checked = target === checkedTarget;
      const weeksOfIt = normalWeeks.flatMap(({ context: week }, w) =>
        sessionWeek(week, sessionIndex).phase.repIndex === target ? [w] : [],
      );
      const floors = shared.floors && fewestOf(shared.floors, weeksOfIt);
      // Sets one rep target takes off do not free room under a muscle's weekly ceiling for another target: the
      // weeks of that other target still hold them.
      const weeklySets = new Map(shared.weeklySets);
      const centred = centreOnLength(
        {
          exercises: planned,
          warmUp,
          intentOf,
          weeklySets,
          ...(checked ? { week: shared.week } : {}),
          // Every rep target keeps the groups' volume in each normal week it is trained in.
          ...(floors ? { floors } : {}),
        },
        perSet,
        context,
      );
      planned.forEach((item, e) => {
        const added = item.sets - (exercises[e]?.sets ?? item.sets);
        if (added <= 0 || item.entry.pattern === 'conditioning') return;
        for (const muscle of context.ceilingMuscles(item.entry))
          shared.weeklySets.set(muscle, (shared.weeklySets.get(muscle) ?? 0) + added);
      });
      if (shared.floors) {
        for (const w of weeksOfIt) {
          const counts = shared.floors.weeks.get(w);
          planned.forEach((item, e) => {
            const delta = item.sets - (exercises[e]?.sets ?? item.sets);
            for (const g of MAJOR_GROUPS)
              counts?.set(g, (counts.get(g) ?? 0) + groupShare(item.entry, g, context) * delta);
          });
        }
      }
      miss = Math.max(miss, centred.miss);
      byTarget.set(target, {
        sets: planned.map((item) => item.sets),
        warmUp: warmUp.seconds / 60,
      });
    }
    return { byTarget, miss };
  };
  const weekShared: Shared = {
    weeklySets: weekMuscles,
    week: checkedWeek,
    ...(volume ? { floors: volume } : {}),
  };
  type Planned = { kind: TrainingDayKind; exercises: FilledExercise[] };
  /**
   * Whether a paired session's every normal week lands within the tolerance of the length asked, timed exactly: the
   * centring's estimate shares each round's rest between the members, which holds only while their sets are equal.
   */
  const fitsExactly = (
    session: Planned,
    sessionIndex: number,
    byTarget: Map<number, { sets: number[]; warmUp: number }>,
  ) => {
    const asked = data.sessionDuration * 60;
    return normalWeeks.every(({ context: week }) => {
      const sessionContext = sessionWeek(week, sessionIndex);
      const chosen = byTarget.get(sessionContext.phase.repIndex);
      if (!chosen) return true;
      const items = session.exercises.map((item, e) => ({ ...item, sets: chosen.sets[e] ?? item.sets }));
      const { order, supersets } = arrange(items, session.kind, true);
      const doses = dosesOf(
        order.map((index) => items[index] as FilledExercise),
        sessionContext,
      );
      const seconds = sessionSecondsOf(doses, chosen.warmUp, supersets);
      return Math.abs(seconds - asked) <= asked * SESSION_LENGTH_TOLERANCE;
    });
  };
  /** One session centred (`centreSessionOnce`); again without pairs when their estimate missed. */
  const centreOne = (session: Planned, sessionIndex: number, shared: Shared) => {
    const exercises = session.exercises.map((item) => ({ ...item }));
    const before = copyOf(shared);
    const result = centreSessionOnce(session, sessionIndex, shared);
    if (!pairedSessions.has(sessionIndex) || fitsExactly(session, sessionIndex, result.byTarget))
      return result;
    pairedSessions.delete(sessionIndex);
    unpaired.add(sessionIndex);
    session.exercises.splice(0, session.exercises.length, ...exercises);
    shared.weeklySets.clear();
    for (const [key, value] of before.weeklySets) shared.weeklySets.set(key, value);
    Object.assign(shared.week, before.week);
    if (shared.floors && before.floors) shared.floors.weeks = before.floors.weeks;
    return centreSessionOnce(session, sessionIndex, shared);
  };
  /** One session centred, trimmed or filled against the week's counts so far, which it then adds to. */
  const centreSessionOnce = (session: Planned, sessionIndex: number, shared: Shared) => {
    // `base`: the week's counts with this session's exercises as filled (less any dropped, plus any added), which
    // each trial centres from; `trial`: the same once centred (its moves are not counted twice by a later trial).
    let base = copyOf(shared);
    let trial = copyOf(shared);
    let result = centreTargets(session.exercises, sessionIndex, trial);
    // A short session too long for its time pairs its accessory work before it loses an exercise.
    if (
      result.miss > 0 &&
      pairsAccessories(data.sessionDuration) &&
      !pairedSessions.has(sessionIndex) &&
      !unpaired.has(sessionIndex)
    ) {
      const pairedTrial = copyOf(base);
      const paired = centreTargets(session.exercises, sessionIndex, pairedTrial, true);
      if (paired.miss < result.miss) {
        pairedSessions.add(sessionIndex);
        trial = pairedTrial;
        result = paired;
      }
    }
    // Still too long with every set at its fewest, the warm-up and rest at their shortest: an exercise leaves the
    // session (never its first, nor what keeps the day whole, the week balanced or a muscle's volume).
    for (let drops = 0; result.miss > 0 && drops < 6; drops++) {
      let best:
        | { index: number; rest: FilledExercise[]; base: Shared; trial: Shared; result: typeof result }
        | undefined;
      session.exercises.forEach((item, index) => {
        // Three exercises are a session's least, but a power primer may leave a short session's two lifts.
        const primer = item.entry.pattern === 'olympic' || item.entry.pattern === 'plyometric';
        if (index === 0 || session.exercises.length <= (primer ? 2 : 3)) return;
        const rest = session.exercises.filter((_, i) => i !== index).map((other) => ({ ...other }));
        if (!keepsDayWhole(session.kind, session.exercises, rest)) return;
        const without = copyOf(base);
        const side = sideOf(item.entry);
        // Never the week's last push or pull (the week would lose a side the kit can train).
        if (side && without.week[side] <= item.sets) return;
        if (side) without.week[side] -= item.sets;
        if (item.entry.pattern !== 'conditioning')
          for (const muscle of context.ceilingMuscles(item.entry))
            without.weeklySets.set(muscle, (without.weeklySets.get(muscle) ?? 0) - item.sets);
        if (without.floors) mergeInto(rest, item, without, context);
        if (imbalance(without.week) > imbalance(shared.week)) return;
        if (without.floors && !takeFromFloors(without.floors, item, context)) return;
        const structural = copyOf(without);
        const centred = centreTargets(rest, sessionIndex, without);
        if (centred.miss < (best?.result.miss ?? result.miss))
          best = { index, rest, base: structural, trial: without, result: centred };
      });
      if (!best) break;
      session.exercises.splice(0, session.exercises.length, ...best.rest);
      base = best.base;
      trial = best.trial;
      result = best.result;
    }
    // Still too long, no exercise it may lose (each a group's only direct work): an exercise done one side at a
    // time gives way to a two-sided one of its pattern (single-arm kettlebell floor presses become push-ups), about
    // half the time a set; failing that, any exercise to one that takes less time (overhead presses at strength
    // rests become Y-T-W raises, which train the shoulders and the back). Either serves the day as the other did,
    // trains every group it did as a prime mover, at its sets, and keeps the week's pushing and pulling in bounds.
    for (let swaps = 0; result.miss > 0 && swaps < MAX_SWAPPED_EXERCISES; swaps++) {
      let best:
        | { index: number; item: FilledExercise; base: Shared; trial: Shared; result: typeof result }
        | undefined;
      for (const twoSided of [true, false]) {
        if (best) break;
        session.exercises.forEach((old, index) => {
          if (old.entry.pattern === 'conditioning' || (twoSided && !old.entry.unilateral)) return;
          const others = session.exercises.filter((other) => other !== old);
          for (const entry of pools.pool) {
            if (entry.pattern === 'conditioning' || crowdsSession(others, entry)) continue;
            if (twoSided && (entry.unilateral || entry.pattern !== old.entry.pattern)) continue;
            if (others.some((other) => other.entry.id === entry.id) || entry.id === old.entry.id) continue;
            if (lowestSets(context, entry) > old.sets || startingSets(context, entry).max < old.sets)
              continue;
            // Serving the day, working against it or neutral to it (core), as the exercise it replaces did.
            if (servesIntent(session.kind, entry) !== servesIntent(session.kind, old.entry)) continue;
            if (isNeutralForIntent(session.kind, entry) !== isNeutralForIntent(session.kind, old.entry))
              continue;
            if (MAJOR_GROUPS.some((g) => groupShare(entry, g, context) < groupShare(old.entry, g, context)))
              continue;
            const item = { entry, sets: old.sets };
            const next = session.exercises.map((other) => (other === old ? item : other));
            if (!keepsDayWhole(session.kind, session.exercises, next)) continue;
            const withIt = copyOf(base);
            for (const [changed, sign] of [
              [old, -1],
              [item, 1],
            ] as const) {
              for (const m of context.ceilingMuscles(changed.entry))
                withIt.weeklySets.set(m, (withIt.weeklySets.get(m) ?? 0) + sign * changed.sets);
              const side = sideOf(changed.entry);
              if (side) withIt.week[side] += sign * changed.sets;
            }
            if (
              withIt.week.push + withIt.week.pull > 0 &&
              (withIt.week.push === 0) !== (base.week.push === 0)
            )
              continue;
            if (
              withIt.week.push + withIt.week.pull > 0 &&
              (withIt.week.pull === 0) !== (base.week.pull === 0)
            )
              continue;
            if (imbalance(withIt.week) > imbalance(base.week)) continue;
            if (
              context
                .ceilingMuscles(entry)
                .some((m) => (withIt.weeklySets.get(m) ?? 0) > WEEKLY_SETS_PER_MUSCLE.max)
            )
              continue;
            const structural = copyOf(withIt);
            const centred = centreTargets(next, sessionIndex, withIt);
            if (centred.miss < (best?.result.miss ?? result.miss))
              best = { index, item, base: structural, trial: withIt, result: centred };
          }
        });
      }
      if (!best) break;
      session.exercises.splice(best.index, 1, best.item);
      base = best.base;
      trial = best.trial;
      result = best.result;
    }
    // Still too short with every set at its most the week allows (the muscles at their weekly ceiling): an
    // interval or core exercise joins, as a coach ends such a session; both are neutral to the day's intent, and
    // intervals count against no muscle's ceiling. A session at its most exercises trades a core exercise for one.
    // Rest stays where the class puts it, so work fills the time: past the fill's few kinds of intervals if need be.
    for (let adds = 0; result.miss > 0 && adds < MAX_ADDED_EXERCISES; adds++) {
      const full = session.exercises.length >= maxExercisesOf(context);
      // Intervals first, as they take nothing of a muscle's weekly ceiling that a later day may need; then core
      // work; then another exercise (neither a push nor a pull, so the week's balance holds) for the day, else for
      // muscles below their ceiling while the day's own work keeps more sets than other work.
      const intentSets = (items: readonly FilledExercise[]) => {
        const sum = { own: 0, other: 0 };
        for (const { entry, sets } of items)
          if (!isNeutralForIntent(session.kind, entry))
            sum[servesIntent(session.kind, entry) ? 'own' : 'other'] += sets;
        return sum;
      };
      const other = (entry: ExerciseCatalogueEntry) =>
        entry.pattern !== 'core' && entry.pattern !== 'conditioning' && sideOf(entry) === undefined;
      const tiers = [
        pools.finishers,
        full ? [] : pools.pool.filter((entry) => entry.pattern === 'core'),
        full ? [] : pools.pool.filter((entry) => other(entry) && servesIntent(session.kind, entry)),
        full ? [] : pools.pool.filter((entry) => other(entry) && !servesIntent(session.kind, entry)),
      ].map((tier) => tier.filter((entry) => !crowdsSession(session.exercises, entry)));
      const outs = full
        ? session.exercises.flatMap((item, index) =>
            index > 0 && item.entry.pattern === 'core' ? [index] : [],
          )
        : [undefined];
      let best:
        | { out?: number; item: FilledExercise; base: Shared; trial: Shared; result: typeof result }
        | undefined;
      for (const candidates of tiers) {
        if (best) break;
        for (const out of outs)
          for (const entry of candidates) {
            const item = { entry, sets: Math.max(2, lowestSets(context, entry)) };
            const withIt = copyOf(base);
            const count = (changed: FilledExercise, sign: number) => {
              if (changed.entry.pattern === 'conditioning') return;
              for (const m of context.ceilingMuscles(changed.entry))
                withIt.weeklySets.set(m, (withIt.weeklySets.get(m) ?? 0) + sign * changed.sets);
            };
            const leaving = out === undefined ? undefined : session.exercises[out];
            if (leaving) count(leaving, -1);
            count(item, 1);
            if (
              item.entry.pattern !== 'conditioning' &&
              context
                .ceilingMuscles(item.entry)
                .some((m) => (withIt.weeklySets.get(m) ?? 0) > WEEKLY_SETS_PER_MUSCLE.max)
            )
              continue;
            // A traded core exercise never takes a group under the hypertrophy volume it has reached.
            if (leaving && withIt.floors && !takeFromFloors(withIt.floors, leaving, context, true)) continue;
            const next = [...session.exercises.filter((_, index) => index !== out), item];
            const intent = intentSets(next);
            if (intent.other > intent.own) continue;
            const structural = copyOf(withIt);
            const centred = centreTargets(next, sessionIndex, withIt);
            if (centred.miss < (best?.result.miss ?? result.miss))
              best = {
                ...(out === undefined ? {} : { out }),
                item,
                base: structural,
                trial: withIt,
                result: centred,
              };
          }
      }
      if (!best) break;
      if (best.out !== undefined) session.exercises.splice(best.out, 1);
      session.exercises.push(best.item);
      base = best.base;
      trial = best.trial;
      result = best.result;
    }
    for (const [key, value] of trial.weeklySets) shared.weeklySets.set(key, value);
    Object.assign(shared.week, trial.week);
    if (shared.floors && trial.floors) shared.floors.weeks = trial.floors.weeks;
    return result;
  };
  const copiesOf = (from: readonly Planned[]): Planned[] =>
    from.map((session) => ({
      kind: session.kind,
      exercises: session.exercises.map((item) => ({ ...item })),
    }));
  /** Every session centred in turn, on copies; the worst miss of any. */
  const centreWeek = (planned: Planned[]) => {
    const shared = copyOf(weekShared);
    const results = planned.map((session, index) => centreOne(session, index, shared));
    return { planned, results, worst: Math.max(0, ...results.map((result) => result.miss)) };
  };
  const centred = centreWeek(copiesOf(sessions));
  // Each session's exercises in the order they are done, their sets per rep target moved with them.
  const setsByTarget = centred.results.map((result) => result.byTarget);
  const supersetsOf: (string | undefined)[][] = [];
  sessions.forEach((session, index) => {
    const planned = centred.planned[index]?.exercises ?? [];
    const { order, supersets } = arrange(planned, session.kind, pairedSessions.has(index));
    supersetsOf[index] = supersets;
    session.exercises.splice(0, session.exercises.length, ...order.map((e) => planned[e] as FilledExercise));
    for (const target of setsByTarget[index]?.values() ?? [])
      target.sets = order.map((e) => target.sets[e] as number);
  });
  /** The session's sets and warm-up for the week's rep target (else the nearest target's). */
  const sessionFor = (sessionIndex: number, week: WeekContext) => {
    const session = sessions[sessionIndex];
    const byTarget = setsByTarget[sessionIndex];
    const target = sessionWeek(week, sessionIndex).phase.repIndex;
    const chosen =
      byTarget?.get(target) ??
      [...(byTarget?.entries() ?? [])].sort(
        ([a], [b]) => Math.abs(a - target) - Math.abs(b - target),
      )[0]?.[1];
    return {
      exercises: (session?.exercises ?? []).map((item, e) => ({
        ...item,
        sets: chosen?.sets[e] ?? item.sets,
      })),
      warmUp: chosen?.warmUp ?? defaultWarmUp,
    };
  };
  const workoutSchedule: ScheduledPlanWorkout[] = [];
  // A light week cuts the sets of the normal week before it; the ramp-up weeks, with none before them, cut those of
  // the first normal week, the one they lead into (the checker measures them against it: a ramp-up cut from its
  // own rep target's sets could keep 70% of the first normal week's).
  let lastNormal: WeekContext | undefined = weeks.find(({ context }) => !context.phase.light)?.context;
  for (const { week, kind, context: weekContext } of weeks) {
    const setsFrom = weekContext.phase.light && lastNormal ? lastNormal : weekContext;
    if (!weekContext.phase.light) lastNormal = weekContext;
    sessions.forEach((_session, index) => {
      const dayName = days[index] ?? 'Monday';
      const planned = sessionFor(index, setsFrom);
      const dosed = dosesOf(planned.exercises, sessionWeek(weekContext, index));
      const day = sessions[index]?.kind;
      const doses = weekContext.phase.light && day ? lightWeekKeepingIntent(dosed, day) : dosed;
      const supersets = supersetsOf[index] ?? [];
      workoutSchedule.push({
        weekNumber: week,
        dayNumber: dayNumberOf(dayName),
        dayName,
        workout: {
          name: names[index] ?? 'Workout',
          duration: Math.max(1, Math.round(sessionSecondsOf(doses, planned.warmUp, supersets) / 60)),
          difficulty,
          notes: weekNote(kind, planned.warmUp),
          exercises: doses.map((dose, i) =>
            planExercise(
              dose,
              `w${week}-d${index + 1}-e${i + 1}`,
              kind === 'test' && index === 0 && i === 0,
              {
                superset: supersets[i],
                next:
                  supersets[i] !== undefined && supersets[i + 1] === supersets[i] ? doses[i + 1] : undefined,
              },
            ),
          ),
        },
      });
    });
  }
  return {
    ...describePlan({
      data,
      shape,
      goals: context.goals,
      maxes: context.maxes,
      avoided: avoidance.labels,
      returning: isReturning(data),
    }),
    duration: shape.weeks,
    totalWorkouts: workoutSchedule.length,
    workoutSchedule,
  };
}
