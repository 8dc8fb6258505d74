import type { CalendarDate } from '../dates/calendar-date.ts';
import { byDateAndTime } from '../dates/order.ts';
import { type Clock, toCalendarDate } from '../dates/time-zone.ts';
import type { WorkoutStatus } from '../workouts/options.ts';
import { effectiveStatus } from '../workouts/upcoming.ts';
import { MAX_DAY_DOTS } from './limits.ts';
import { type MonthCell, monthGrid } from './month-grid.ts';

/** One item on the schedule: a planned workout or a completed one. */
export interface ScheduleEntry {
  id: string;
  name: string;
  date: CalendarDate;
  time?: string | undefined;
  status: WorkoutStatus;
  kind: 'workout' | 'completed';
}

/**
 * Puts planned and completed workouts on the athlete's calendar days. A planned workout whose day has passed while
 * still scheduled shows as missed; a completed workout sits on the day it was finished in the athlete's zone.
 */
export function scheduleEntries(
  workouts: readonly {
    id: string;
    name: string;
    date: CalendarDate;
    time?: string | undefined;
    status: WorkoutStatus;
  }[],
  completed: readonly { id: string; name: string; date: string }[],
  clock: Clock,
): ScheduleEntry[] {
  const planned = workouts.map((w) => ({
    id: w.id,
    name: w.name,
    date: w.date,
    time: w.time,
    status: effectiveStatus(w, clock.today),
    kind: 'workout' as const,
  }));
  const done = completed.map((c) => ({
    id: c.id,
    name: c.name,
    date: toCalendarDate(c.date, clock.timeZone),
    status: 'completed' as const,
    kind: 'completed' as const,
  }));
  return sortEntries([...planned, ...done]);
}

function sortEntries<T extends ScheduleEntry>(entries: T[]): T[] {
  return entries.sort(byDateAndTime);
}

/** A day shows up to 2 status dots plus a +N count for the rest (spec §2, §9). */
export function dayDots(entries: readonly Pick<ScheduleEntry, 'status'>[]): {
  dots: WorkoutStatus[];
  more: number;
  moreLabel: string | null;
} {
  const dots = entries.slice(0, MAX_DAY_DOTS).map((e) => e.status);
  const more = Math.max(0, entries.length - MAX_DAY_DOTS);
  return { dots, more, moreLabel: more > 0 ? `+${more}` : null };
}

export interface CalendarDay extends MonthCell {
  entries: ScheduleEntry[];
  dots: WorkoutStatus[];
  more: number;
  moreLabel: string | null;
}

/** The calendar tab: the month grid with each day's entries and dots. month is 1-12. */
export function calendarMonth(
  year: number,
  month: number,
  entries: readonly ScheduleEntry[],
  today?: CalendarDate,
): CalendarDay[] {
  const byDate = groupEntriesByDate(entries);
  return monthGrid(year, month, today).map((cell) => {
    const dayEntries = byDate.get(cell.date) ?? [];
    return { ...cell, entries: dayEntries, ...dayDots(dayEntries) };
  });
}

function groupEntriesByDate(entries: readonly ScheduleEntry[]): Map<CalendarDate, ScheduleEntry[]> {
  const map = new Map<CalendarDate, ScheduleEntry[]>();
  for (const entry of entries) {
    const list = map.get(entry.date);
    if (list) list.push(entry);
    else map.set(entry.date, [entry]);
  }
  return map;
}

/** The list tab: entries grouped by date, dates ascending (spec §2). */
export function groupByDate(
  entries: readonly ScheduleEntry[],
): { date: CalendarDate; entries: ScheduleEntry[] }[] {
  const grouped = groupEntriesByDate(sortEntries([...entries]));
  return [...grouped.entries()].map(([date, list]) => ({ date, entries: list }));
}
