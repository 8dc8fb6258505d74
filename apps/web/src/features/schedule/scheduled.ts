import {
  type CalendarDate,
  type CalendarDay,
  calendarMonth,
  groupByDate,
  type ScheduleEntry,
  scheduleEntries,
  type Workout,
  type WorkoutStatus,
} from '@liftwise/domain';
import { browserTimeZone } from '#web/lib/time-zone.ts';

/** A workout as the schedule shows it: the stored workout and the status it reads as today. */
export interface ScheduledWorkout {
  workout: Workout;
  status: WorkoutStatus;
}

/** A day of the List tab: its workouts in the schedule's order. */
export interface ScheduledDay {
  date: CalendarDate;
  items: ScheduledWorkout[];
}

export interface ScheduleView {
  days: CalendarDay[];
  on: (date: CalendarDate) => ScheduledWorkout[];
}

// By id and day: every occurrence of a repeating workout has the series' id, each on its own day.
const occurrenceKey = (w: { id: string; date: string }) => `${w.id} ${w.date}`;

/** The domain's entries (effective status, order) for these workouts, each with its stored workout beside it. */
function placed(workouts: readonly Workout[], today: CalendarDate) {
  const byOccurrence = new Map(workouts.map((w) => [occurrenceKey(w), w]));
  const entries = scheduleEntries([...byOccurrence.values()], [], { today, timeZone: browserTimeZone() });
  const withWorkout = (list: readonly ScheduleEntry[]): ScheduledWorkout[] =>
    list.flatMap((e) => {
      const workout = byOccurrence.get(occurrenceKey(e));
      return workout ? [{ workout, status: e.status }] : [];
    });
  return { entries, withWorkout };
}

/**
 * The domain places the workouts on the grid (effective status, order, dots); this keeps each entry's stored
 * workout beside it, which the actions need.
 */
export function scheduleView(
  year: number,
  month: number,
  workouts: readonly Workout[],
  today: CalendarDate,
): ScheduleView {
  const { entries, withWorkout } = placed(workouts, today);
  const days = calendarMonth(year, month, entries, today);
  const byDate = new Map(days.map((d) => [d.date, d.entries]));
  return { days, on: (date) => withWorkout(byDate.get(date) ?? []) };
}

/** The List tab: the days of the weeks read that have workouts, ascending, each day's in the schedule's order. */
export function scheduleListDays(workouts: readonly Workout[], today: CalendarDate): ScheduledDay[] {
  const { entries, withWorkout } = placed(workouts, today);
  return groupByDate(entries).map((g) => ({ date: g.date, items: withWorkout(g.entries) }));
}
