import { LIMITS } from '../constants/limits.ts';
import type { ExerciseLevel, Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import { climbMuscles, ladderOf } from '../exercises/variations.ts';
import type { GeneratedPlan, PlanExercise, ProgramData, ScheduledPlanWorkout } from '../programs/schema.ts';
import type { WorkoutDifficulty } from '../workouts/options.ts';
import { avoidanceOf, avoidanceReason } from './avoidance.ts';
import { performableExercises } from './equipment-fit.ts';
import {
  GOAL_GUIDANCE,
  goalForPattern,
  hypertrophyWeeklySets,
  isAssistancePattern,
  MAJOR_MUSCLE_GROUPS,
  type MajorMuscleGroup,
  PULL_OVER_PUSH_MAX,
  PUSH_OVER_PULL_MAX,
  SESSION_LENGTH_TOLERANCE,
  SESSION_SETS_PER_MUSCLE,
  type TrainingGoal,
  trainingGoalsOf,
  WARM_UP_MINUTES,
  WEEKLY_SETS_PER_MUSCLE,
  warmUpMinutes,
} from './guidance.ts';
import { loadKindOf } from './load-kind.ts';
import { type OneRepMax, oneRepMaxesOf } from './one-rep-max.ts';
import {
  isReturning,
  type PlanShape,
  planShape,
  sessionRepIndex,
  weekKind,
  weekPhase,
} from './plan-model.ts';
import { describePlan, weekNote } from './plan-text.ts';
import { exercisePool } from './pool.ts';
import type { AvailableEquipment } from './port.ts';
import type { Random } from './prng.ts';
import { type Dose, doseFor, referenceSetSeconds, type WeekContext } from './progression.ts';
import { parseReps } from './quantities.ts';
import { dayNumberOf, trainingWeekdays } from './schedule-days.ts';
import { type FilledExercise, fillSession } from './session-fill.ts';
import { sessionSeconds } from './session-length.ts';
import {
  laterSessionReserve,
  SESSION_INTENTS,
  SESSION_TEMPLATES,
  type SessionKind,
  type Slot,
  servesIntent,
  sessionSetCaps,
  weeklySplit,
} from './sessions.ts';

/** At most this many exercises in a planned session, whatever its length. */
export const MAX_SESSION_EXERCISES = 16;
const MAX_ENDURANCE_EXERCISES = 20;

/** Exercises a session may hold: endurance work is at most 3 sets an exercise, so its long sessions take more. */
const maxExercisesOf = (context: { goals: readonly TrainingGoal[] }) =>
  context.goals[0] === 'endurance' ? MAX_ENDURANCE_EXERCISES : MAX_SESSION_EXERCISES;
/** The days a power plan's primer opens: those that train the legs. */
const LEG_DAYS: ReadonlySet<SessionKind> = new Set(['full', 'lower', 'legs']);
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

function maxLevelOf(data: ProgramData): ExerciseLevel {
  const experienced = data.experienceLevel === 'intermediate' || data.experienceLevel === 'advanced';
  return experienced && data.progression.complexityComfort !== 'simple' ? 'advanced' : 'intermediate';
}

const LEVEL_ORDER: Record<ExerciseLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };

interface PlanContext {
  data: ProgramData;
  shape: PlanShape;
  goals: TrainingGoal[];
  maxes: Map<string, OneRepMax>;
  /** Exercises the athlete may do at all: the equipment allows them, nothing avoided, at their level. */
  allowed: (entry: ExerciseCatalogEntry) => boolean;
  /**
   * The muscles weekly ceilings count an exercise's sets against: its primary movers and those of the harder rungs
   * the athlete can climb to over the plan (a pike push-up's handstand push-up also works the triceps).
   */
  ceilingMuscles: (entry: ExerciseCatalogEntry) => readonly Muscle[];
}

/**
 * The first goal loads the main lifts; a second goal, when given, loads the assistance work. Jumps and Olympic
 * lifts are power work whatever the order (a snatch is never done for 8 reps).
 */
function goalOf(context: PlanContext, entry: ExerciseCatalogEntry): TrainingGoal {
  if ((entry.pattern === 'olympic' || entry.pattern === 'plyometric') && context.goals.includes('power'))
    return 'power';
  const [main = 'general-fitness', second] = context.goals;
  return second !== undefined && isAssistancePattern(entry.pattern) ? second : main;
}

/**
 * The sets of a normal week an exercise starts with: the goal's minimum plus experience (one fewer for assistance
 * work), never below 2, so that a deload week's cut is a real one; at most the goal's maximum.
 */
function startingSets(context: PlanContext, entry: ExerciseCatalogEntry) {
  if (entry.pattern === 'conditioning') return { min: 4, max: 10 };
  const guidance = GOAL_GUIDANCE[goalForPattern(goalOf(context, entry), entry.pattern)];
  const assistance = isAssistancePattern(entry.pattern);
  const extra = Math.max(0, context.shape.extraSets - (assistance ? 1 : 0));
  const sets = guidance.sets;
  return { min: Math.min(sets.max, Math.max(2, sets.min + extra)), max: sets.max };
}

/** The fewest sets of a normal week the guidance allows (2 at least, so a deload still cuts). */
function lowestSets(context: PlanContext, entry: ExerciseCatalogEntry): number {
  if (entry.pattern === 'conditioning') return 4;
  return GOAL_GUIDANCE[goalForPattern(goalOf(context, entry), entry.pattern)].sets.min;
}

/** Each training day's exercises and sets, chosen once: the same lifts every week, so they can progress. */
function chooseSessions(context: PlanContext, equipment: AvailableEquipment, random: Random) {
  const { data, goals } = context;
  const power = goals.includes('power');
  const pool = exercisePool(equipment, avoidanceOf(data), { power, maxLevel: maxLevelOf(data) });
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
  const chosen = split.map((kind: SessionKind, sessionIndex) => {
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
    const template = SESSION_TEMPLATES[kind];
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
      // The lifts whose max the athlete gave come first (their working weights are known), then those using the
      // athlete's gear (a load can rise) before equipment-free ones; beginners and those asking for simple
      // exercises get beginner-level ones before the rest.
      rank: (entry) =>
        (context.maxes.has(entry.id) ? -2 : 0) +
        (loadKindOf(entry) === 'bodyweight' ? 1 : 0) +
        (simple && entry.level !== 'beginner' ? 1 : 0) +
        (startRungs.has(entry.id) || ladderOf(entry) === undefined ? 0 : 1),
    });
    return { kind, exercises, weeklySets };
  });
  return { sessions: chosen, pool };
}

/** The seconds of one week's session as prescribed, with its warm-up in minutes. */
function sessionSecondsOf(doses: readonly Dose[], warmUp: number): number {
  return sessionSeconds(
    doses.map((dose) => ({
      sets: dose.sets,
      reps: parseReps(dose.reps),
      restSeconds: dose.restSeconds,
      secondsPerRep: dose.secondsPerRep,
      sides: dose.entry.unilateral ? 2 : 1,
    })),
    warmUp,
  );
}

const PUSHES: ReadonlySet<string> = new Set(['horizontal-push', 'vertical-push']);
const PULLS: ReadonlySet<string> = new Set(['horizontal-pull', 'vertical-pull']);
const sideOf = (entry: ExerciseCatalogEntry) =>
  PUSHES.has(entry.pattern) ? 'push' : PULLS.has(entry.pattern) ? 'pull' : undefined;

/** The week's pushing and pulling sets, as the checker counts them (by pattern). */
function pushPullOf(sessions: readonly { exercises: readonly FilledExercise[] }[]) {
  const counts = { push: 0, pull: 0 };
  for (const session of sessions) {
    for (const item of session.exercises) {
      const which = sideOf(item.entry);
      if (which) counts[which] += item.sets;
    }
  }
  return counts;
}

const balanced = (counts: { push: number; pull: number }) =>
  counts.push <= PUSH_OVER_PULL_MAX * counts.pull && counts.pull <= PULL_OVER_PUSH_MAX * counts.push;

const LOWER_BODY: ReadonlySet<string> = new Set(['squat', 'hinge', 'lunge']);

/** A full body day keeps a lower-body lift and an upper-body lift if it had them (what the checker asks of it). */
function keepsDayWhole(
  kind: SessionKind,
  before: readonly FilledExercise[],
  after: readonly FilledExercise[],
): boolean {
  if (kind !== 'full') return true;
  const has = (list: readonly FilledExercise[], test: (entry: ExerciseCatalogEntry) => boolean) =>
    list.some((item) => test(item.entry));
  const lower = (entry: ExerciseCatalogEntry) => LOWER_BODY.has(entry.pattern);
  const upper = (entry: ExerciseCatalogEntry) => sideOf(entry) !== undefined;
  return (!has(before, lower) || has(after, lower)) && (!has(before, upper) || has(after, upper));
}

/**
 * Every full body day has a lower-body and an upper-body lift (point 7). When the week's sets for those muscles ran
 * out before a later day's (a power plan's jumps take leg sets too), that day's jump gives way to a lower-body lift;
 * otherwise one joins at its fewest sets, within the weekly ceiling or with sets taken off other days' work.
 */
function wholeFullBodyDays(
  sessions: readonly { kind: SessionKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogEntry[],
): void {
  const lower = (entry: ExerciseCatalogEntry) => LOWER_BODY.has(entry.pattern);
  const upper = (entry: ExerciseCatalogEntry) => sideOf(entry) !== undefined;
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

function addFullBodyLift(
  session: { exercises: FilledExercise[] },
  sessions: readonly { kind: SessionKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogEntry[],
  isLift: (entry: ExerciseCatalogEntry) => boolean,
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
  const fits = (entry: ExerciseCatalogEntry, sets: number) =>
    context
      .ceilingMuscles(entry)
      .every(
        (m) =>
          (muscleSets.get(m) ?? 0) -
            (freed !== undefined && context.ceilingMuscles(freed.entry).includes(m as Muscle)
              ? freed.sets
              : 0) +
            sets <=
          WEEKLY_SETS_PER_MUSCLE.max,
      );
  const candidates = pool
    .filter((entry) => isLift(entry) && !session.exercises.some((item) => item.entry.id === entry.id))
    .sort((a, b) => Number(used.has(a.id)) - Number(used.has(b.id)));
  // One that fits the ceiling; else the first, with sets taken off the other days' work for its muscles.
  const entry =
    candidates.find((candidate) => fits(candidate, Math.max(2, lowestSets(context, candidate)))) ??
    candidates.find((candidate) =>
      makeRoom(candidate, Math.max(2, lowestSets(context, candidate)), muscleSets, sessions, context, freed),
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
 * at `sets`; false, with nothing changed, when they cannot be.
 */
function makeRoom(
  entry: ExerciseCatalogEntry,
  sets: number,
  muscleSets: ReadonlyMap<string, number>,
  sessions: readonly { kind: SessionKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  freed: FilledExercise | undefined,
): boolean {
  const items = sessions.flatMap((session) => session.exercises).filter((item) => item !== freed);
  const cuts = new Map<FilledExercise, number>();
  const dropped = new Set<FilledExercise>();
  /** An exercise a day can lose whole: not its first, and the day stays whole without it. */
  const droppable = (item: FilledExercise) => {
    const session = sessions.find((s) => s.exercises.includes(item));
    if (!session || session.exercises[0] === item) return false;
    const rest = session.exercises.filter((other) => other !== item && !dropped.has(other));
    return keepsDayWhole(session.kind, session.exercises, rest);
  };
  const counts = new Map(muscleSets);
  for (const muscle of freed ? context.ceilingMuscles(freed.entry) : [])
    counts.set(muscle, (counts.get(muscle) ?? 0) - (freed?.sets ?? 0));
  const left = (item: FilledExercise) => item.sets - (cuts.get(item) ?? 0);
  for (const muscle of context.ceilingMuscles(entry)) {
    while ((counts.get(muscle) ?? 0) + sets > WEEKLY_SETS_PER_MUSCLE.max) {
      const cut = items
        .filter(
          (item) =>
            item.entry.pattern !== 'conditioning' &&
            context.ceilingMuscles(item.entry).includes(muscle) &&
            left(item) > Math.max(2, lowestSets(context, item.entry)),
        )
        .sort((a, b) => left(b) - left(a))[0];
      if (cut) {
        cuts.set(cut, (cuts.get(cut) ?? 0) + 1);
        for (const m of context.ceilingMuscles(cut.entry)) counts.set(m, (counts.get(m) ?? 0) - 1);
        continue;
      }
      // Every set at its fewest: another day's second exercise for the muscle leaves that day.
      const drop = items.find(
        (item) =>
          !dropped.has(item) &&
          item.entry.pattern !== 'conditioning' &&
          context.ceilingMuscles(item.entry).includes(muscle) &&
          droppable(item),
      );
      if (!drop) return false;
      dropped.add(drop);
      for (const m of context.ceilingMuscles(drop.entry)) counts.set(m, (counts.get(m) ?? 0) - left(drop));
    }
  }
  for (const [item, cut] of cuts) item.sets -= cut;
  for (const session of sessions)
    for (const item of dropped) {
      const index = session.exercises.indexOf(item);
      if (index !== -1) session.exercises.splice(index, 1);
    }
  return true;
}

/** The week's sets per muscle as the weekly ceiling counts them (intervals are not hard sets). */
function ceilingSetsOf(
  sessions: readonly { exercises: readonly FilledExercise[] }[],
  context: PlanContext,
): Map<string, number> {
  const sets = new Map<string, number>();
  for (const item of sessions.flatMap((session) => session.exercises)) {
    if (item.entry.pattern === 'conditioning') continue;
    for (const muscle of context.ceilingMuscles(item.entry))
      sets.set(muscle, (sets.get(muscle) ?? 0) + item.sets);
  }
  return sets;
}

/** How far a week is from balanced pushing and pulling, in sets (0 when balanced or one side is absent). */
const imbalance = (counts: { push: number; pull: number }) =>
  counts.push === 0 || counts.pull === 0
    ? 0
    : Math.max(
        0,
        counts.push - PUSH_OVER_PULL_MAX * counts.pull,
        counts.pull - PULL_OVER_PUSH_MAX * counts.push,
      );

/**
 * Point 7 over the week: sets moved until pushing is at most 1.5× pulling and pulling at most 2× pushing — a set
 * onto the lagging side where it has room, else a set off the leading side (never below the guidance's minimum).
 */
function balanceWeek(
  sessions: readonly { kind: SessionKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogEntry[],
): void {
  for (let step = 0; step < 200; step++) {
    const counts = pushPullOf(sessions);
    if (counts.push === 0 || counts.pull === 0 || balanced(counts)) return;
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
    const groups = groupSetsOf(sessions);
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
    // Every set of the leading side at its fewest: one of its exercises leaves (never a day's first, nor one a
    // hypertrophy plan's weekly volume needs).
    if (!dropLeading(sessions, context, lagging === 'pull' ? 'push' : 'pull')) return;
  }
}

/**
 * An exercise for the lagging side of push and pull, at its fewest sets, on the day with most time to spare that
 * serves it (a second row on an upper day whose row is at its most sets); false when none fits.
 */
function addSideExercise(
  side: 'push' | 'pull',
  sessions: readonly { kind: SessionKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogEntry[],
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
      (candidate) => servesIntent(session.kind, candidate) && !sharesLadder(session.exercises, candidate),
    );
    if (!entry) continue;
    session.exercises.push({ entry, sets: Math.max(2, lowestSets(context, entry)) });
    return true;
  }
  return false;
}

/** Whether a session already holds the exercise or another rung of its ladder. */
function sharesLadder(exercises: readonly FilledExercise[], candidate: ExerciseCatalogEntry): boolean {
  const ladder = ladderOf(candidate)?.entries[0]?.id;
  return exercises.some(
    (item) =>
      item.entry.id === candidate.id ||
      (ladder !== undefined && ladderOf(item.entry)?.entries[0]?.id === ladder),
  );
}

/** A session's length in a typical week, by the sets it holds. */
function weekLoad(session: { exercises: readonly FilledExercise[] }, context: PlanContext): number {
  return session.exercises.reduce(
    (sum, item) =>
      sum +
      item.sets *
        referenceSetSeconds(item.entry, goalOf(context, item.entry), 1, context.data.sessionDuration),
    0,
  );
}

/** Whether `sets` fewer of an exercise leave every major group the hypertrophy volume it had or needs. */
function keepsVolume(
  entry: ExerciseCatalogEntry,
  sets: number,
  groups: ReadonlyMap<MajorMuscleGroup, number>,
  context: PlanContext,
): boolean {
  if (!context.goals.includes('hypertrophy')) return true;
  const required = hypertrophyWeeklySets(context.data.trainingDays * context.data.sessionDuration);
  return MAJOR_GROUPS.every(
    (group) =>
      groupShare(entry, group) === 0 ||
      (groups.get(group) ?? 0) - groupShare(entry, group) * sets >= required,
  );
}

/** The leading side's exercise with the fewest sets leaves its day; false when none may. */
function dropLeading(
  sessions: readonly { exercises: FilledExercise[] }[],
  context: PlanContext,
  side: 'push' | 'pull',
): boolean {
  const groups = groupSetsOf(sessions);
  const candidates = sessions
    .flatMap((session) => session.exercises.map((item, index) => ({ session, item, index })))
    .filter(
      ({ item, index }) =>
        index > 0 && sideOf(item.entry) === side && keepsVolume(item.entry, item.sets, groups, context),
    )
    .sort((a, b) => a.item.sets - b.item.sets || b.index - a.index);
  const drop = candidates[0];
  if (!drop) return false;
  drop.session.exercises.splice(drop.index, 1);
  return true;
}

/** A major group's hard sets in a week: 1 for each set where it is a primary mover, ½ where only a secondary one. */
export function groupShare(entry: ExerciseCatalogEntry, group: MajorMuscleGroup): number {
  if (entry.pattern === 'conditioning') return 0;
  const muscles: readonly Muscle[] = MAJOR_MUSCLE_GROUPS[group];
  if (entry.primaryMuscles.some((m) => muscles.includes(m))) return 1;
  return entry.secondaryMuscles.some((m) => muscles.includes(m)) ? 0.5 : 0;
}

function groupSetsOf(sessions: readonly { exercises: readonly FilledExercise[] }[]) {
  const sets = new Map<MajorMuscleGroup, number>();
  for (const session of sessions) {
    for (const item of session.exercises) {
      for (const group of MAJOR_GROUPS)
        sets.set(group, (sets.get(group) ?? 0) + groupShare(item.entry, group) * item.sets);
    }
  }
  return sets;
}

const MAJOR_GROUPS = Object.keys(MAJOR_MUSCLE_GROUPS) as MajorMuscleGroup[];

/**
 * Point 7 for hypertrophy plans: each major group the athlete can train gets the week's hard sets (10, or what the
 * week's time allows): a set onto the exercise that trains the group as a primary mover and has most room.
 */
function volumeWeek(
  sessions: readonly { kind: SessionKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogEntry[],
): void {
  if (!context.goals.includes('hypertrophy')) return;
  const required = hypertrophyWeeklySets(context.data.trainingDays * context.data.sessionDuration);
  for (let step = 0; step < 200; step++) {
    const sets = groupSetsOf(sessions);
    const items = sessions.flatMap((session) => session.exercises);
    const short = MAJOR_GROUPS.filter((group) => (sets.get(group) ?? 0) < required);
    const muscleSets = ceilingSetsOf(sessions, context);
    const grow = short
      .flatMap((group) =>
        items.filter(
          (item) =>
            groupShare(item.entry, group) === 1 &&
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
    // No chosen exercise trains a short group as a prime mover: one that does joins a day that trains it.
    if (!short.some((group) => addExerciseFor(group, sessions, context, pool, muscleSets))) return;
  }
}

/** An exercise for a major group, at its fewest sets, on the first day whose intent trains the group. */
function addExerciseFor(
  group: MajorMuscleGroup,
  sessions: readonly { kind: SessionKind; exercises: FilledExercise[] }[],
  context: PlanContext,
  pool: readonly ExerciseCatalogEntry[],
  muscleSets: ReadonlyMap<string, number>,
): boolean {
  const muscles: readonly Muscle[] = MAJOR_MUSCLE_GROUPS[group];
  const fits = (entry: ExerciseCatalogEntry) =>
    context
      .ceilingMuscles(entry)
      .every((m) => (muscleSets.get(m) ?? 0) + lowestSets(context, entry) <= WEEKLY_SETS_PER_MUSCLE.max);
  const candidates = pool
    .filter((entry) => entry.pattern !== 'conditioning' && groupShare(entry, group) === 1)
    // The athlete's gear before bodyweight, compound lifts before isolation.
    .sort(
      (a, b) =>
        Number(loadKindOf(a) === 'bodyweight') - Number(loadKindOf(b) === 'bodyweight') ||
        Number(isAssistancePattern(a.pattern)) - Number(isAssistancePattern(b.pattern)),
    );
  // The day with the most time to spare first (its typical-week length, by the sets it holds); one that fits the
  // weekly ceiling, else one for which other exercises give up sets (a squat's glutes off a third bridge).
  const days = [...sessions]
    .sort((a, b) => weekLoad(a, context) - weekLoad(b, context))
    .filter(
      (session) =>
        SESSION_INTENTS[session.kind].muscles.some((m) => muscles.includes(m)) &&
        session.exercises.length < maxExercisesOf(context),
    );
  for (const roomy of [true, false]) {
    for (const session of days) {
      const entry = candidates.find(
        (candidate) =>
          servesIntent(session.kind, candidate) &&
          !sharesLadder(session.exercises, candidate) &&
          (roomy
            ? fits(candidate)
            : makeRoom(
                candidate,
                Math.max(2, lowestSets(context, candidate)),
                muscleSets,
                sessions,
                context,
                undefined,
              )),
      );
      if (!entry) continue;
      session.exercises.push({ entry, sets: Math.max(2, lowestSets(context, entry)) });
      return true;
    }
  }
  return false;
}

/**
 * Sets moved so that every normal week's session lands within the tolerance of the length asked: the sessions were
 * filled for a typical week, and reps, holds and tempos grow over the plan. Each step takes the one-set move (a set
 * off an exercise above the guidance's minimum, or onto one below its maximum and the weekly ceiling) that leaves the
 * worst week closest to the band; `perSet[e][w]` is one set of exercise e with its rest in normal week w.
 */
function centreSession(
  exercises: FilledExercise[],
  perSet: readonly (readonly number[])[],
  warmUp: { seconds: number },
  context: PlanContext,
  weeklySets: Map<string, number>,
  week?: { push: number; pull: number },
  floors?: Map<MajorMuscleGroup, number> & { required: number },
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
  const ceilingAllows = (entry: ExerciseCatalogEntry) =>
    entry.pattern === 'conditioning' ||
    context
      .ceilingMuscles(entry)
      .every((muscle) => (weeklySets.get(muscle) ?? 0) < WEEKLY_SETS_PER_MUSCLE.max);
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
              groupShare(item.entry, g) > 0 &&
              (floors.get(g) ?? 0) - groupShare(item.entry, g) < floors.required,
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
        floors.set(g, (floors.get(g) ?? 0) + groupShare(item.entry, g) * best.delta);
    if (item.entry.pattern !== 'conditioning') {
      for (const muscle of context.ceilingMuscles(item.entry))
        weeklySets.set(muscle, (weeklySets.get(muscle) ?? 0) + best.delta);
    }
    current = best.miss;
  }
  return current;
}

/**
 * Rest factors tried, nearest the usual rest first, when sets and warm-up alone cannot centre a session: rest
 * within the goal's bounds (conditioning 30 s on, 15–60 s off) is how a coach fits a thin kit to the time.
 */
const REST_FACTORS = [1, 0.9, 1.1, 0.8, 1.25, 0.7, 1.5, 0.6, 1.75, 0.5, 2, 2.5, 3];

interface Centring {
  exercises: FilledExercise[];
  warmUp: { seconds: number };
  weeklySets: Map<string, number>;
  week?: { push: number; pull: number };
  floors?: Map<MajorMuscleGroup, number> & { required: number };
}

/**
 * A session centred on the length asked: sets and warm-up at the usual rest, then at other rests until one lands
 * it (or the nearest); what was chosen is written back into `state`. `perSetAt(f)` is `perSet` at rest factor f.
 */
function centreWithRest(
  state: Centring,
  perSetAt: (factor: number) => readonly (readonly number[])[],
  context: PlanContext,
): { factor: number; miss: number } {
  let chosen: { factor: number; miss: number; trial: Centring } | undefined;
  for (const factor of REST_FACTORS) {
    const trial: Centring = {
      exercises: state.exercises.map((item) => ({ ...item })),
      warmUp: { ...state.warmUp },
      weeklySets: new Map(state.weeklySets),
      ...(state.week ? { week: { ...state.week } } : {}),
      ...(state.floors
        ? { floors: Object.assign(new Map(state.floors), { required: state.floors.required }) }
        : {}),
    };
    const miss = centreSession(
      trial.exercises,
      perSetAt(factor),
      trial.warmUp,
      context,
      trial.weeklySets,
      trial.week,
      trial.floors,
    );
    if (!chosen || miss < chosen.miss) chosen = { factor, miss, trial };
    if (miss <= 0) break;
  }
  if (!chosen) return { factor: 1, miss: 0 };
  const { trial } = chosen;
  state.exercises.forEach((item, e) => {
    item.sets = trial.exercises[e]?.sets ?? item.sets;
  });
  state.warmUp.seconds = trial.warmUp.seconds;
  for (const [key, value] of trial.weeklySets) state.weeklySets.set(key, value);
  if (state.week && trial.week) Object.assign(state.week, trial.week);
  if (state.floors && trial.floors) for (const [key, value] of trial.floors) state.floors.set(key, value);
  return { factor: chosen.factor, miss: chosen.miss };
}

const TEST_NOTE = {
  loaded:
    'Test: after warming up, work up to one hard set of 3–5 reps and re-estimate your max (Epley) for the coming weeks.',
  other: 'Test: make the first set as many good reps (or seconds) as you can, and note it.',
} as const;

function planExercise(dose: Dose, id: string, test: boolean): PlanExercise {
  const notes = [
    test ? (dose.percent === undefined ? TEST_NOTE.other : TEST_NOTE.loaded) : '',
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
  };
}

function sessionNames(sessions: readonly { kind: SessionKind }[]): string[] {
  const seen = new Map<SessionKind, number>();
  return sessions.map(({ kind }) => {
    const count = sessions.filter((session) => session.kind === kind).length;
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    const name = SESSION_TEMPLATES[kind].name;
    return count > 1 ? `${name} ${String.fromCharCode(65 + index)}` : name;
  });
}

export function buildPlan(data: ProgramData, equipment: AvailableEquipment, random: Random): GeneratedPlan {
  const shape = planShape(data);
  const avoidance = avoidanceOf(data);
  const maxLevel = LEVEL_ORDER[maxLevelOf(data)];
  const context: PlanContext = {
    data,
    shape,
    goals: trainingGoalsOf(data.primaryGoals),
    maxes: oneRepMaxesOf(data),
    allowed: (entry) =>
      avoidanceReason(entry, avoidance) === undefined && LEVEL_ORDER[entry.level] <= maxLevel,
    ceilingMuscles: (entry) => {
      let muscles = climbing.get(entry.id);
      if (!muscles) {
        muscles = climbMuscles(entry, canUse);
        climbing.set(entry.id, muscles);
      }
      return muscles;
    },
  };
  const climbing = new Map<string, readonly Muscle[]>();
  const performable = new Set(performableExercises(equipment).map((entry) => entry.id));
  const canUse = (entry: ExerciseCatalogEntry) => performable.has(entry.id) && context.allowed(entry);
  const pools = chooseSessions(context, equipment, random);
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
  const dosesOf = (exercises: readonly FilledExercise[], week: WeekContext, restFactor = 1) =>
    exercises.map((item) =>
      doseFor(item.entry, goalOf(context, item.entry), week, {
        sets: item.sets,
        ...(context.maxes.has(item.entry.id) ? { max: context.maxes.get(item.entry.id) } : {}),
        canUse,
        sessionMinutes: data.sessionDuration,
        restFactor,
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

  const checkedVolume = context.goals.includes('hypertrophy')
    ? Object.assign(groupSetsOf(sessions), {
        required: hypertrophyWeeklySets(data.trainingDays * data.sessionDuration),
      })
    : undefined;
  type Shared = Pick<Centring, 'weeklySets' | 'floors'> & { week: { push: number; pull: number } };
  /** The week-wide counts a session's centring may move, copied so a trial can be thrown away. */
  const copyOf = (from: Shared): Shared => ({
    weeklySets: new Map(from.weeklySets),
    week: { ...from.week },
    ...(from.floors
      ? { floors: Object.assign(new Map(from.floors), { required: from.floors.required }) }
      : {}),
  });
  /** Each rep target's sets, warm-up and rest for a session's exercises, and how far the worst week misses. */
  const centreTargets = (exercises: readonly FilledExercise[], sessionIndex: number, shared: Shared) => {
    const byTarget = new Map<number, { sets: number[]; warmUp: number; restFactor: number }>();
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
      const perSetAt = (restFactor: number) => {
        const perWeek = weeksOfTarget.map((week) => dosesOf(single, week, restFactor));
        return planned.map((_, e) =>
          perWeek.map((doses) => {
            const dose = doses[e];
            return dose ? sessionSecondsOf([dose], 0) : 0;
          }),
        );
      };
      const warmUp = { seconds: defaultWarmUp * 60 };
      const checked = target === checkedTarget;
      const centred = centreWithRest(
        {
          exercises: planned,
          warmUp,
          weeklySets: shared.weeklySets,
          ...(checked ? { week: shared.week } : {}),
          ...(checked && shared.floors ? { floors: shared.floors } : {}),
        },
        perSetAt,
        context,
      );
      miss = Math.max(miss, centred.miss);
      byTarget.set(target, {
        sets: planned.map((item) => item.sets),
        warmUp: warmUp.seconds / 60,
        restFactor: centred.factor,
      });
    }
    return { byTarget, miss };
  };
  const shared: Shared = {
    weeklySets: weekMuscles,
    week: checkedWeek,
    ...(checkedVolume ? { floors: checkedVolume } : {}),
  };
  const setsByTarget = sessions.map((session, sessionIndex) => {
    let trial = copyOf(shared);
    let result = centreTargets(session.exercises, sessionIndex, trial);
    // Still too long with every set at its fewest, the warm-up and rest at their shortest: an exercise leaves the
    // session (never its first, nor what keeps the day whole, the week balanced or a muscle's volume).
    for (let drops = 0; result.miss > 0 && drops < 3; drops++) {
      let best: { index: number; trial: Shared; result: typeof result } | undefined;
      session.exercises.forEach((item, index) => {
        if (index === 0 || session.exercises.length <= 3) return;
        const rest = session.exercises.filter((_, i) => i !== index);
        if (!keepsDayWhole(session.kind, session.exercises, rest)) return;
        const without = copyOf(shared);
        const side = sideOf(item.entry);
        // Never the week's last push or pull (the week would lose a side the kit can train).
        if (side && without.week[side] <= item.sets) return;
        if (side) without.week[side] -= item.sets;
        if (imbalance(without.week) > imbalance(shared.week)) return;
        if (item.entry.pattern !== 'conditioning')
          for (const muscle of context.ceilingMuscles(item.entry))
            without.weeklySets.set(muscle, (without.weeklySets.get(muscle) ?? 0) - item.sets);
        const { floors } = without;
        if (floors) {
          for (const group of MAJOR_GROUPS) {
            const before = floors.get(group) ?? 0;
            const after = before - groupShare(item.entry, group) * item.sets;
            if (after < floors.required && after < before) return;
            floors.set(group, after);
          }
        }
        const centred = centreTargets(rest, sessionIndex, without);
        if (centred.miss < (best?.result.miss ?? result.miss))
          best = { index, trial: without, result: centred };
      });
      if (!best) break;
      session.exercises.splice(best.index, 1);
      trial = best.trial;
      result = best.result;
    }
    for (const [key, value] of trial.weeklySets) shared.weeklySets.set(key, value);
    Object.assign(shared.week, trial.week);
    if (shared.floors && trial.floors) for (const [key, value] of trial.floors) shared.floors.set(key, value);
    return result.byTarget;
  });
  /** The session's sets, warm-up and rest for the week's rep target (else the nearest target's). */
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
      restFactor: chosen?.restFactor ?? 1,
    };
  };
  const workoutSchedule: ScheduledPlanWorkout[] = [];
  // A deload cuts the sets of the week before it (a light week with none before takes its nearest target's).
  let lastNormal: WeekContext | undefined;
  for (const { week, kind, context: weekContext } of weeks) {
    const setsFrom = weekContext.phase.light && lastNormal ? lastNormal : weekContext;
    if (!weekContext.phase.light) lastNormal = weekContext;
    sessions.forEach((_session, index) => {
      const dayName = days[index] ?? 'Monday';
      const planned = sessionFor(index, setsFrom);
      const doses = dosesOf(planned.exercises, sessionWeek(weekContext, index), planned.restFactor);
      workoutSchedule.push({
        weekNumber: week,
        dayNumber: dayNumberOf(dayName),
        dayName,
        workout: {
          name: names[index] ?? 'Workout',
          duration: Math.max(1, Math.round(sessionSecondsOf(doses, planned.warmUp) / 60)),
          difficulty,
          notes: weekNote(kind, planned.warmUp),
          exercises: doses.map((dose, i) =>
            planExercise(dose, `w${week}-d${index + 1}-e${i + 1}`, kind === 'test' && index === 0 && i === 0),
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
