import { countsBodyWeight } from '../exercises/body-load.ts';
import { exerciseNameKey } from '../exercises/name-key.ts';
import { amountIn, kilograms, setWeight, type Weight } from '../units/weight.ts';
import type { CompletedSet } from '../workouts/completed-schema.ts';
import { repsUpperBound } from '../workouts/volume.ts';
import { epleyOneRepMax } from './one-rep-max.ts';

/**
 * Personal records: the heaviest set, the best estimated one-rep max (Epley) and the most reps at a
 * weight, per exercise, from completed work sets (warm-ups never count). A set is a record when it beats every
 * earlier set of its exercise; the first time an exercise is done there is nothing to beat yet, so no record.
 */
export const RECORD_KINDS = ['heaviest', 'e1rm', 'reps-at-weight'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface LoggedSet {
  exercise: string;
  /** The load lifted: as logged, or for a lift whose load is the body, the body weight with the added weight. */
  weight: Weight;
  reps: number;
  warmUp?: boolean;
  /** The body weight `weight` counts, for a lift whose load is the body (a pull-up, a dip). */
  bodyWeight?: Weight;
}

/** A set as a record shows it: its load and its reps, and the body weight the load counts, if any. */
export interface RecordSet {
  weight: Weight;
  reps: number;
  bodyWeight?: Weight;
}

/** A logged set as a record keeps it. */
const recordSetOf = (set: LoggedSet): RecordSet => ({
  weight: set.weight,
  reps: set.reps,
  ...(set.bodyWeight && { bodyWeight: set.bodyWeight }),
});

/**
 * One exercise's bests so far: what a new set has to beat. Plain data, so the server can send it and the live
 * session can extend it set by set.
 */
export interface ExerciseRecords {
  /** The name as last written. */
  exercise: string;
  heaviest: RecordSet;
  bestEstimate: RecordSet & { oneRepMaxKg: number };
  /** The most reps done at each weight, keyed by the weight in grams (a pound and a kilogram set can be equal). */
  repsAtWeight: Record<string, number>;
}

/** Every exercise's records, keyed by exerciseNameKey. */
export type RecordBook = Record<string, ExerciseRecords>;

/** Weights within a gram are the same weight (a set logged in pounds and one in kilograms can be equal). */
const SAME_WEIGHT_KG = 0.001;

const gramsKey = (weight: Weight) => String(Math.round(kilograms(weight) * 1000));

function counts(set: LoggedSet): boolean {
  return !set.warmUp && set.reps > 0 && set.weight.value > 0;
}

/** The records `set` sets against the book; empty when it sets none (or its exercise is not in the book yet). */
export function recordsSetBy(book: RecordBook, set: LoggedSet): RecordKind[] {
  if (!counts(set)) return [];
  const known = book[exerciseNameKey(set.exercise)];
  if (!known) return [];
  const weight = kilograms(set.weight);
  const records: RecordKind[] = [];
  if (weight > kilograms(known.heaviest.weight) + SAME_WEIGHT_KG) records.push('heaviest');
  if (epleyOneRepMax(weight, set.reps) > known.bestEstimate.oneRepMaxKg + SAME_WEIGHT_KG)
    records.push('e1rm');
  const repsBefore = known.repsAtWeight[gramsKey(set.weight)];
  if (repsBefore !== undefined && set.reps > repsBefore) records.push('reps-at-weight');
  return records;
}

function newEntry(set: LoggedSet): ExerciseRecords {
  const logged = recordSetOf(set);
  return {
    exercise: set.exercise,
    heaviest: logged,
    bestEstimate: { ...logged, oneRepMaxKg: epleyOneRepMax(kilograms(set.weight), set.reps) },
    repsAtWeight: { [gramsKey(set.weight)]: set.reps },
  };
}

/** Puts `set` into an entry of its exercise, in place (the entry must be the caller's own). */
function addToEntry(entry: ExerciseRecords, set: LoggedSet): void {
  const logged = recordSetOf(set);
  const estimate = epleyOneRepMax(kilograms(set.weight), set.reps);
  const grams = gramsKey(set.weight);
  entry.exercise = set.exercise;
  if (kilograms(set.weight) > kilograms(entry.heaviest.weight)) entry.heaviest = logged;
  if (estimate > entry.bestEstimate.oneRepMaxKg) entry.bestEstimate = { ...logged, oneRepMaxKg: estimate };
  entry.repsAtWeight[grams] = Math.max(set.reps, entry.repsAtWeight[grams] ?? 0);
}

/**
 * The book with `set` in it: a new book, copying only the entry that changes (the live session keeps the one it
 * was given). Warm-ups change nothing.
 */
export function withSet(book: RecordBook, set: LoggedSet): RecordBook {
  if (!counts(set)) return book;
  const key = exerciseNameKey(set.exercise);
  const known = book[key];
  if (!known) return { ...book, [key]: newEntry(set) };
  const entry = { ...known, repsAtWeight: { ...known.repsAtWeight } };
  addToEntry(entry, set);
  return { ...book, [key]: entry };
}

/**
 * Puts `set` into a book the caller owns, in place: what withSet does without copying, for a walk over years of
 * sets (copying an entry per set costs more than the rest of the walk). Warm-ups change nothing.
 */
export function addToBook(book: RecordBook, set: LoggedSet): void {
  if (!counts(set)) return;
  const key = exerciseNameKey(set.exercise);
  const known = book[key];
  if (known) addToEntry(known, set);
  else book[key] = newEntry(set);
}

/** The book of a history of sets, oldest first: built in place, one step per set (years of sets on the server). */
export function recordBook(sets: readonly LoggedSet[]): RecordBook {
  const book: RecordBook = {};
  for (const set of sets) addToBook(book, set);
  return book;
}

/** The records `set` sets against `history` (earlier sets, any exercise); empty when it sets none. */
export function newRecords(history: readonly LoggedSet[], set: LoggedSet): RecordKind[] {
  return recordsSetBy(recordBook(history), set);
}

/**
 * A session's exercises as records read them: each name and its sets, and the athlete's body weight that day
 * (the latest entry on or before it), when one is logged.
 */
type SessionSets = {
  actualExercises: readonly { name: string; actualSets: readonly CompletedSet[] }[];
  bodyWeight?: Weight | undefined;
};

/** A page of completed sessions as the records read them, newest first, with the athlete's newest body weight. */
export interface RecordSessions {
  sessions: (SessionSets & { date: string })[];
  newestBodyWeight: Weight | undefined;
}

/** A lift whose load is the body lifts the body weight with the weight logged (the added weight; none for bare). */
function withBodyWeight(body: Weight, added: Weight | undefined): Weight {
  return { value: Math.round((body.value + amountIn(added, body.unit)) * 10) / 10, unit: body.unit };
}

/**
 * The weighted sets of completed sessions as records read them, oldest session first. A lift whose load is the body
 * (countsBodyWeight) counts the session's body weight with the weight logged, so a bare pull-up is a set too.
 */
export function loggedSets(sessionsOldestFirst: readonly SessionSets[]): LoggedSet[] {
  const sets: LoggedSet[] = [];
  const bodyLoads = new Map<string, boolean>();
  const isBodyLoad = (name: string) => {
    const known = bodyLoads.get(name);
    if (known !== undefined) return known;
    const counts = countsBodyWeight(name);
    bodyLoads.set(name, counts);
    return counts;
  };
  for (const session of sessionsOldestFirst) {
    for (const exercise of session.actualExercises) {
      const body = session.bodyWeight && isBodyLoad(exercise.name) ? session.bodyWeight : undefined;
      for (const set of exercise.actualSets) {
        const logged = setWeight(set);
        if (!set.completed || (!logged && !body)) continue;
        const reps = repsUpperBound(set.actualReps);
        sets.push(
          body
            ? { exercise: exercise.name, weight: withBodyWeight(body, logged), reps, bodyWeight: body }
            : { exercise: exercise.name, weight: logged as Weight, reps },
        );
      }
    }
  }
  return sets;
}

/** A live set as records read it: the body weight counted where the exercise's load is the body. */
export function loggedSetOf(
  exercise: string,
  set: { weight: Weight | undefined; reps: number },
  bodyWeight: Weight | undefined,
): LoggedSet | undefined {
  const body = bodyWeight && countsBodyWeight(exercise) ? bodyWeight : undefined;
  if (body) return { exercise, weight: withBodyWeight(body, set.weight), reps: set.reps, bodyWeight: body };
  return set.weight ? { exercise, weight: set.weight, reps: set.reps } : undefined;
}

/**
 * The records a set of the live session sets: against the athlete's book and the sets done earlier in this
 * session (counting `bodyWeight` where the load is the body, as `loggedSetOf` does for the set), so a second heavier
 * set is announced again but a repeat of the first is not.
 */
export function sessionSetRecords(
  book: RecordBook,
  sessionSoFar: SessionSets['actualExercises'],
  set: LoggedSet,
  bodyWeight?: Weight,
): RecordKind[] {
  const current = loggedSets([{ actualExercises: sessionSoFar, bodyWeight }]).reduce(withSet, book);
  return recordsSetBy(current, set);
}
