import { exerciseNameKey } from '../exercises/name-key.ts';
import { kilograms, setWeight, type Weight } from '../units/weight.ts';
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
  weight: Weight;
  reps: number;
  warmUp?: boolean;
}

/** A set as a record shows it: its weight as logged and its reps. */
export interface RecordSet {
  weight: Weight;
  reps: number;
}

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
  const logged: RecordSet = { weight: set.weight, reps: set.reps };
  return {
    exercise: set.exercise,
    heaviest: logged,
    bestEstimate: { ...logged, oneRepMaxKg: epleyOneRepMax(kilograms(set.weight), set.reps) },
    repsAtWeight: { [gramsKey(set.weight)]: set.reps },
  };
}

/** Puts `set` into an entry of its exercise, in place (the entry must be the caller's own). */
function addToEntry(entry: ExerciseRecords, set: LoggedSet): void {
  const logged: RecordSet = { weight: set.weight, reps: set.reps };
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

/** A session's exercises as records read them: each name and its sets. */
type SessionSets = { actualExercises: readonly { name: string; actualSets: readonly CompletedSet[] }[] };

/** The weighted sets of completed sessions as records read them, oldest session first. */
export function loggedSets(sessionsOldestFirst: readonly SessionSets[]): LoggedSet[] {
  const sets: LoggedSet[] = [];
  for (const session of sessionsOldestFirst) {
    for (const exercise of session.actualExercises) {
      for (const set of exercise.actualSets) {
        const weight = setWeight(set);
        if (!set.completed || !weight) continue;
        sets.push({ exercise: exercise.name, weight, reps: repsUpperBound(set.actualReps) });
      }
    }
  }
  return sets;
}

/**
 * The records a set of the live session sets: against the athlete's book and the sets done earlier in this
 * session, so a second heavier set is announced again but a repeat of the first is not.
 */
export function sessionSetRecords(
  book: RecordBook,
  sessionSoFar: SessionSets['actualExercises'],
  set: LoggedSet,
): RecordKind[] {
  const current = loggedSets([{ actualExercises: sessionSoFar }]).reduce(withSet, book);
  return recordsSetBy(current, set);
}
