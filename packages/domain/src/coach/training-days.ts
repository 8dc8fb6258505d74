import type { MovementPattern, Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { TrainingStyle } from '../strength-plans/options.ts';
import { type CeilingKey, musclesOfKey } from './guidance.ts';

/**
 * Session templates: what a day of a split trains, as ordered slots (big lifts first; on days that push and pull,
 * a pull follows each push, so a short session that stops early is not all pressing). A slot takes an exercise
 * of one of its patterns, and when it names muscles, one whose primary muscles include one of them.
 */
export interface Slot {
  patterns: readonly MovementPattern[];
  muscles?: readonly Muscle[];
}

export type TrainingDayKind =
  | 'full'
  | 'upper'
  | 'lower'
  | 'push'
  | 'pull'
  | 'legs'
  | 'chest'
  | 'back'
  | 'shoulders'
  | 'arms';

const iso = (...muscles: Muscle[]): Slot => ({ patterns: ['isolation'], muscles });

export const TRAINING_DAY_TEMPLATES: Record<TrainingDayKind, { name: string; slots: readonly Slot[] }> = {
  full: {
    name: 'Full Body',
    slots: [
      { patterns: ['squat'] },
      { patterns: ['horizontal-push'] },
      { patterns: ['horizontal-pull'] },
      { patterns: ['hinge'] },
      { patterns: ['vertical-pull', 'horizontal-pull'] },
      { patterns: ['vertical-push'] },
      { patterns: ['lunge'] },
      { patterns: ['core'] },
      iso('biceps', 'triceps', 'side-delts'),
      { patterns: ['carry'] },
    ],
  },
  upper: {
    name: 'Upper Body',
    slots: [
      { patterns: ['horizontal-push'] },
      { patterns: ['horizontal-pull'] },
      { patterns: ['vertical-pull', 'horizontal-pull'] },
      { patterns: ['vertical-push'] },
      iso('side-delts', 'rear-delts'),
      iso('biceps'),
      iso('triceps'),
      { patterns: ['core'] },
    ],
  },
  lower: {
    name: 'Lower Body',
    slots: [
      { patterns: ['squat'] },
      { patterns: ['hinge'] },
      { patterns: ['lunge'] },
      iso('hamstrings', 'quads'),
      iso('calves', 'glutes'),
      { patterns: ['core'] },
    ],
  },
  push: {
    name: 'Push',
    slots: [
      { patterns: ['horizontal-push'] },
      { patterns: ['vertical-push'] },
      { patterns: ['horizontal-push'], muscles: ['chest'] },
      iso('side-delts'),
      iso('triceps'),
      iso('chest'),
    ],
  },
  pull: {
    name: 'Pull',
    slots: [
      { patterns: ['vertical-pull'] },
      { patterns: ['horizontal-pull'] },
      { patterns: ['horizontal-pull', 'vertical-pull'] },
      iso('rear-delts', 'upper-back'),
      iso('biceps'),
      { patterns: ['carry', 'core'] },
    ],
  },
  legs: {
    name: 'Legs',
    slots: [
      { patterns: ['squat'] },
      { patterns: ['hinge'] },
      { patterns: ['lunge'] },
      iso('quads'),
      iso('hamstrings'),
      iso('calves'),
      { patterns: ['core'] },
    ],
  },
  // Body-part days keep the week's pushing and pulling even: the chest day pairs its presses with a row (the
  // antagonist), the shoulder day its presses with rear-delt and upper-back pulls.
  chest: {
    name: 'Chest',
    slots: [
      { patterns: ['horizontal-push'] },
      { patterns: ['horizontal-push'], muscles: ['chest'] },
      iso('chest'),
      { patterns: ['horizontal-pull'] },
      iso('triceps'),
      { patterns: ['core'] },
    ],
  },
  back: {
    name: 'Back',
    slots: [
      { patterns: ['vertical-pull'] },
      { patterns: ['horizontal-pull'] },
      { patterns: ['horizontal-pull', 'vertical-pull'] },
      { patterns: ['hinge'] },
      iso('rear-delts', 'upper-back'),
      iso('biceps'),
    ],
  },
  shoulders: {
    name: 'Shoulders',
    slots: [
      { patterns: ['vertical-push'] },
      iso('side-delts'),
      { patterns: ['horizontal-pull'], muscles: ['rear-delts', 'upper-back'] },
      { patterns: ['vertical-push'] },
      iso('rear-delts'),
      { patterns: ['carry', 'core'] },
    ],
  },
  arms: {
    name: 'Arms',
    slots: [
      iso('biceps'),
      iso('triceps'),
      iso('biceps'),
      iso('triceps'),
      iso('forearms'),
      { patterns: ['core'] },
    ],
  },
};

/**
 * The week's sessions in order for a number of training days and a style ('no-preference' picks by days). Every
 * split trains the whole body each week: push/pull/legs below three days is full body, and days beyond a split's
 * cycle add upper/lower or full-body days rather than a second push day (pushing and pulling stay balanced).
 */
export function weeklySplit(days: number, style: TrainingStyle | undefined): TrainingDayKind[] {
  const chosen = style === undefined || style === 'no-preference' ? defaultStyle(days) : style;
  const split = SPLITS[chosen][Math.min(7, Math.max(1, days)) - 1] ?? SPLITS['full-body'][0];
  return [...(split ?? ['full'])];
}

const FULL: readonly (readonly TrainingDayKind[])[] = Array.from({ length: 7 }, (_, i) =>
  Array.from({ length: i + 1 }, () => 'full' as const),
);
const PUSH_PULL_LEGS: readonly (readonly TrainingDayKind[])[] = [
  ['full'],
  ['upper', 'lower'],
  ['push', 'pull', 'legs'],
  ['push', 'pull', 'legs', 'upper'],
  ['push', 'pull', 'legs', 'upper', 'lower'],
  ['push', 'pull', 'legs', 'push', 'pull', 'legs'],
  ['push', 'pull', 'legs', 'push', 'pull', 'legs', 'full'],
];

/** Each style's week for 1 to 7 days. */
const SPLITS: Record<Exclude<TrainingStyle, 'no-preference'>, readonly (readonly TrainingDayKind[])[]> = {
  'full-body': FULL,
  'upper-lower': [
    ['full'],
    ['upper', 'lower'],
    ['upper', 'lower', 'full'],
    ['upper', 'lower', 'upper', 'lower'],
    ['upper', 'lower', 'upper', 'lower', 'full'],
    ['upper', 'lower', 'upper', 'lower', 'upper', 'lower'],
    ['upper', 'lower', 'upper', 'lower', 'upper', 'lower', 'full'],
  ],
  'push-pull-legs': PUSH_PULL_LEGS,
  'body-part': [
    ['full'],
    ['upper', 'lower'],
    ['push', 'pull', 'legs'],
    ['chest', 'back', 'legs', 'shoulders'],
    ['chest', 'back', 'legs', 'shoulders', 'arms'],
    ['chest', 'back', 'legs', 'shoulders', 'arms', 'legs'],
    ['chest', 'back', 'legs', 'shoulders', 'arms', 'legs', 'full'],
  ],
};

function defaultStyle(days: number): Exclude<TrainingStyle, 'no-preference'> {
  if (days <= 3) return 'full-body';
  return days === 4 ? 'upper-lower' : 'push-pull-legs';
}

/** What a day named after a session kind must mostly train: its patterns, and isolation work for its muscles. */
interface Intent {
  patterns: readonly MovementPattern[];
  muscles: readonly Muscle[];
}

const PUSH: Intent = {
  patterns: ['horizontal-push', 'vertical-push'],
  muscles: ['chest', 'front-delts', 'side-delts', 'triceps'],
};
const PULL: Intent = {
  patterns: ['horizontal-pull', 'vertical-pull'],
  muscles: ['lats', 'upper-back', 'rear-delts', 'biceps', 'traps', 'forearms'],
};
const LEGS: Intent = {
  patterns: ['squat', 'hinge', 'lunge', 'plyometric'],
  muscles: ['quads', 'hamstrings', 'glutes', 'calves', 'adductors', 'abductors'],
};

export const TRAINING_DAY_INTENTS: Record<TrainingDayKind, Intent> = {
  full: {
    patterns: [...PUSH.patterns, ...PULL.patterns, ...LEGS.patterns, 'carry', 'olympic'],
    muscles: [...PUSH.muscles, ...PULL.muscles, ...LEGS.muscles],
  },
  upper: { patterns: [...PUSH.patterns, ...PULL.patterns], muscles: [...PUSH.muscles, ...PULL.muscles] },
  lower: LEGS,
  legs: LEGS,
  push: PUSH,
  pull: PULL,
  chest: { patterns: ['horizontal-push'], muscles: ['chest', 'triceps', 'front-delts'] },
  back: { patterns: [...PULL.patterns, 'hinge'], muscles: [...PULL.muscles, 'lower-back'] },
  shoulders: {
    patterns: ['vertical-push'],
    muscles: ['front-delts', 'side-delts', 'rear-delts', 'traps', 'upper-back'],
  },
  arms: { patterns: [], muscles: ['biceps', 'triceps', 'forearms'] },
};

const NEUTRAL: ReadonlySet<MovementPattern> = new Set(['core', 'conditioning', 'olympic', 'plyometric']);

/**
 * Core work, conditioning and a power plan's jumps and Olympic lifts (done first, fresh) are neutral: they neither
 * serve nor break a day's intent, unless the day is for them (jumps on a legs day).
 */
export function isNeutralForIntent(
  kind: TrainingDayKind,
  entry: Pick<ExerciseCatalogueEntry, 'pattern' | 'primaryMuscles'>,
): boolean {
  return NEUTRAL.has(entry.pattern) && !servesIntent(kind, entry);
}

/** Whether an exercise does what a day of this kind is for. */
export function servesIntent(
  kind: TrainingDayKind,
  entry: Pick<ExerciseCatalogueEntry, 'pattern' | 'primaryMuscles'>,
): boolean {
  const intent = TRAINING_DAY_INTENTS[kind];
  if (intent.patterns.includes(entry.pattern)) return true;
  return (
    entry.pattern === 'isolation' && entry.primaryMuscles.some((muscle) => intent.muscles.includes(muscle))
  );
}

/** The session kind a workout's name says it is ('Push A' is a push day), if any. */
export function trainingDayKindOfName(name: string): TrainingDayKind | undefined {
  const lower = name.toLowerCase();
  const found = (Object.keys(TRAINING_DAY_TEMPLATES) as TrainingDayKind[]).find((kind) =>
    new RegExp(`\\b${TRAINING_DAY_TEMPLATES[kind].name.toLowerCase()}\\b`).test(lower),
  );
  return found;
}

/**
 * How many sets one session may give a muscle: the week's ceiling shared by the days whose intent trains it (ten at
 * most, two at least), so six full-body days each squat instead of the first three taking the legs' whole week.
 */
export function sessionSetCaps(kinds: readonly TrainingDayKind[], weekly: number, perSession: number) {
  return (muscle: CeilingKey): number => {
    // A group of several muscles (the shoulders) is spread over the week by its muscles' own caps: the day named
    // for it may give it the session's most (a press, a raise and a rear-delt fly).
    if (musclesOfKey(muscle).length > 1) return perSession;
    const days = trainingDays(kinds, muscle) || kinds.length;
    // Never below one exercise's sets: every day that trains a muscle can give it a lift.
    return Math.min(perSession, Math.max(3, Math.floor(weekly / days)));
  };
}

const trainingDays = (kinds: readonly TrainingDayKind[], key: CeilingKey) =>
  kinds.filter((kind) =>
    musclesOfKey(key).some((muscle) => TRAINING_DAY_INTENTS[kind].muscles.includes(muscle)),
  ).length;

/**
 * Sets of a muscle's weekly ceiling a session leaves for the later sessions of the week that train it: up to
 * `perSession` each, never more than an even share of the ceiling.
 */
export function laterSessionReserve(
  kinds: readonly TrainingDayKind[],
  index: number,
  perSession: number,
  weekly: number,
) {
  return (muscle: CeilingKey): number => {
    const share = Math.min(perSession, Math.floor(weekly / Math.max(1, trainingDays(kinds, muscle))));
    return trainingDays(kinds.slice(index + 1), muscle) * share;
  };
}
