import { type LoadKind, loadKindOf } from '../exercises/load-kind.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { ladderOf } from '../exercises/variations.ts';
import { type OneRepMax, workingWeight } from '../records/one-rep-max.ts';
import type { ProgressionStyle } from '../strength-plans/options.ts';
import { formatRest, formatTempo, parseReps, type Range } from '../workouts/quantities.ts';
import {
  CARRY_PROGRESSION,
  CONDITIONING_GUIDANCE,
  DELOAD_LOAD_DROP_PERCENT,
  GOAL_GUIDANCE,
  goalFor,
  HOLD_PROGRESSION,
  LIGHT_WEEK_SET_SHARE,
  MIN_SET_SECONDS,
  PROGRESSION_RATE,
  percentForReps,
  progressionReps,
  REST_STEP_SECONDS,
  repTargetsFor,
  restRangeOf,
  SECONDS_PER_REP,
  START_BELOW_TABLE_PERCENT,
  type TrainingGoal,
} from './guidance.ts';
import { workSeconds } from './quantities.ts';
import { type Bounded, dosingClassOf, isLightWork } from './rep-bounds.ts';

/**
 * How each exercise of a plan gets harder week by week. Loaded lifts add load (a % of the max,
 * in steps by progression style, along the plan's rep scheme). What cannot add load climbs instead: a bodyweight
 * exercise adds reps through the goal's range, then moves to the next variation of its ladder (reps start again),
 * then slows its tempo; a band exercise adds reps, then moves to the next band; holds add seconds, carries metres.
 * Deload and return-to-training weeks keep the exercise and cut its sets to about 60 % (and its load by 10 %).
 */

/** Where a week sits for the loaded lifts: which rep target (0 heavy … 2 light), how many load steps in. */
export interface WeekPhase {
  repIndex: 0 | 1 | 2;
  loadSteps: number;
  loadStepPercent: number;
  /** Deload or return-to-training week: fewer sets, lighter load. */
  light: boolean;
}

/** A week for every exercise: its phase and how many normal weeks came before it (the non-loaded steps). */
export interface WeekContext {
  phase: WeekPhase;
  /** Normal (not light) weeks trained before this one. */
  trainedWeeks: number;
  style: ProgressionStyle;
}

export interface Dose {
  /** The exercise done this week: a harder variation of the planned one once its reps are mastered. */
  entry: ExerciseCatalogueEntry;
  goal: TrainingGoal;
  sets: number;
  reps: string;
  restSeconds: number;
  rest: string;
  weight: string;
  /** % of 1RM for loaded lifts. */
  percent?: number;
  /** Seconds a rep takes (tempo). */
  secondsPerRep: number;
  /** What the notes say about load, band and tempo. */
  note: string;
}

export const BANDS = ['Light band', 'Medium band', 'Heavy band', 'Extra-heavy band'] as const;

/** The band a weight text names, 0 lightest; undefined when it names none. */
export function bandLevelOf(weight: string): number | undefined {
  const index = BANDS.findIndex((band) => band.toLowerCase() === weight.trim().toLowerCase());
  return index === -1 ? undefined : index;
}

/**
 * The tempo a bodyweight exercise slows to once its harder variations run out, at the bottom of the rep window: 3 s
 * down and a pause, or 2 s down where the longer set would outgrow what its rest can give back (density takes the
 * work a set gains off its rest, never under the class's least): muscular endurance, whose 13–17-rep window makes
 * a 3-1-1-0 set a fifth longer than the top of the window, and heavy sets already at their least rest.
 */
function slowTempoOf(
  entry: ExerciseCatalogueEntry,
  goal: TrainingGoal,
  range: Range,
  sessionMinutes: number | undefined,
): { text: string; seconds: number; down: number } {
  const sides = entry.unilateral ? 2 : 1;
  const growth = (range.min * 5 - range.max * SECONDS_PER_REP) * sides;
  const giveBack = restFor(entry, goal, sessionMinutes) - restRangeOf(dosingClassOf(entry), goal).min;
  const down = GOAL_GUIDANCE[goal].restTarget <= 30 || growth > giveBack ? 2 : 3;
  return { text: formatTempo(down, 1), seconds: down + 2, down };
}
/** A jump from a paused dip: 1 s down, 2 s still, the jump. */
const PAUSED_JUMP = { text: formatTempo(1, 2), seconds: 4 } as const;

export interface DoseOptions {
  /** The sets of a normal week, decided when the session was filled. */
  sets: number;
  max?: OneRepMax;
  /** Harder variations the athlete may move to (performable, not avoided, at their level). */
  canUse: (entry: ExerciseCatalogueEntry) => boolean;
  /** The session's length asked, in minutes: short sessions rest less between heavy sets. */
  sessionMinutes?: number;
}

function lightSets(sets: number): number {
  return Math.max(1, Math.round(sets * LIGHT_WEEK_SET_SHARE));
}

/** Progression steps taken by this week: the style's rate per normal week trained. */
function stepsOf(week: WeekContext): number {
  return Math.floor(week.trainedWeeks * PROGRESSION_RATE[week.style]);
}

function loadedDose(
  entry: ExerciseCatalogueEntry,
  goal: TrainingGoal,
  week: WeekContext,
  options: DoseOptions,
): Omit<Dose, 'sets' | 'restSeconds' | 'rest' | 'goal'> {
  if (entry.measure !== 'reps') {
    // Loaded holds and carries: the distance or time grows; the load is one the athlete can keep good posture with.
    const amount = timedAmount(entry, week);
    return { entry, reps: amount, weight: '', secondsPerRep: SECONDS_PER_REP, note: '' };
  }
  const count = repTargetsFor(goal, entry)[week.phase.repIndex];
  const table = percentForReps(count);
  const progressed = table - START_BELOW_TABLE_PERCENT + week.phase.loadSteps * week.phase.loadStepPercent;
  const percent =
    Math.round((Math.min(table, progressed) - (week.phase.light ? DELOAD_LOAD_DROP_PERCENT : 0)) * 10) / 10;
  const weight = options.max ? workingWeight(options.max, percent) : '';
  const note = options.max
    ? `About ${Math.round(percent)}% of your estimated max.`
    : `Pick a load you could lift 2–3 more times than prescribed (about ${Math.round(percent)}% of your max).`;
  return { entry, reps: String(count), weight, percent, secondsPerRep: SECONDS_PER_REP, note };
}

function timedAmount(entry: ExerciseCatalogueEntry, week: WeekContext): string {
  const rule = entry.measure === 'metres' ? CARRY_PROGRESSION : HOLD_PROGRESSION;
  const amount = Math.min(rule.top, rule.start + stepsOf(week) * rule.step);
  return entry.measure === 'metres' ? `${amount} m` : `${amount} s`;
}

/**
 * Harder rungs of the exercise's ladder the athlete may use, easiest first: counted the same way (a rep exercise
 * does not turn into a hold), done with the same load (a bodyweight exercise does not turn into a weighted one) and
 * of the same class (a scapular pull-up's accessory dosing does not carry over to a pull-up).
 */
function harderVariations(
  entry: ExerciseCatalogueEntry,
  goal: TrainingGoal,
  canUse: DoseOptions['canUse'],
): ExerciseCatalogueEntry[] {
  const ladder = ladderOf(entry);
  if (!ladder) return [];
  const kind = loadKindOf(entry);
  return ladder.entries
    .slice(ladder.rung + 1)
    .filter(
      (next) =>
        next.measure === entry.measure &&
        loadKindOf(next) === kind &&
        next.exerciseClass === entry.exerciseClass &&
        (next.measure !== 'reps' || progressionReps(goal, next) !== undefined) &&
        canUse(next),
    );
}

function climbingDose(
  entry: ExerciseCatalogueEntry,
  goal: TrainingGoal,
  kind: LoadKind,
  week: WeekContext,
  options: DoseOptions,
): Omit<Dose, 'sets' | 'restSeconds' | 'rest' | 'goal'> {
  if (entry.measure !== 'reps') {
    const harder = harderVariations(entry, goal, options.canUse);
    const rule = entry.measure === 'metres' ? CARRY_PROGRESSION : HOLD_PROGRESSION;
    const span = Math.floor((rule.top - rule.start) / rule.step) + 1;
    const steps = stepsOf(week);
    const rung = Math.min(harder.length, Math.floor(steps / span));
    const current = rung === 0 ? entry : (harder[rung - 1] ?? entry);
    const inRung = rung < harder.length ? steps % span : steps - rung * span;
    const amount = Math.min(rule.top, rule.start + inRung * rule.step);
    return {
      entry: current,
      reps: `${amount} ${entry.measure === 'metres' ? 'm' : 's'}`,
      weight: kind === 'bodyweight' ? 'Bodyweight' : '',
      secondsPerRep: SECONDS_PER_REP,
      note: '',
    };
  }
  const range = progressionReps(goal, entry) ?? GOAL_GUIDANCE[goal].reps;
  const span = range.max - range.min + 1;
  const steps = stepsOf(week);
  const cycle = Math.floor(steps / span);
  const inCycle = steps % span;
  if (kind === 'band') {
    // Bands: the reps climb, then the next band from the bottom of the range; past the heaviest band, reps stay at the top.
    const band = Math.min(BANDS.length - 1, cycle);
    const reps = cycle < BANDS.length ? range.min + inCycle : range.max;
    return {
      entry,
      reps: String(reps),
      weight: BANDS[band] ?? 'Light band',
      secondsPerRep: SECONDS_PER_REP,
      note: 'Choose the band that leaves 2–3 reps in reserve; move to the next band when the weight column does.',
    };
  }
  const harder = harderVariations(entry, goal, options.canUse);
  // Each rung climbs its own window (an advanced variation caps reps lower, light work starts higher), from its
  // bottom: a step up a ladder starts again at few reps.
  const windowOf = (rung: ExerciseCatalogueEntry) => progressionReps(goal, rung) ?? range;
  if (cycle <= harder.length) {
    const rung = cycle === 0 ? entry : (harder[cycle - 1] ?? entry);
    return {
      entry: rung,
      reps: String(Math.min(windowOf(rung).max, windowOf(rung).min + inCycle)),
      weight: 'Bodyweight',
      secondsPerRep: SECONDS_PER_REP,
      note: '',
    };
  }
  // Out of harder variations: jumps stay at the top of the window and start each rep from a pause in the dip (no
  // bounce, so every jump is made from a standstill; a slow lowering is no way to jump); other exercises take the
  // slow tempo at the bottom of the window, where they stay.
  if (entry.pattern === 'plyometric' || entry.pattern === 'olympic') {
    return {
      entry: harder.at(-1) ?? entry,
      reps: String(windowOf(harder.at(-1) ?? entry).max),
      weight: 'Bodyweight',
      secondsPerRep: PAUSED_JUMP.seconds,
      note: `${PAUSED_JUMP.text}: pause 2 s in the dip before each jump.`,
    };
  }
  const last = harder.at(-1) ?? entry;
  const slow = slowTempoOf(last, goal, windowOf(last), options.sessionMinutes);
  return {
    entry: last,
    reps: String(windowOf(last).min),
    weight: 'Bodyweight',
    secondsPerRep: slow.seconds,
    note: `${slow.text}: lower for ${slow.down} s and pause at the bottom.`,
  };
}

/**
 * Conditioning intervals: rounds of work and rest (`intervalOf`), the work taking 15 s of the rest from the second
 * progression step (rest moves in round steps, so the work takes a whole step of it and the round keeps its length).
 */
function conditioningDose(
  entry: ExerciseCatalogueEntry,
  goal: TrainingGoal,
  week: WeekContext,
  sets: number,
): Dose {
  const start = intervalOf(goal);
  const gained = stepsOf(week) >= 2 ? REST_STEP_SECONDS : 0;
  const work = start.work + gained;
  const restSeconds = roundRest(start.rest - gained, CONDITIONING_GUIDANCE.restSeconds);
  return {
    entry,
    goal,
    sets: week.phase.light ? lightSets(sets) : sets,
    reps: `${work} s`,
    restSeconds,
    rest: formatRest(restSeconds),
    weight: loadKindOf(entry) === 'bodyweight' ? 'Bodyweight' : '',
    secondsPerRep: SECONDS_PER_REP,
    note: 'Intervals: steady hard effort for the time, then rest.',
  };
}

export const CONDITIONING_REST_SECONDS = 30;

/** An interval's first work and rest: 45 s on, 30 s off (within common interval practice). */
function intervalOf(_goal: TrainingGoal): { work: number; rest: number } {
  return { work: 45, rest: CONDITIONING_REST_SECONDS };
}

/**
 * Seconds one set and its rest take in a typical week, what a session is filled by: a climbing or timed exercise
 * at its start (density progression keeps that length), a loaded lift at its rep target (the mean of a block
 * plan's targets).
 */
export function referenceSetSeconds(
  entry: ExerciseCatalogueEntry,
  planGoal: TrainingGoal,
  repTarget: 0 | 1 | 2 | 'mean' = 1,
  sessionMinutes = 60,
): number {
  if (entry.pattern === 'conditioning') {
    const start = intervalOf(goalFor(planGoal, entry));
    return start.work + start.rest;
  }
  const goal = goalFor(planGoal, entry);
  const rest = restFor(entry, goal, sessionMinutes);
  if (entry.measure !== 'reps' || loadKindOf(entry) !== 'loaded')
    return startingWorkSeconds(entry, goal) + rest;
  const targets = repTargetsFor(goal, entry);
  const reps = repTarget === 'mean' ? (targets[0] + targets[1] + targets[2]) / 3 : targets[repTarget];
  return Math.max(MIN_SET_SECONDS, reps * SECONDS_PER_REP) * (entry.unilateral ? 2 : 1) + rest;
}

/** An exercise's dose in a week of the plan, for the goal the plan gives it. */
export function doseFor(
  entry: ExerciseCatalogueEntry,
  planGoal: TrainingGoal,
  week: WeekContext,
  options: DoseOptions,
): Dose {
  const goal = goalFor(planGoal, entry);
  if (entry.pattern === 'conditioning') return conditioningDose(entry, goal, week, options.sets);
  const kind = loadKindOf(entry);
  const base =
    kind === 'loaded'
      ? loadedDose(entry, goal, week, options)
      : climbingDose(entry, goal, kind, week, options);
  // Density: work a set gains over its starting dose comes off the rest (in round steps, inside the class's range),
  // so a set — and the session — keeps about its length while reps, holds and tempo grow.
  const gained =
    kind === 'loaded' && entry.measure === 'reps'
      ? 0
      : Math.max(
          0,
          setWorkSeconds(base.entry, base.reps, base.secondsPerRep) - startingWorkSeconds(entry, goal),
        );
  const restSeconds = roundRest(
    restFor(entry, goal, options.sessionMinutes) - gained,
    restRangeOf(dosingClassOf(entry), goal),
  );
  return {
    ...base,
    goal,
    sets: week.phase.light ? lightSets(options.sets) : options.sets,
    restSeconds,
    rest: formatRest(restSeconds),
  };
}

/** One set's work in seconds as prescribed (each side for one-sided exercises). */
function setWorkSeconds(entry: ExerciseCatalogueEntry, reps: string, secondsPerRep: number): number {
  return workSeconds(parseReps(reps), { secondsPerRep, sides: entry.unilateral ? 2 : 1 });
}

/** A set's work at the start of its progression: the bottom of the rep window, the first hold or distance. */
function startingWorkSeconds(entry: ExerciseCatalogueEntry, goal: TrainingGoal): number {
  const sides = entry.unilateral ? 2 : 1;
  if (entry.measure === 'seconds') return HOLD_PROGRESSION.start * sides;
  if (entry.measure === 'metres') return CARRY_PROGRESSION.start;
  return (
    Math.max(
      MIN_SET_SECONDS,
      (progressionReps(goal, entry) ?? GOAL_GUIDANCE[goal].reps).min * SECONDS_PER_REP,
    ) * sides
  );
}

/** A rest on the round steps a coach prescribes, inside the class's bounds. */
export function roundRest(seconds: number, bounds: Range): number {
  const step = REST_STEP_SECONDS;
  const rounded = Math.round(seconds / step) * step;
  return Math.min(
    Math.floor(bounds.max / step) * step,
    Math.max(Math.ceil(bounds.min / step) * step, rounded),
  );
}

/** Rest between sets of light work, at most (the goal's target when it is shorter). */
const LIGHT_WORK_REST_SECONDS = 45;

/**
 * Heavy loaded sets of a session this long rest 4 min (inside the table's 2–5): a long strength session is long
 * because its heavy sets rest fully, not because it ends in a circuit.
 */
const LONG_SESSION_MINUTES = 75;
const LONG_SESSION_HEAVY_REST_SECONDS = 240;

/** Rest of a hypertrophy or general-fitness main lift in a session of 30 minutes or less. */
const SHORT_SESSION_REST_SECONDS = 60;

/**
 * Rest between sets, by class: a main lift rests the goal's target (heavy sets of a short session 2 min at 30
 * minutes, 2½ min at 45, 4 min from 75; hypertrophy and general-fitness sets of a 30-minute session 60 s: still inside the table,
 * so its lifts fit); light work 45 s; accessory and core work of hypertrophy loading rest 60 s; other accessory,
 * core and interval work the goal's target, inside the class's range.
 */
export function restFor(entry: Bounded, goal: TrainingGoal, sessionMinutes = 60): number {
  const guidance = GOAL_GUIDANCE[goal];
  const bounds = restRangeOf(dosingClassOf(entry), goal);
  if (entry.exerciseClass === 'conditioning') return CONDITIONING_REST_SECONDS;
  // Light work (a band, an easy bodyweight exercise) tires little: 45 s between its sets of 10–20.
  if (isLightWork(entry)) return roundRest(Math.min(LIGHT_WORK_REST_SECONDS, guidance.restTarget), bounds);
  if (entry.exerciseClass !== 'main')
    return roundRest(goal === 'hypertrophy' ? 60 : guidance.restTarget, bounds);
  if ((goal === 'strength' || goal === 'power') && sessionMinutes <= 45)
    return Math.max(guidance.restSeconds.min, sessionMinutes <= 30 ? 120 : 150);
  if (
    (goal === 'strength' || goal === 'power') &&
    sessionMinutes >= LONG_SESSION_MINUTES &&
    loadKindOf(entry) === 'loaded'
  )
    return LONG_SESSION_HEAVY_REST_SECONDS;
  if ((goal === 'hypertrophy' || goal === 'general-fitness') && sessionMinutes <= 30)
    return Math.max(guidance.restSeconds.min, SHORT_SESSION_REST_SECONDS);
  return guidance.restTarget;
}
