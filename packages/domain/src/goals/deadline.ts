import { type CalendarDate, daysBetween } from '../dates/calendar-date.ts';

export type GoalDeadline =
  | { state: 'upcoming'; days: number }
  | { state: 'today'; days: 0 }
  | { state: 'overdue'; days: number };

/**
 * How far a goal's target date is from the athlete's today (both calendar days in the athlete's zone, so a goal
 * due "tomorrow" does not turn overdue at UTC midnight). days is never negative.
 */
export function goalDeadline(targetDate: CalendarDate, today: CalendarDate): GoalDeadline {
  const days = daysBetween(today, targetDate);
  if (days > 0) return { state: 'upcoming', days };
  if (days === 0) return { state: 'today', days: 0 };
  return { state: 'overdue', days: -days };
}
