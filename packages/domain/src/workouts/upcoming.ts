import { addDays, type CalendarDate } from '../dates/calendar-date.ts';
import { byDateAndTime } from '../dates/order.ts';
import { RECENT_COMPLETED_LIMIT } from './limits.ts';
import type { WorkoutStatus } from './options.ts';

/** The fields these rules read, so callers can pass stored workouts or lighter list rows. */
export interface DatedWorkout {
  date: CalendarDate;
  time?: string | undefined;
  status: WorkoutStatus;
}

/** Spec §4: upcoming = scheduled with date today or later. */
export function isUpcoming(workout: DatedWorkout, today: CalendarDate): boolean {
  return workout.status === 'scheduled' && workout.date >= today;
}

/** Upcoming workouts, soonest first. */
export function upcomingWorkouts<T extends DatedWorkout>(workouts: readonly T[], today: CalendarDate): T[] {
  return workouts.filter((w) => isUpcoming(w, today)).sort(byDateAndTime);
}

/** Spec §4: missed = still scheduled when its date has passed. */
export function isMissed(workout: DatedWorkout, today: CalendarDate): boolean {
  return workout.status === 'missed' || (workout.status === 'scheduled' && workout.date < today);
}

/** The status a screen should show: a scheduled workout whose day has passed reads as missed. */
export function effectiveStatus(workout: DatedWorkout, today: CalendarDate): WorkoutStatus {
  return isMissed(workout, today) ? 'missed' : workout.status;
}

/** The dashboard's Next Workout: the soonest upcoming workout, or null for 'None scheduled'. */
export function nextScheduledWorkout<T extends DatedWorkout>(
  workouts: readonly T[],
  today: CalendarDate,
): T | null {
  return upcomingWorkouts(workouts, today)[0] ?? null;
}

/** Cards label Today and Tomorrow (spec §2); other days get no label. */
export function dayLabel(date: CalendarDate, today: CalendarDate): 'Today' | 'Tomorrow' | null {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return null;
}

/** Recently Completed: newest first, 10 by default (spec §2, §9). ISO instants sort as strings. */
export function recentCompleted<T extends { date: string }>(
  completed: readonly T[],
  limit: number = RECENT_COMPLETED_LIMIT,
): T[] {
  return [...completed].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}
