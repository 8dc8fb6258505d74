import { addDays, type CalendarDate, daysBetween, startOfWeek } from '../dates/calendar-date.ts';
import { countsBodyWeight } from '../exercises/body-load.ts';
import { epleyOneRepMax, MAX_REPS_FOR_ESTIMATE } from '../records/one-rep-max.ts';
import { amountIn, setWeight, type Weight, type WeightUnit } from '../units/weight.ts';
import type { ActualExercise } from '../workouts/completed-schema.ts';
import { repsUpperBound } from '../workouts/volume.ts';
import { ANALYTICS_TOP_EXERCISES } from './limits.ts';

/** A finished session as analytics reads it: the athlete's day it ended on, its length and what was lifted. */
export interface AnalyticsSession {
  day: CalendarDate;
  /** Seconds. */
  duration: number;
  actualExercises: readonly Pick<ActualExercise, 'name' | 'actualSets'>[];
  /** The athlete's body weight for the day (the latest entry on or before it, else the earliest after), if logged. */
  bodyWeight?: Weight | undefined;
}

/** One Monday-to-Sunday week: sessions finished, minutes trained, volume lifted (athlete's unit) and sets completed. */
export interface TrainingWeek {
  weekStart: CalendarDate;
  sessions: number;
  minutes: number;
  volume: number;
  sets: number;
}

/** A set as lifted, and the one-rep max it suggests. */
export interface Lift {
  day: CalendarDate;
  weight: number;
  reps: number;
  oneRepMax: number;
  /** How hard the set was, when the athlete said. */
  rpe?: number;
  /** For an exercise whose load is the body: the body weight `weight` counts, with the logged (added) weight. */
  bodyWeight?: number;
}

/**
 * A week's best for one lift. Weekly, not per session: the chart shares the weekly charts' axis, and an athlete
 * who trains a lift daily sends 26 points for half a year instead of 180.
 */
export interface TrendPoint {
  weekStart: CalendarDate;
  /** The week's best estimated one-rep max. */
  oneRepMax: number;
  /** The heaviest completed set of the week. */
  topWeight: number;
}

/** An exercise over the period: how often it was trained, its best set and its estimated max, week by week. */
export interface ExerciseProgress {
  name: string;
  sessions: number;
  best: Lift | null;
  trend: TrendPoint[];
}

export interface ProgressAnalytics {
  today: CalendarDate;
  /** The unit of every weight below: volume, best sets, estimated maxes. */
  unit: WeightUnit;
  /** The first day counted: the Monday `weeks - 1` weeks before this week's. */
  from: CalendarDate;
  /** Oldest first, one entry a week, this week last. */
  weekly: TrainingWeek[];
  totals: { sessions: number; minutes: number; volume: number; sets: number; activeWeeks: number };
  /** The most trained first (ties: the name), at most ANALYTICS_TOP_EXERCISES. */
  exercises: ExerciseProgress[];
  /** True when the period held more sessions than one answer reads; the oldest were left out. */
  truncated: boolean;
}

/** The first day of a period of `weeks` whole weeks ending with this one (weeks start Monday, spec §4). */
export function analyticsPeriodStart(today: CalendarDate, weeks: number): CalendarDate {
  return addDays(startOfWeek(today), -7 * (weeks - 1));
}

/**
 * Epley's estimate from a completed set (records/one-rep-max.ts), rounded to 0.1; none for an unweighted set or one
 * of more than 12 reps, which says little about a max.
 */
export function setOneRepMax(weight: number, reps: number): number | null {
  if (!(weight > 0) || reps < 1 || reps > MAX_REPS_FOR_ESTIMATE) return null;
  return Math.round(epleyOneRepMax(weight, reps) * 10) / 10;
}

function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names as typed differ in case and spacing ('Bench press', 'bench  Press'): one exercise. */
function exerciseKey(name: string): string {
  return tidyName(name).toLowerCase();
}

interface ExerciseTally {
  name: string;
  /** Whether its sets lift the body too (countsBodyWeight of its first spelling). */
  bodyIsTheLoad: boolean;
  lastDay: CalendarDate;
  days: Set<CalendarDate>;
  best: Lift | null;
  trend: Map<CalendarDate, TrendPoint>;
}

/**
 * The Progress Analytics screen's numbers for the sessions of a period (issue: 'View Progress Analytics'): per
 * week, in total, and per exercise. Sessions outside the period are ignored; volume counts completed sets only,
 * weight × the reps' upper bound, as the details screen does (workouts/volume.ts). Every weight is in `unit`, the
 * athlete's: sets entered in the other unit are converted.
 */
export function progressAnalytics(
  sessions: readonly AnalyticsSession[],
  today: CalendarDate,
  weeks: number,
  truncated = false,
  unit: WeightUnit = 'lb',
): ProgressAnalytics {
  const from = analyticsPeriodStart(today, weeks);
  const weekly: TrainingWeek[] = Array.from({ length: weeks }, (_, index) => ({
    weekStart: addDays(from, 7 * index),
    sessions: 0,
    minutes: 0,
    volume: 0,
    sets: 0,
  }));
  const exercises = new Map<string, ExerciseTally>();

  for (const session of sessions) {
    if (session.day < from || session.day > today) continue;
    const week = weekly[Math.floor(daysBetween(from, session.day) / 7)];
    if (!week) continue;
    week.sessions += 1;
    week.minutes += Math.round(session.duration / 60);
    const body = session.bodyWeight && Math.round(amountIn(session.bodyWeight, unit) * 10) / 10;
    for (const exercise of session.actualExercises) {
      const tally = tallyOf(exercises, exercise.name, session.day);
      const bodyWeight = tally.bodyIsTheLoad ? body : undefined;
      for (const set of exercise.actualSets) {
        if (!set.completed) continue;
        const weight = amountIn(setWeight(set), unit);
        const reps = repsUpperBound(set.actualReps);
        week.sets += 1;
        // Volume stays weight × reps as logged; only the lift's best and estimated max count the body.
        week.volume += weight * reps;
        recordSet(tally, session.day, week.weekStart, weight, reps, set.rpe, bodyWeight);
      }
    }
  }

  return {
    today,
    unit,
    from,
    weekly,
    totals: {
      sessions: sum(weekly, 'sessions'),
      minutes: sum(weekly, 'minutes'),
      volume: sum(weekly, 'volume'),
      sets: sum(weekly, 'sets'),
      activeWeeks: weekly.filter((week) => week.sessions > 0).length,
    },
    exercises: [...exercises.values()]
      .sort((a, b) => b.days.size - a.days.size || a.name.localeCompare(b.name))
      .slice(0, ANALYTICS_TOP_EXERCISES)
      .map((tally) => ({
        name: tally.name,
        sessions: tally.days.size,
        best: tally.best,
        trend: [...tally.trend.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
      })),
    truncated,
  };
}

function tallyOf(exercises: Map<string, ExerciseTally>, name: string, day: CalendarDate): ExerciseTally {
  const key = exerciseKey(name);
  let tally = exercises.get(key);
  if (!tally) {
    tally = {
      name: tidyName(name),
      bodyIsTheLoad: countsBodyWeight(name),
      lastDay: day,
      days: new Set(),
      best: null,
      trend: new Map(),
    };
    exercises.set(key, tally);
  }
  // The latest session's spelling names the exercise.
  if (day >= tally.lastDay) {
    tally.lastDay = day;
    tally.name = tidyName(name);
  }
  tally.days.add(day);
  return tally;
}

function recordSet(
  tally: ExerciseTally,
  day: CalendarDate,
  weekStart: CalendarDate,
  weight: number,
  reps: number,
  rpe: number | undefined,
  bodyWeight: number | undefined,
) {
  const load = bodyWeight === undefined ? weight : Math.round((weight + bodyWeight) * 10) / 10;
  const oneRepMax = setOneRepMax(load, reps);
  if (oneRepMax === null) return;
  if (!tally.best || oneRepMax > tally.best.oneRepMax)
    tally.best = {
      day,
      weight: load,
      reps,
      oneRepMax,
      ...(rpe !== undefined && { rpe }),
      ...(bodyWeight !== undefined && { bodyWeight }),
    };
  const point = tally.trend.get(weekStart);
  if (!point) tally.trend.set(weekStart, { weekStart, oneRepMax, topWeight: load });
  else {
    point.oneRepMax = Math.max(point.oneRepMax, oneRepMax);
    point.topWeight = Math.max(point.topWeight, load);
  }
}

function sum(weeks: readonly TrainingWeek[], field: 'sessions' | 'minutes' | 'volume' | 'sets'): number {
  return weeks.reduce((total, week) => total + week[field], 0);
}
