import { addDays } from '../dates/calendar-date.ts';
import { type Clock, toCalendarDate } from '../dates/time-zone.ts';

/**
 * Spec §4: consecutive days counting back from today with at least one completed workout.
 *
 * When today has no completed workout yet, counting starts at yesterday: the day is not over, so a run that ended
 * yesterday is still alive (the dashboard keeps saying 'Keep it going!' in the morning). Only a day with nothing
 * that is already over breaks the streak. Days after today are ignored.
 */
export function currentStreak(completed: readonly { date: string }[], clock: Clock): number {
  const days = new Set(completed.map((c) => toCalendarDate(c.date, clock.timeZone)));
  let day = days.has(clock.today) ? clock.today : addDays(clock.today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
