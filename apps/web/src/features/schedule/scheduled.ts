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
import { browserTimeZone } from '../../lib/time-zone.ts';
import { monthKey } from './month.ts';

/** A workout as the schedule shows it: the stored workout and the status it reads as today. */
export interface ScheduledWorkout {
  workout: Workout;
  status: WorkoutStatus;
}

export interface ScheduleView {
  days: CalendarDay[];
  /** The displayed month's days that have workouts, ascending (the List tab). */
  monthGroups: { date: CalendarDate; items: ScheduledWorkout[] }[];
  on: (date: CalendarDate) => ScheduledWorkout[];
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
  // By id and day: every occurrence of a repeating workout has the series' id, each on its own day (issue 22).
  const key = (w: { id: string; date: string }) => `${w.id} ${w.date}`;
  const byOccurrence = new Map(workouts.map((w) => [key(w), w]));
  const entries = scheduleEntries(workouts, [], { today, timeZone: browserTimeZone() });
  const withWorkout = (list: readonly ScheduleEntry[]): ScheduledWorkout[] =>
    list.flatMap((e) => {
      const workout = byOccurrence.get(key(e));
      return workout ? [{ workout, status: e.status }] : [];
    });
  const days = calendarMonth(year, month, entries, today);
  const byDate = new Map(days.map((d) => [d.date, d.entries]));
  const prefix = monthKey({ year, month });
  return {
    days,
    monthGroups: groupByDate(entries.filter((e) => e.date.startsWith(prefix))).map((g) => ({
      date: g.date,
      items: withWorkout(g.entries),
    })),
    on: (date) => withWorkout(byDate.get(date) ?? []),
  };
}
