import { LIMITS } from '../constants/limits.ts';
import { addDays, type CalendarDate, dayOfWeek } from '../dates/calendar-date.ts';
import { MAX_REST_SECONDS } from '../workouts/limits.ts';
import { parseRest } from '../workouts/quantities.ts';
import { type WorkoutInputParsed, workoutInputSchema } from '../workouts/schema.ts';
import { normaliseSupersets } from '../workouts/supersets.ts';
import { WEEKDAYS, type Weekday } from './options.ts';
import type { PlanWorkout, ScheduledPlanWorkout } from './schema.ts';

/**
 * Start Plan onto the calendar: the pure part. Plan week n is the seven days from the first training day
 * plus 7 × (n − 1); a week's sessions, by dayNumber, take that window's training days in order. The first session
 * therefore falls on the first training day, and the plan's rhythm holds whichever weekday it starts on.
 */

/** The athlete's weekday of a calendar day (WEEKDAYS runs Monday..Sunday; dayOfWeek counts from Sunday). */
export function weekdayOf(date: CalendarDate): Weekday {
  return WEEKDAYS[(dayOfWeek(date) + 6) % 7] as Weekday;
}

/** `count` weekdays spread evenly from Monday: 3 → Monday, Wednesday, Friday. */
export function spreadWeekdays(count: number): Weekday[] {
  const n = Math.min(Math.max(0, Math.trunc(count)), WEEKDAYS.length);
  return Array.from({ length: n }, (_, i) => WEEKDAYS[Math.floor((i * WEEKDAYS.length) / n)] as Weekday);
}

/** The most sessions any week of the schedule holds. */
export function sessionsPerWeek(schedule: readonly Pick<ScheduledPlanWorkout, 'weekNumber'>[]): number {
  const perWeek = new Map<number, number>();
  for (const entry of schedule) perWeek.set(entry.weekNumber, (perWeek.get(entry.weekNumber) ?? 0) + 1);
  return Math.max(0, ...perWeek.values());
}

/**
 * The weekdays the plan is trained on, Monday first: the athlete's preferred days; with none, `needed` days spread
 * over the week; with fewer than a week's sessions, topped up with spread days not already taken, so no session of
 * the plan is dropped.
 */
export function trainingWeekdays(preferredDays: readonly Weekday[], needed: number): Weekday[] {
  const chosen = new Set<Weekday>(preferredDays);
  const candidates = [...spreadWeekdays(needed), ...WEEKDAYS];
  for (const day of candidates) {
    if (chosen.size >= needed) break;
    chosen.add(day);
  }
  return WEEKDAYS.filter((day) => chosen.has(day));
}

/** The first day on or after `from` that is one of `weekdays` (within a week, as `weekdays` is never empty). */
export function firstTrainingDay(weekdays: readonly Weekday[], from: CalendarDate): CalendarDate {
  for (let offset = 0; offset < WEEKDAYS.length; offset++) {
    const date = addDays(from, offset);
    if (weekdays.includes(weekdayOf(date))) return date;
  }
  throw new RangeError('No training weekday given');
}

export interface DatedPlanWorkout {
  date: CalendarDate;
  entry: ScheduledPlanWorkout;
}

/**
 * The calendar day of every session of the plan. It starts on the first training day after `today`, or on or after
 * `startDate` when the athlete picked one. Sessions come back in date order.
 */
export function datePlanWorkouts(
  schedule: readonly ScheduledPlanWorkout[],
  preferredDays: readonly Weekday[],
  today: CalendarDate,
  startDate?: CalendarDate,
): { firstDay: CalendarDate; workouts: DatedPlanWorkout[] } {
  const weekdays = trainingWeekdays(preferredDays, Math.max(1, sessionsPerWeek(schedule)));
  const firstDay = firstTrainingDay(weekdays, startDate ?? addDays(today, 1));
  const byWeek = new Map<number, ScheduledPlanWorkout[]>();
  for (const entry of schedule)
    byWeek.set(entry.weekNumber, [...(byWeek.get(entry.weekNumber) ?? []), entry]);
  const workouts: DatedPlanWorkout[] = [];
  for (const [week, entries] of [...byWeek].sort(([a], [b]) => a - b)) {
    const windowStart = addDays(firstDay, (week - 1) * WEEKDAYS.length);
    const days = Array.from({ length: WEEKDAYS.length }, (_, i) => addDays(windowStart, i)).filter((date) =>
      weekdays.includes(weekdayOf(date)),
    );
    const ordered = [...entries].sort((a, b) => a.dayNumber - b.dayNumber);
    ordered.forEach((entry, i) => {
      workouts.push({ date: days[i] as CalendarDate, entry });
    });
  }
  return { firstDay, workouts };
}

const BLANK_REPS = '—';

/**
 * A plan day as a scheduled workout of the athlete's. The planned rest becomes the exercise's rest (the live
 * session's timer; the longest of a range such as '2-3 min') and stays in its notes for the athlete to read;
 * exercises get fresh ids when stored, as the same plan exercise recurs every week. Its supersets carry over, tidied
 * as the form tidies them (a lone member stands alone).
 * null for a day with no exercises: there is nothing to train, and a workout needs at least one exercise.
 */
export function planWorkoutToWorkout(workout: PlanWorkout, date: CalendarDate): WorkoutInputParsed | null {
  if (workout.exercises.length === 0) return null;
  return workoutInputSchema.parse({
    name: workout.name,
    date,
    duration: workout.duration,
    status: 'scheduled',
    difficulty: workout.difficulty,
    ...(workout.notes.trim() && { notes: workout.notes }),
    exercises: normaliseSupersets(workout.exercises).map((exercise) => {
      const notes = [exercise.notes.trim(), exercise.rest.trim() && `Rest ${exercise.rest.trim()}`]
        .filter(Boolean)
        .join(' · ')
        .slice(0, LIMITS.text);
      const rest = parseRest(exercise.rest);
      return {
        name: exercise.name,
        sets: exercise.sets,
        reps: exercise.reps.trim() || BLANK_REPS,
        ...(exercise.weight.trim() && { weight: exercise.weight.trim() }),
        ...(rest && { restSeconds: Math.min(MAX_REST_SECONDS, rest.max) }),
        ...(notes && { notes }),
        ...(exercise.superset && { superset: exercise.superset }),
      };
    }),
  });
}
