import { addDays, startOfWeek } from '../dates/calendar-date.ts';
import { type Clock, toCalendarDate } from '../dates/time-zone.ts';
import { WEEKLY_WORKOUT_TARGET } from './limits.ts';

export interface WeekProgress {
  completed: number;
  target: number;
}

/**
 * Completed workouts whose day, in the athlete's zone, falls in the Monday-to-Sunday week containing today
 * (spec §4, §9), against the weekly target of 5.
 */
export function completedThisWeek(completed: readonly { date: string }[], clock: Clock): WeekProgress {
  const monday = startOfWeek(clock.today);
  const sunday = addDays(monday, 6);
  const count = completed.filter((c) => {
    const day = toCalendarDate(c.date, clock.timeZone);
    return day >= monday && day <= sunday;
  }).length;
  return { completed: count, target: WEEKLY_WORKOUT_TARGET };
}
