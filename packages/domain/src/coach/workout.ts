import { MOVEMENT_PATTERNS, MUSCLE_LABELS, type Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { GeneratedWorkout } from '../workouts/ai-schema.ts';
import type { WorkoutDifficulty } from '../workouts/options.ts';
import { parseReps } from '../workouts/quantities.ts';
import { avoidanceReason } from './avoidance.ts';
import { fulfilledNeeds, performableExercises } from './equipment-fit.ts';
import {
  GOAL_GUIDANCE,
  goalFor,
  SESSION_LENGTH_TOLERANCE,
  WARM_UP_MINUTES,
  warmUpMinutes,
} from './guidance.ts';
import { exercisePool } from './pool.ts';
import type { AvailableEquipment } from './port.ts';
import type { Random } from './prng.ts';
import { type Dose, doseFor, referenceSetSeconds, restFor, type WeekContext } from './progression.ts';
import {
  hasPromptFocus,
  isNeutralForPrompt,
  PROMPT_NEUTRAL_SHARE,
  servesPromptFocus,
} from './prompt-focus.ts';
import { readWorkoutPrompt, type WorkoutPromptReading } from './prompt-reading.ts';
import { fitsSlot } from './selection.ts';
import { SUPERSET_CHANGE_SECONDS, sessionSeconds, warmUpText } from './session-length.ts';
import { loadedLiftsFirst } from './session-order.ts';
import { isPairable, pairAccessories, pairsAccessories } from './supersets.ts';
import { crowdsSession, type FilledExercise, type FillOptions, fillSession } from './training-day-fill.ts';
import { type Slot, TRAINING_DAY_INTENTS, TRAINING_DAY_TEMPLATES } from './training-days.ts';

export const MAX_WORKOUT_EXERCISES = 14;

/** How a workout's name calls the muscles a prompt names (the prompt's words, not the catalogue's). */
const MUSCLE_GROUP_NAMES: Partial<Record<Muscle, string>> & Record<Muscle, string> = {
  ...MUSCLE_LABELS,
  lats: 'Back',
  'upper-back': 'Back',
  'front-delts': 'Shoulders',
  'side-delts': 'Shoulders',
  'rear-delts': 'Shoulders',
  abs: 'Core',
  obliques: 'Core',
};

/** Sets a prompted workout starts each exercise with, above the goal's minimum, by the difficulty asked. */
const EXTRA_SETS: Record<WorkoutDifficulty, number> = { Beginner: 0, Intermediate: 1, Advanced: 2 };
const COMPOUND_PATTERNS = MOVEMENT_PATTERNS.filter(
  (pattern) => !['isolation', 'core', 'carry', 'conditioning', 'olympic', 'plyometric'].includes(pattern),
);

/** Slots for named muscles: a compound then an isolation exercise for each (the isolation alone without one). */
function muscleSlots(muscles: readonly Muscle[], pool: readonly ExerciseCatalogueEntry[]): Slot[] {
  const isolationFor = (muscle: Muscle): Slot => ({ patterns: ['isolation', 'core'], muscles: [muscle] });
  // Each named muscle's first slot is a compound lift, or its isolation work when the kit and the avoidance text
  // leave no compound for it (a short workout must still train every muscle it names).
  const compoundFor = (muscle: Muscle): Slot => ({ patterns: COMPOUND_PATTERNS, muscles: [muscle] });
  const hasCompound = (muscle: Muscle) => pool.some((entry) => fitsSlot(entry, compoundFor(muscle)));
  const first = muscles.map((muscle) => (hasCompound(muscle) ? compoundFor(muscle) : isolationFor(muscle)));
  return [...first, ...muscles.filter(hasCompound).map(isolationFor)];
}

function slotsFor(reading: WorkoutPromptReading, pool: readonly ExerciseCatalogueEntry[]): readonly Slot[] {
  const session = reading.session ? TRAINING_DAY_TEMPLATES[reading.session].slots : [];
  const named = muscleSlots(reading.muscles, pool);
  if (session.length === 0 && named.length === 0) return TRAINING_DAY_TEMPLATES.full.slots;
  return [...named, ...session];
}

function nameOf(reading: WorkoutPromptReading): string {
  const focus = reading.session
    ? TRAINING_DAY_TEMPLATES[reading.session].name
    : reading.muscles.length > 0
      ? [...new Set(reading.muscles.map((muscle) => MUSCLE_GROUP_NAMES[muscle]))].join(' & ')
      : 'Full Body';
  const goal = GOAL_GUIDANCE[reading.goal].label.replace(/\b\w/g, (c) => c.toUpperCase());
  return `${reading.minutes}-Minute ${focus} ${goal} Workout`;
}

/** A workout's week: the middle of the rep scheme, nothing progressed yet. */
const ONE_WEEK: WeekContext = {
  phase: { repIndex: 1, loadSteps: 0, loadStepPercent: 0, light: false },
  trainedWeeks: 0,
  style: 'moderate',
};

/**
 * A power workout's jump or Olympic lift: first, unless the prompt names muscles, whose lifts come first (a short
 * 'chest and back power' workout trains the chest and back before anything else).
 */
function withPowerPrimer(
  reading: WorkoutPromptReading,
  pool: readonly ExerciseCatalogueEntry[],
): readonly Slot[] {
  // The primer works what the workout is for: upper-body throws and plyometric push-ups for an upper day.
  const primer: Slot = {
    patterns: ['olympic', 'plyometric'],
    ...(reading.session ? { muscles: TRAINING_DAY_INTENTS[reading.session].muscles } : {}),
  };
  const slots = slotsFor(reading, pool);
  if (reading.muscles.length === 0) return [primer, ...slots];
  const named = reading.muscles.length;
  return [...slots.slice(0, named), primer, ...slots.slice(named)];
}

/**
 * Every muscle the prompt names is trained when the kit allows it (point 8): a short workout whose time ran out
 * before a named muscle's slot swaps one of its later exercises for one that trains it, keeping every named muscle
 * the workout already trains (a row in place of a pull-up keeps the lats and adds the upper back).
 */
function trainNamedMuscles(
  chosen: FilledExercise[],
  muscles: readonly Muscle[],
  pool: readonly ExerciseCatalogueEntry[],
): void {
  const trained = (list: readonly FilledExercise[], muscle: Muscle) =>
    list.some((item) => item.entry.primaryMuscles.includes(muscle));
  for (const muscle of muscles) {
    if (trained(chosen, muscle)) continue;
    const candidates = pool.filter(
      (entry) =>
        entry.pattern !== 'conditioning' &&
        entry.primaryMuscles.includes(muscle) &&
        !chosen.some((item) => item.entry.id === entry.id),
    );
    swap: for (let index = chosen.length - 1; index > 0; index--) {
      for (const entry of candidates) {
        if (crowdsSession(chosen.toSpliced(index, 1), entry, false)) continue;
        const next = chosen.map((item, i) => (i === index ? { entry, sets: item.sets } : item));
        if (muscles.every((other) => !trained(chosen, other) || trained(next, other))) {
          chosen.splice(0, chosen.length, ...next);
          break swap;
        }
      }
    }
  }
}

/**
 * A focused prompt's exercises: what serves its session or muscles (`prompt-focus.ts`; a power workout's primer is
 * one that serves it, a clap push-up on a chest day); the whole pool when the kit and the avoided movements leave
 * nothing for the focus. Core work only when the prompt asks for it: otherwise it comes after, when the day's own
 * work cannot fill the time.
 */
function focusedPool(
  reading: WorkoutPromptReading,
  pool: readonly ExerciseCatalogueEntry[],
): readonly ExerciseCatalogueEntry[] {
  if (!hasPromptFocus(reading) || !pool.some((entry) => servesPromptFocus(reading, entry))) return pool;
  return pool.filter((entry) => servesPromptFocus(reading, entry));
}

/**
 * Core work a focused workout ended with when its own work ran out keeps to the focus's share (PROMPT_NEUTRAL_SHARE)
 * as far as the session's length allows: a set off the core exercise with the most, or the exercise itself at its
 * fewest, while the session stays within the tolerance of the length asked (a coach prefers the day's work).
 */
function trimNeutralWork(
  chosen: FilledExercise[],
  reading: WorkoutPromptReading,
  session: {
    fewest: (entry: ExerciseCatalogueEntry) => number;
    lengthOf: (list: readonly FilledExercise[]) => number;
    shortest: number;
  },
): void {
  if (!hasPromptFocus(reading)) return;
  const neutral = (item: FilledExercise) =>
    item.entry.pattern !== 'conditioning' && isNeutralForPrompt(reading, item.entry);
  const sets = (list: readonly FilledExercise[], keep: (item: FilledExercise) => boolean) =>
    list.filter(keep).reduce((sum, item) => sum + item.sets, 0);
  while (sets(chosen, neutral) > PROMPT_NEUTRAL_SHARE * sets(chosen, () => true)) {
    const options = chosen.flatMap((item, index) =>
      !neutral(item)
        ? []
        : item.sets > session.fewest(item.entry)
          ? [chosen.map((other, i) => (i === index ? { ...other, sets: other.sets - 1 } : other))]
          : [chosen.toSpliced(index, 1)],
    );
    const best = options
      .map((list) => ({ list, length: session.lengthOf(list) }))
      .filter(({ length }) => length >= session.shortest)
      .sort((a, b) => b.length - a.length)[0];
    if (!best) return;
    chosen.splice(0, chosen.length, ...best.list);
  }
}

/**
 * A superset's members do the same number of sets, as a coach pairs them: the member with fewer gains a set, else the
 * other loses one, as long as the session stays within the length asked and each stays within its sets' range.
 */
function evenPairs(
  chosen: FilledExercise[],
  pairs: readonly (readonly [number, number])[],
  session: {
    fewest: (entry: ExerciseCatalogueEntry) => number;
    most: (entry: ExerciseCatalogueEntry) => number;
    fits: (list: readonly FilledExercise[]) => boolean;
  },
): void {
  for (const [a, b] of pairs) {
    const [first, second] = [chosen[a], chosen[b]];
    if (!first || !second || first.sets === second.sets) continue;
    const [fewer, more] = first.sets < second.sets ? [a, b] : [b, a];
    const withSets = (index: number, sets: number) =>
      chosen.map((item, i) => (i === index ? { ...item, sets } : item));
    const [low, high] = [chosen[fewer] as FilledExercise, chosen[more] as FilledExercise];
    const evens = [
      ...(high.sets <= session.most(low.entry) ? [withSets(fewer, high.sets)] : []),
      ...(low.sets >= session.fewest(high.entry) ? [withSets(more, low.sets)] : []),
    ];
    // Failing that, the set moves: an exercise in no pair takes one more or one less.
    const paired = new Set(pairs.flat());
    const moved = evens.flatMap((list) =>
      list.flatMap((item, index) =>
        paired.has(index)
          ? []
          : [
              ...(item.sets < session.most(item.entry)
                ? [list.with(index, { ...item, sets: item.sets + 1 })]
                : []),
              ...(item.sets > session.fewest(item.entry)
                ? [list.with(index, { ...item, sets: item.sets - 1 })]
                : []),
            ],
      ),
    );
    const even = [...evens, ...moved].find(session.fits);
    if (even) chosen.splice(0, chosen.length, ...even);
  }
}

/** How an exercise's notes state its rest: between sets alone; in a pair, straight on to the next, rest after both. */
function restNote(doses: readonly Dose[], labels: readonly (string | undefined)[], index: number): string {
  const dose = doses[index] as Dose;
  const label = labels[index];
  if (label === undefined) return `Rest ${dose.rest} between sets.`;
  const next = labels[index + 1] === label ? doses[index + 1] : undefined;
  return next
    ? `Superset with ${next.entry.name}: go straight on to it, then rest ${dose.rest}.`
    : `Rest ${dose.rest} after each round of the superset.`;
}

/** A sentence when the prompt asks for gear the athlete's equipment lacks (a barbell session with no barbell). */
function missingGear(reading: WorkoutPromptReading, kit: AvailableEquipment): string {
  if (reading.gear.length === 0) return '';
  const needs = fulfilledNeeds(kit);
  if (reading.gear.some((item) => needs.has(item))) return '';
  return ' Your equipment has none of the gear the prompt names, so it is built from what you have.';
}

export function buildWorkout(
  prompt: string,
  equipment: AvailableEquipment,
  random: Random,
): GeneratedWorkout {
  const reading = readWorkoutPrompt(prompt);
  const kit = reading.bodyweightOnly ? [] : equipment;
  const maxLevel = reading.difficulty === 'Advanced' ? 'advanced' : 'intermediate';
  const allowed = exercisePool(kit, reading.avoidance, {
    power: reading.goal === 'power',
    maxLevel,
    goals: [reading.goal],
  });
  const intervals = performableExercises(kit).filter(
    (entry) =>
      entry.pattern === 'conditioning' &&
      entry.level === 'beginner' &&
      avoidanceReason(entry, reading.avoidance) === undefined,
  );
  const finishers = ['endurance', 'general-fitness'].includes(reading.goal) ? intervals : [];
  // The gear the prompt names, when the kit holds any of it; otherwise the athlete's own gear leads as usual.
  const gear = new Set(missingGear(reading, kit) === '' ? reading.gear : []);
  const usesGear = (entry: ExerciseCatalogueEntry) =>
    entry.equipment.some((item) => gear.has(item.toLowerCase()));
  const setsRange = (entry: ExerciseCatalogueEntry) => {
    if (entry.pattern === 'conditioning') return { min: 4, max: 10 };
    const { sets } = GOAL_GUIDANCE[goalFor(reading.goal, entry)];
    return { min: Math.min(sets.max, Math.max(2, sets.min + EXTRA_SETS[reading.difficulty])), max: sets.max };
  };
  const targetSeconds = (reading.minutes - warmUpMinutes(reading.minutes)) * 60;
  const toleranceSeconds = reading.minutes * 60 * SESSION_LENGTH_TOLERANCE;
  // A short session pairs its accessory work, so such a set costs half its rest and half a change-over.
  const paired = pairsAccessories(reading.minutes);
  const setSeconds = (entry: ExerciseCatalogueEntry) =>
    referenceSetSeconds(entry, reading.goal, 1, reading.minutes) -
    (paired && isPairable(entry)
      ? (restFor(entry, goalFor(reading.goal, entry), reading.minutes) - SUPERSET_CHANGE_SECONDS) / 2
      : 0);
  const fill = (pool: readonly ExerciseCatalogueEntry[], rest: Partial<FillOptions> = {}) =>
    fillSession({
      // The pool keeps to the focus already: named muscles, or an arms day (whose bench dips and chin-ups serve it
      // though its template holds isolation work only), may use all of it.
      kind:
        reading.muscles.length > 0 ||
        (reading.session !== undefined && TRAINING_DAY_INTENTS[reading.session].patterns.length === 0)
          ? undefined
          : reading.session,
      pool,
      slots: reading.goal === 'power' ? withPowerPrimer(reading, pool) : slotsFor(reading, pool),
      targetSeconds,
      toleranceSeconds,
      maxExercises: MAX_WORKOUT_EXERCISES,
      setsRange,
      fewestSets: (entry) =>
        entry.pattern === 'conditioning' ? 4 : GOAL_GUIDANCE[goalFor(reading.goal, entry)].sets.min,
      setSeconds,
      weeklySets: new Map(),
      pushPull: { push: 0, pull: 0 },
      usedThisWeek: new Set(),
      random,
      finishers,
      // Intervals are the endurance goal's own work: before more exercises than the template's, so a long session
      // fits its intervals within the workout's exercises.
      finishersFirst: reading.goal === 'endurance',
      intervalsBeforeMoreExercises: reading.goal === 'endurance',
      // A workout is done once: no exercise climbs to a harder rung that could repeat another's lift.
      climbs: false,
      // The gear the prompt names first; otherwise equipment-free exercises last, so the athlete's gear gets used.
      // A beginner's workout takes beginner-level exercises before harder ones of the same standing.
      rank: (entry) =>
        (gear.size > 0 ? (usesGear(entry) ? 0 : 2) : entry.equipment.length === 0 ? 2 : 0) +
        (reading.difficulty === 'Beginner' && entry.level !== 'beginner' ? 1 : 0),
      ...rest,
    });
  const filledSeconds = (list: readonly FilledExercise[]) =>
    list.reduce((sum, item) => sum + item.sets * setSeconds(item.entry), 0);
  // The day's own work first; core work ends the session only when that work cannot fill the time.
  const pool = focusedPool(reading, allowed);
  const chosen = fill(pool);
  const left = targetSeconds - filledSeconds(chosen);
  if (pool !== allowed && left > toleranceSeconds) {
    const core = allowed.filter((entry) => entry.pattern === 'core' && !pool.includes(entry));
    chosen.push(
      ...fill(core, {
        slots: [],
        targetSeconds: left,
        maxExercises: MAX_WORKOUT_EXERCISES - chosen.length,
        finishers: [],
      }),
    );
  }
  // A focus the kit and the avoidance leave too little of for the minutes asked (abs with a disc injury, no
  // equipment) ends with intervals, whatever the goal, rather than come in short.
  const short = targetSeconds - filledSeconds(chosen);
  if (finishers.length === 0 && short > toleranceSeconds) {
    chosen.push(
      ...fill(intervals, {
        kind: undefined,
        slots: [],
        targetSeconds: short,
        maxExercises: MAX_WORKOUT_EXERCISES - chosen.length,
        finishers: [],
      }),
    );
  }
  trainNamedMuscles(chosen, reading.muscles, pool);
  // The session in the order it is done (loaded lifts first), its accessory work paired when the session is short.
  const dosed = (list: readonly FilledExercise[]) => {
    const order = loadedLiftsFirst(
      list.map((item) => item.entry),
      reading.session,
    );
    const doseOf = (index: number) =>
      doseFor((list[index] as FilledExercise).entry, reading.goal, ONE_WEEK, {
        sets: (list[index] as FilledExercise).sets,
        canUse: () => false,
        sessionMinutes: reading.minutes,
      });
    const doseAt = new Map(order.map((index) => [index, doseOf(index)]));
    const { list: arranged, labels } = paired
      ? pairAccessories(
          order,
          (index) => (list[index] as FilledExercise).entry,
          (index) => (doseAt.get(index) as Dose).restSeconds,
        )
      : { list: order, labels: order.map((): string | undefined => undefined) };
    const doses = arranged.map((index) => doseAt.get(index) as Dose);
    // Each pair as the positions of its members in `list`, first member first.
    const pairs = arranged.flatMap((index, at) =>
      labels[at] !== undefined && labels[at + 1] === labels[at]
        ? [[index, arranged[at + 1] as number] as const]
        : [],
    );
    const timed = doses.map((dose, index) => ({
      sets: dose.sets,
      reps: parseReps(dose.reps),
      restSeconds: dose.restSeconds,
      secondsPerRep: dose.secondsPerRep,
      sides: dose.entry.unilateral ? 2 : 1,
      superset: labels[index],
    }));
    // The warm-up takes up what whole sets cannot: the minutes (within its range) that land nearest the length asked.
    const warmUp =
      Array.from(
        { length: WARM_UP_MINUTES.max - WARM_UP_MINUTES.min + 1 },
        (_, i) => WARM_UP_MINUTES.min + i,
      ).sort(
        (a, b) =>
          Math.abs(sessionSeconds(timed, a) - reading.minutes * 60) -
            Math.abs(sessionSeconds(timed, b) - reading.minutes * 60) ||
          Math.abs(a - warmUpMinutes(reading.minutes)) - Math.abs(b - warmUpMinutes(reading.minutes)),
      )[0] ?? warmUpMinutes(reading.minutes);
    return { doses, labels, pairs, timed, warmUp };
  };
  // The fill estimates a set's time; the doses set its rests. When they make the session longer or shorter than
  // asked, the nearest fit of small changes is taken, one at a time: a set less where the goal allows fewer, an
  // exercise less whose muscles the rest still train, a two-sided exercise for a one-sided one, a set more, or an
  // interval block in place of an exercise whose muscles the rest still train (only the goals that take intervals).
  const asked = reading.minutes * 60;
  const shortest = asked * (1 - SESSION_LENGTH_TOLERANCE);
  const longest = asked * (1 + SESSION_LENGTH_TOLERANCE);
  const lengthOf = (list: readonly FilledExercise[]) => {
    const { timed, warmUp } = dosed(list);
    return sessionSeconds(timed, warmUp);
  };
  const trained = (list: readonly FilledExercise[], muscle: Muscle) =>
    list.some((item) => item.entry.primaryMuscles.includes(muscle));
  const keepsMuscles = (list: readonly FilledExercise[]) =>
    reading.muscles.every((muscle) => !trained(chosen, muscle) || trained(list, muscle));
  const withSets = (index: number, delta: number) =>
    chosen.map((item, i) => (i === index ? { ...item, sets: item.sets + delta } : { ...item }));
  const fewest = (entry: ExerciseCatalogueEntry) =>
    entry.pattern === 'conditioning' ? 4 : setsRange(entry).min;
  const changes = (tooLong: boolean): FilledExercise[][] =>
    tooLong
      ? [
          ...chosen.flatMap((item, index) => (item.sets > fewest(item.entry) ? [withSets(index, -1)] : [])),
          ...chosen.flatMap((_, index) => {
            const list = chosen.toSpliced(index, 1);
            return chosen.length > 1 && keepsMuscles(list) ? [list] : [];
          }),
          // A two-sided exercise for one done with both limbs at once, for the same main muscle.
          ...chosen.flatMap((item, index) =>
            item.entry.unilateral
              ? pool
                  .filter(
                    (entry) =>
                      !entry.unilateral &&
                      entry.pattern === item.entry.pattern &&
                      entry.primaryMuscles[0] === item.entry.primaryMuscles[0] &&
                      !crowdsSession(chosen.toSpliced(index, 1), entry, false),
                  )
                  .slice(0, 3)
                  .map((entry) => chosen.toSpliced(index, 1, { entry, sets: item.sets }))
              : [],
          ),
        ]
      : [
          ...chosen.flatMap((item, index) =>
            item.sets < setsRange(item.entry).max ? [withSets(index, 1)] : [],
          ),
          ...chosen.flatMap((item, index) => {
            const spare = finishers.find((entry) => !crowdsSession(chosen.toSpliced(index, 1), entry, false));
            if (!spare || item.entry.pattern === 'conditioning') return [];
            const list = chosen.toSpliced(index, 1, { entry: spare, sets: setsRange(spare).max });
            return keepsMuscles(list) ? [list] : [];
          }),
        ];
  for (let step = 0; step < 40; step++) {
    const length = lengthOf(chosen);
    if (length >= shortest && length <= longest) break;
    const best = changes(length > longest)
      .map((list) => ({ list, distance: Math.abs(lengthOf(list) - asked) }))
      .sort((x, y) => x.distance - y.distance)[0];
    if (!best || best.distance >= Math.abs(length - asked)) break;
    chosen.splice(0, chosen.length, ...best.list);
  }
  evenPairs(chosen, dosed(chosen).pairs, {
    fewest,
    most: (entry) => setsRange(entry).max,
    fits: (list) => {
      const length = lengthOf(list);
      return length >= shortest && length <= longest;
    },
  });
  trimNeutralWork(chosen, reading, { fewest, lengthOf, shortest });
  const { doses, labels, timed, warmUp } = dosed(chosen);
  const seconds = sessionSeconds(timed, warmUp);
  return {
    name: nameOf(reading),
    duration: Math.max(1, Math.round(seconds / 60)),
    difficulty: reading.difficulty,
    notes: `Built from your prompt for ${GOAL_GUIDANCE[reading.goal].label}.${missingGear(reading, kit)} ${warmUpText(warmUp)} first with lighter sets.`,
    exercises: doses.map((dose, index) => ({
      name: dose.entry.name,
      sets: dose.sets,
      reps: dose.reps,
      weight: dose.weight,
      notes: [restNote(doses, labels, index), dose.entry.unilateral ? 'Each side.' : '', dose.note]
        .filter((part) => part !== '')
        .join(' '),
      ...(labels[index] && { superset: labels[index] }),
    })),
  };
}
