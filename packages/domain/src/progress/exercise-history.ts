import { addDays, type CalendarDate, startOfWeek } from '../dates/calendar-date.ts';
import { addToBook, type RecordBook, type RecordKind, recordsSetBy } from '../records/personal-records.ts';
import { amountIn, setWeight, type Weight, type WeightUnit } from '../units/weight.ts';
import type { ActualExercise } from '../workouts/completed-schema.ts';
import { repsUpperBound } from '../workouts/volume.ts';
import {
  EXERCISE_HISTORY_RECORDS,
  EXERCISE_HISTORY_TREND_WEEKS,
  EXERCISE_HISTORY_VOLUME_WEEKS,
} from './limits.ts';
import { type Lift, setOneRepMax, type TrendPoint } from './progress-analytics.ts';

/**
 * One catalogue exercise's history for its page: every session it was done in, its best set, its estimated max week
 * by week, the records it set with their days, and its volume per week. Every weight is in the athlete's unit.
 */

/** One exercise of one completed session, as the database finds it (a session may hold the exercise twice). */
export interface MatchedExercise {
  completedWorkoutId: string;
  workoutName: string;
  /** The instant the session ended. */
  date: string;
  /** The athlete's calendar day it ended on. */
  day: CalendarDate;
  exercise: Pick<ActualExercise, 'name' | 'actualSets'>;
  /** The athlete's body weight for the session's day (the latest entry on or before it, else the earliest after). */
  bodyWeight?: Weight | undefined;
}

/** A completed work set as the page lists it: weight in the athlete's unit (none for a bodyweight set). */
export interface HistorySet {
  weight?: number;
  reps: string;
  rpe?: number;
}

export interface ExerciseHistorySession {
  completedWorkoutId: string;
  workoutName: string;
  date: string;
  day: CalendarDate;
  /** The name as the session wrote it ('Bench Press (Barbell)' from Hevy). */
  exerciseName: string;
  sets: HistorySet[];
  /** Weight × the reps' upper bound over the completed sets, as logged (no body weight). */
  volume: number;
  /**
   * For an exercise whose load is the body (bodyIsTheLoad), the body weight of the session's day in the athlete's
   * unit: its sets lifted this plus their logged weight. Absent without a logged body weight.
   */
  bodyWeight?: number;
}

/** A record the exercise set, on the day it was set: a heavier set, a better estimated max, or more reps at a weight. */
export interface HistoryRecord {
  kind: RecordKind;
  day: CalendarDate;
  weight: number;
  reps: number;
}

export interface WeekVolume {
  weekStart: CalendarDate;
  volume: number;
  sets: number;
}

export interface ExerciseHistorySummary {
  unit: WeightUnit;
  /** True when the figures below count the body weight of each session's day with the logged weight. */
  includesBodyWeight: boolean;
  /** Sessions read for the summary (the newest EXERCISE_HISTORY_SESSIONS at most). */
  sessions: number;
  /** True when the athlete has more sessions of it than the summary read: the oldest were left out. */
  truncated: boolean;
  /** The set with the best estimated one-rep max (1-12 reps). */
  bestSet: Lift | null;
  /** The heaviest completed set, whatever its reps. */
  heaviest: (HistoryRecord & { kind: 'heaviest' }) | null;
  /** Newest first, at most EXERCISE_HISTORY_RECORDS. */
  records: HistoryRecord[];
  /** The best estimated max of each week trained, oldest first, over the newest EXERCISE_HISTORY_TREND_WEEKS weeks. */
  trend: TrendPoint[];
  /** The EXERCISE_HISTORY_VOLUME_WEEKS weeks ending with this one, oldest first, zero where nothing was done. */
  weeklyVolume: WeekVolume[];
}

/**
 * The sessions of the matched exercises, newest first as given: the rows of one session are one entry, in the
 * order they were done. `bodyIsTheLoad` says the exercise's sets lift the body too (countsBodyWeight).
 */
export function historySessions(
  matched: readonly MatchedExercise[],
  unit: WeightUnit,
  bodyIsTheLoad = false,
): ExerciseHistorySession[] {
  const sessions: ExerciseHistorySession[] = [];
  let current: ExerciseHistorySession | undefined;
  for (const row of matched) {
    if (current?.completedWorkoutId !== row.completedWorkoutId) {
      current = {
        completedWorkoutId: row.completedWorkoutId,
        workoutName: row.workoutName,
        date: row.date,
        day: row.day,
        exerciseName: row.exercise.name,
        sets: [],
        volume: 0,
        ...(bodyIsTheLoad &&
          row.bodyWeight && { bodyWeight: Math.round(amountIn(row.bodyWeight, unit) * 10) / 10 }),
      };
      sessions.push(current);
    }
    for (const set of row.exercise.actualSets) {
      if (!set.completed) continue;
      const weight = setWeight(set);
      const amount = Math.round(amountIn(weight, unit) * 10) / 10;
      current.sets.push({
        ...(weight && weight.value > 0 && { weight: amount }),
        reps: set.actualReps,
        ...(set.rpe !== undefined && { rpe: set.rpe }),
      });
      current.volume += amountIn(weight, unit) * repsUpperBound(set.actualReps);
    }
  }
  for (const session of sessions) session.volume = Math.round(session.volume);
  return sessions;
}

/** The key every set of the exercise shares in the record book, whatever name a session wrote. */
const ONE_EXERCISE = 'exercise';

/**
 * The page's summary of the sessions (newest first, as historySessions gives them): `today` is the athlete's, for
 * the weeks of volume; `truncated` says the read stopped before the oldest session.
 */
export function exerciseHistorySummary(
  newestFirst: readonly ExerciseHistorySession[],
  today: CalendarDate,
  unit: WeightUnit,
  truncated = false,
): ExerciseHistorySummary {
  const book: RecordBook = {};
  let bestSet: Lift | null = null;
  let heaviest: ExerciseHistorySummary['heaviest'] = null;
  const records: HistoryRecord[][] = [];
  const trend = new Map<CalendarDate, TrendPoint>();
  const firstWeek = addDays(startOfWeek(today), -7 * (EXERCISE_HISTORY_VOLUME_WEEKS - 1));
  const weeklyVolume: WeekVolume[] = Array.from({ length: EXERCISE_HISTORY_VOLUME_WEEKS }, (_, index) => ({
    weekStart: addDays(firstWeek, 7 * index),
    volume: 0,
    sets: 0,
  }));
  const volumeWeek = new Map(weeklyVolume.map((week) => [week.weekStart, week]));

  for (let index = newestFirst.length - 1; index >= 0; index--) {
    const session = newestFirst[index] as ExerciseHistorySession;
    const weekStart = startOfWeek(session.day);
    const week = volumeWeek.get(weekStart);
    if (week) {
      week.volume += session.volume;
      week.sets += session.sets.length;
    }
    for (const set of session.sets) {
      const reps = repsUpperBound(set.reps);
      // The load lifted: the body's with the logged (added) weight where the body is the load.
      const weight = Math.round(((set.weight ?? 0) + (session.bodyWeight ?? 0)) * 10) / 10;
      if (!(weight > 0) || reps < 1) continue;
      const logged = { exercise: ONE_EXERCISE, weight: { value: weight, unit }, reps };
      // Stored per set so the newest set comes first while one set's kinds keep their order.
      const kinds = recordsSetBy(book, logged);
      if (kinds.length > 0) records.push(kinds.map((kind) => ({ kind, day: session.day, weight, reps })));
      addToBook(book, logged);
      if (!heaviest || weight > heaviest.weight)
        heaviest = { kind: 'heaviest', day: session.day, weight, reps };
      const oneRepMax = setOneRepMax(weight, reps);
      if (oneRepMax === null) continue;
      if (!bestSet || oneRepMax > bestSet.oneRepMax)
        bestSet = {
          day: session.day,
          weight,
          reps,
          oneRepMax,
          ...(set.rpe !== undefined && { rpe: set.rpe }),
          ...(session.bodyWeight !== undefined && { bodyWeight: session.bodyWeight }),
        };
      const point = trend.get(weekStart);
      if (!point) trend.set(weekStart, { weekStart, oneRepMax, topWeight: weight });
      else {
        point.oneRepMax = Math.max(point.oneRepMax, oneRepMax);
        point.topWeight = Math.max(point.topWeight, weight);
      }
    }
  }
  for (const week of weeklyVolume) week.volume = Math.round(week.volume);

  return {
    unit,
    includesBodyWeight: newestFirst.some((session) => session.bodyWeight !== undefined),
    sessions: newestFirst.length,
    truncated,
    bestSet,
    heaviest,
    records: records.reverse().flat().slice(0, EXERCISE_HISTORY_RECORDS),
    trend: [...trend.values()]
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
      .slice(-EXERCISE_HISTORY_TREND_WEEKS),
    weeklyVolume,
  };
}

/**
 * One page of sessions, newest first: the first `limit` sessions, or the first `limit` that ended before `before`
 * (the last page's last `date`). `nextBefore` is where the next page starts, absent on the last page.
 */
export function exerciseHistoryPage(
  newestFirst: readonly ExerciseHistorySession[],
  limit: number,
  before?: string,
): { sessions: ExerciseHistorySession[]; nextBefore?: string } {
  const start = before === undefined ? 0 : newestFirst.findIndex((session) => session.date < before);
  if (start < 0) return { sessions: [] };
  const sessions = newestFirst.slice(start, start + limit);
  const last = sessions.at(-1);
  return start + limit < newestFirst.length && last ? { sessions, nextBefore: last.date } : { sessions };
}
