import type { ExerciseClass, MovementPattern, Muscle } from '../exercises/options.ts';
import type { PrimaryGoal, ProgressionStyle, TestingFrequency, TimeOff } from '../strength-plans/options.ts';
import type { Range } from '../workouts/quantities.ts';
import { type Bounded, dosingClassOf, FEWEST_REPS, repRangeFor } from './rep-bounds.ts';

/**
 * The numbers both coaches are held to. Every number and its source is listed in the domain README,
 * section "Coach guidance"; change both together.
 */

/** The goals of the NSCA goal table, plus general fitness (ACSM). */
export const TRAINING_GOALS = ['strength', 'power', 'hypertrophy', 'endurance', 'general-fitness'] as const;
export type TrainingGoal = (typeof TRAINING_GOALS)[number];

export interface GoalGuidance {
  label: string;
  reps: Range;
  sets: Range;
  restSeconds: Range;
  percentOneRepMax: Range;
  /** What the built-in coach prescribes for the goal's main lifts: reps for weeks of low, mid and high volume. */
  repTargets: readonly [number, number, number];
  restTarget: number;
}

export const GOAL_GUIDANCE: Record<TrainingGoal, GoalGuidance> = {
  strength: {
    label: 'strength',
    reps: { min: 1, max: 6 },
    sets: { min: 2, max: 6 },
    restSeconds: { min: 120, max: 300 },
    percentOneRepMax: { min: 85, max: 100 },
    repTargets: [3, 5, 6],
    restTarget: 180,
  },
  power: {
    label: 'power',
    reps: { min: 1, max: 5 },
    sets: { min: 3, max: 5 },
    restSeconds: { min: 120, max: 300 },
    percentOneRepMax: { min: 75, max: 90 },
    repTargets: [2, 3, 5],
    restTarget: 180,
  },
  hypertrophy: {
    label: 'hypertrophy',
    reps: { min: 6, max: 12 },
    sets: { min: 3, max: 6 },
    restSeconds: { min: 30, max: 90 },
    percentOneRepMax: { min: 67, max: 85 },
    repTargets: [6, 8, 12],
    restTarget: 90,
  },
  endurance: {
    label: 'muscular endurance',
    reps: { min: 12, max: 20 },
    sets: { min: 2, max: 3 },
    restSeconds: { min: 0, max: 30 },
    percentOneRepMax: { min: 50, max: 67 },
    repTargets: [12, 15, 20],
    restTarget: 30,
  },
  'general-fitness': {
    label: 'general fitness',
    reps: { min: 8, max: 15 },
    sets: { min: 2, max: 4 },
    restSeconds: { min: 60, max: 180 },
    percentOneRepMax: { min: 60, max: 80 },
    repTargets: [8, 10, 12],
    restTarget: 90,
  },
};

/** The wizard's goals read as goal-table goals. */
export const PRIMARY_GOAL_TRAINING_GOAL: Record<PrimaryGoal, TrainingGoal> = {
  strength: 'strength',
  hypertrophy: 'hypertrophy',
  'athletic-performance': 'power',
  // Resistance training in a deficit is there to keep muscle: hypertrophy loading, short rests.
  'fat-loss': 'hypertrophy',
  'general-fitness': 'general-fitness',
  'endurance-strength': 'endurance',
  // Rehabilitation is not prescribed here; moderate general-fitness loading is the safe default.
  rehabilitation: 'general-fitness',
};

/** Loaded carries one session takes: a farmer's walk and a one-sided carry train the grip and trunk; more is a medley. */
export const CARRIES_PER_SESSION = 2;

/**
 * Interval exercises the built-in coach fills a session with: as many as the time takes where endurance comes first
 * (its circuits are the session's own work); three kinds are a conditioning block where conditioning is a goal's work (endurance, general fitness, fat loss, rehabilitation, or no goal said); a plan only for
 * strength, size or power takes one finisher while filling (its heavy sets rest longer in long sessions instead),
 * and more only when a session its lifts and core work cannot fill would otherwise come in short.
 */
export const INTERVAL_EXERCISES_PER_SESSION = { conditioning: 3, lifting: 1 } as const;
const CONDITIONING_GOALS: ReadonlySet<PrimaryGoal> = new Set([
  'fat-loss',
  'general-fitness',
  'endurance-strength',
  'rehabilitation',
]);

export function intervalExercisesAllowed(goals: readonly PrimaryGoal[]): number {
  if (goals[0] === 'endurance-strength') return Number.POSITIVE_INFINITY;
  return goals.length === 0 || goals.some((goal) => CONDITIONING_GOALS.has(goal))
    ? INTERVAL_EXERCISES_PER_SESSION.conditioning
    : INTERVAL_EXERCISES_PER_SESSION.lifting;
}

/** The goals of a wizard answer set; general fitness when none is chosen. */
export function trainingGoalsOf(goals: readonly PrimaryGoal[]): TrainingGoal[] {
  const mapped = [...new Set(goals.map((goal) => PRIMARY_GOAL_TRAINING_GOAL[goal]))];
  return mapped.length > 0 ? mapped : ['general-fitness'];
}

/**
 * NSCA's "core" exercises (multi-joint, large muscles) take the goal's loading. Assistance exercises (isolation,
 * core, carries) of a strength or power programme are trained with hypertrophy loading instead.
 */
const ASSISTANCE_PATTERNS: ReadonlySet<MovementPattern> = new Set([
  'isolation',
  'core',
  'carry',
  'conditioning',
]);

export function isAssistancePattern(pattern: MovementPattern): boolean {
  return ASSISTANCE_PATTERNS.has(pattern);
}

/** An exercise the goal's table does not load: accessory and core work (by the class it is dosed by). */
export function isAssistance(entry: Bounded): boolean {
  const dosing = dosingClassOf(entry);
  return dosing === 'accessory' || dosing === 'core';
}

/** Rest is prescribed in round values: a multiple of this many seconds. */
export const REST_STEP_SECONDS = 15;

/**
 * Rest by the exercise's class, whatever the goal, for all but main lifts (which rest by the goal's table):
 * accessory work 30–180 s, core work and holds 15–120 s (0–60 s in an endurance circuit), intervals 0–120 s.
 */
export const CLASS_REST_SECONDS = {
  accessory: { min: 30, max: 180 },
  core: { min: 15, max: 120 },
  enduranceCore: { min: 0, max: 60 },
  conditioning: { min: 0, max: 120 },
} as const satisfies Record<string, Range>;

/** The rest an exercise of this class may have under this goal (the goal whose loading it gets). */
export function restRangeOf(exerciseClass: ExerciseClass, goal: TrainingGoal): Range {
  if (exerciseClass === 'main') return GOAL_GUIDANCE[goal].restSeconds;
  if (exerciseClass === 'core' && goal === 'endurance') return CLASS_REST_SECONDS.enduranceCore;
  return CLASS_REST_SECONDS[exerciseClass];
}

type Dosed = Bounded;

/**
 * The prescriptions an exercise may have under these goals (any one box must hold it whole): the goal's table, plus
 * hypertrophy loading for a strength or power goal's accessory and core work; rest by class, reps inside the
 * exercise's own bounds (`repRangeFor`). A goal that leaves the exercise no reps gives no box.
 */
export function allowedGuidance(goals: readonly TrainingGoal[], entry: Dosed): GoalGuidance[] {
  const heavy = goals.some((goal) => goal === 'strength' || goal === 'power');
  const chosen: TrainingGoal[] = [...goals];
  if (heavy && isAssistance(entry)) chosen.push('hypertrophy');
  return chosen.flatMap((goal) => {
    const box = GOAL_GUIDANCE[goal];
    const reps = entry.measure === 'reps' ? repRangeFor(box.reps, entry) : box.reps;
    return reps ? [{ ...box, reps, restSeconds: restRangeOf(dosingClassOf(entry), goal) }] : [];
  });
}

/** Whether a goal leaves the exercise any reps to be dosed with (no advanced bodyweight work at 12–20 reps). */
export function isDosable(goal: TrainingGoal, entry: Dosed): boolean {
  return (
    entry.measure !== 'reps' || repRangeFor(GOAL_GUIDANCE[goalFor(goal, entry)].reps, entry) !== undefined
  );
}

/** The goal whose loading an exercise gets in the built-in coach: hypertrophy for a heavy goal's assistance work. */
export function goalFor(goal: TrainingGoal, entry: Dosed): TrainingGoal {
  return (goal === 'strength' || goal === 'power') && isAssistance(entry) ? 'hypertrophy' : goal;
}

/** NSCA load–repetition table: %1RM a lifter can move for this many reps (1–12, then 15). */
const LOAD_FOR_REPS: Record<number, number> = {
  1: 100,
  2: 95,
  3: 93,
  4: 90,
  5: 87,
  6: 85,
  7: 83,
  8: 80,
  9: 77,
  10: 75,
  11: 70,
  12: 67,
  15: 65,
};

/** %1RM for a rep target, from the load–repetition table (13–14 read as 12; past 15 at 60 %). */
export function percentForReps(reps: number): number {
  if (reps <= 1) return 100;
  if (reps <= 12) return LOAD_FOR_REPS[Math.round(reps)] ?? 67;
  return reps < 15 ? 67 : reps === 15 ? 65 : 60;
}

/**
 * Hard sets one session gives a muscle as a primary mover, at most: past about ten, a session's extra sets add
 * little, and the week's volume is better spread over its days (ours, in line with per-session volume findings).
 */
export const SESSION_SETS_PER_MUSCLE = 10;

/** Hard sets per muscle (as a primary mover) in one week: at least the minimum, never above the maximum. */
export const WEEKLY_SETS_PER_MUSCLE: Range = { min: 10, max: 20 };

/** A deload week every n weeks, by progression style; the deload halves nothing but drops sets and load. */
export const DELOAD_EVERY_WEEKS: Record<ProgressionStyle, number> = {
  gradual: 6,
  moderate: 5,
  adaptive: 5,
  aggressive: 4,
};
/** Deload weeks: sets at the goal's minimum and load this many % of 1RM lower. */
export const DELOAD_LOAD_DROP_PERCENT = 10;

/** Weekly load step in % of 1RM, by progression style (adaptive starts moderate and is adjusted by feel). */
export const LOAD_STEP_PERCENT: Record<ProgressionStyle, number> = {
  gradual: 1,
  moderate: 2,
  adaptive: 2,
  aggressive: 3,
};
/** First weeks start this far below the table load, leaving reps in reserve to progress into. */
export const START_BELOW_TABLE_PERCENT = 7.5;

/** Re-test (estimate 1RM from a heavy set) every n weeks; 0: never inside the plan. */
export const TEST_EVERY_WEEKS: Record<TestingFrequency, number> = {
  weekly: 1,
  'bi-weekly': 2,
  monthly: 4,
  quarterly: 12,
  rarely: 0,
};

/** Weeks of reduced volume after a break, by how long the break was. */
export const RAMP_UP_WEEKS: Record<TimeOff, number> = {
  '1-3 months': 1,
  '3-6 months': 2,
  '6-12 months': 3,
  '1+ years': 4,
};
export const RAMP_UP_WEEKS_UNKNOWN = 2;

/** Seconds one rep takes (about 1 s up, 2 s down) and a fixed minimum for a set of very few reps. */
export const SECONDS_PER_REP = 3;
export const MIN_SET_SECONDS = 15;
/** A session's estimate may differ from the length asked by this fraction either way (±10 %). */
export const SESSION_LENGTH_TOLERANCE = 0.1;

/** Minutes of warm-up a session of this length starts with by default: a sixth of it, 5 to 10 minutes. */
export function warmUpMinutes(sessionMinutes: number): number {
  return Math.min(10, Math.max(5, Math.round(sessionMinutes / 6)));
}

/**
 * The warm-up a session may state instead (general warm-up, mobility and ramp-up sets): the coach lengthens or
 * shortens it by whole minutes to land the session on the length asked, as sets alone move it in steps of minutes.
 */
export const WARM_UP_MINUTES: Range = { min: 5, max: 12 };

/** Held positions (planks, wall sits, hangs) are prescribed in seconds inside these bounds; carries in metres. */
export const HOLD_SECONDS: Range = { min: 10, max: 90 };
export const CARRY_METRES: Range = { min: 10, max: 100 };
/** What the built-in coach starts holds and carries at, adds per progression step, and stops at. */
export const HOLD_PROGRESSION = { start: 20, step: 5, top: 35 } as const;
export const CARRY_PROGRESSION = { start: 20, step: 5, top: 40 } as const;

/**
 * Conditioning intervals (burpees, jump rope, a rower) for the endurance and general-fitness goals: rounds of
 * work and rest in seconds. Ours, within common interval practice (e.g. 30–45 s on, 15–30 s off).
 */
export const CONDITIONING_GUIDANCE = {
  rounds: { min: 3, max: 10 },
  workSeconds: { min: 15, max: 60 },
  restSeconds: CLASS_REST_SECONDS.conditioning,
} as const;

/**
 * Reps a bodyweight or band exercise climbs through before a harder variation, band or tempo: from two under the
 * goal's middle rep target (never under `FEWEST_REPS`) up four, inside the goal's range as the exercise's bounds
 * narrow it (a narrow window keeps a session's length steady from week to week); undefined when the goal leaves
 * the exercise no reps.
 */
export function progressionReps(goal: TrainingGoal, entry: Dosed): Range | undefined {
  const { reps, repTargets } = GOAL_GUIDANCE[goal];
  const range = repRangeFor(reps, entry);
  if (!range) return undefined;
  const min = Math.min(range.max, Math.max(FEWEST_REPS, range.min, repTargets[1] - 2));
  return { min, max: Math.min(range.max, min + 4) };
}

/** The goal's rep targets for a loaded lift (heavy, middle, light weeks), inside the exercise's bounds. */
export function repTargetsFor(goal: TrainingGoal, entry: Dosed): readonly [number, number, number] {
  const { reps, repTargets } = GOAL_GUIDANCE[goal];
  const range = repRangeFor(reps, entry) ?? reps;
  const clamp = (target: number) => Math.min(range.max, Math.max(range.min, target));
  return [clamp(repTargets[0]), clamp(repTargets[1]), clamp(repTargets[2])];
}

/** Reps (or seconds, metres) added per progression step, by progression style: every other week when gradual. */
export const PROGRESSION_RATE: Record<ProgressionStyle, number> = {
  gradual: 0.5,
  moderate: 1,
  adaptive: 1,
  aggressive: 2,
};

/** A deload or return-to-training week keeps this share of a normal week's sets (rounded, at least one). */
export const LIGHT_WEEK_SET_SHARE = 0.6;

/**
 * Major muscle groups whose weekly hard sets a hypertrophy plan is held to. Both the minimum and the ceiling count
 * direct sets only, those where one of the group's muscles is a primary mover (a bench press is not a shoulder set).
 */
export const MAJOR_MUSCLE_GROUPS = {
  chest: ['chest'],
  back: ['lats', 'upper-back'],
  shoulders: ['front-delts', 'side-delts', 'rear-delts'],
  quads: ['quads'],
  hamstrings: ['hamstrings'],
  glutes: ['glutes'],
} as const satisfies Record<string, readonly Muscle[]>;
export type MajorMuscleGroup = keyof typeof MAJOR_MUSCLE_GROUPS;

/**
 * What a weekly ceiling counts sets against: a muscle, or a major group of several muscles (back, shoulders), whose
 * direct sets a hypertrophy week holds to the range's top.
 */
export type CeilingKey = Muscle | MajorMuscleGroup;

/** The muscles a ceiling key stands for. */
export function musclesOfKey(key: CeilingKey): readonly Muscle[] {
  return key in MAJOR_MUSCLE_GROUPS ? MAJOR_MUSCLE_GROUPS[key as MajorMuscleGroup] : [key as Muscle];
}

/**
 * Weekly hard sets of a major group in a hypertrophy plan: 10–20 (Schoenfeld, Ogborn & Krieger 2017), never more
 * than 25 direct sets (sets where one of the group's muscles is a primary mover), whatever the week's length.
 */
export const WEEKLY_GROUP_SETS: Range = { min: 10, max: 20 };
export const WEEKLY_GROUP_SETS_CEILING = 25;
/** A week this many minutes long or longer owes every group the range's minimum. */
export const FULL_VOLUME_WEEK_MINUTES = 180;
/**
 * A shorter week still owes each group 6 hard sets from this many minutes a week (4 × 30 min, 3 × 30, 2 × 45,
 * 1 × 90): six groups at 6 sets are about 24 sets, some 45 minutes of work at hypertrophy rests, which a week under
 * 90 minutes cannot hold beside its warm-ups and one-sided work.
 */
export const SHORT_WEEK_MINUTES = 90;
export const SHORT_WEEK_GROUP_SETS = 6;

/**
 * Weekly hard sets a hypertrophy plan gives each major group: 10 with three hours or more of training a week; from
 * 90 minutes to three hours a set for every 18 minutes of the week, never under 6; under 90 minutes (a single
 * session of 30–75 minutes, or 2 × 30) the week cannot give every group 6, and owes a set per 18 minutes (at
 * least 2): 2 for 30–45 minutes, 3 for 60, 4 for 75.
 */
export function hypertrophyWeeklySets(weeklyMinutes: number): number {
  if (weeklyMinutes >= FULL_VOLUME_WEEK_MINUTES) return WEEKLY_GROUP_SETS.min;
  const bySets = Math.max(2, Math.floor(weeklyMinutes / 18));
  return weeklyMinutes >= SHORT_WEEK_MINUTES ? Math.max(SHORT_WEEK_GROUP_SETS, bySets) : bySets;
}

/**
 * A week's pushing sets are at most 1.5× its pulling sets, and its pulling at most 2× its pushing (more pulling
 * than pushing is the shoulder-friendly side, and what is left when overhead pressing is avoided).
 */
export const PUSH_OVER_PULL_MAX = 1.5;
export const PULL_OVER_PUSH_MAX = 2;
