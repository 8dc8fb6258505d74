import { addDays, type CalendarDate, startOfWeek } from '../dates/calendar-date.ts';
import { type Clock, toCalendarDate } from '../dates/time-zone.ts';
import { WEEKLY_WORKOUT_TARGET } from './limits.ts';
import type { WorkoutListStats } from './stats.ts';
import type { WeekProgress } from './week.ts';

export interface TrainingProgress {
  thisWeek: WeekProgress;
  streakDays: number;
}

/** The four cards of 'My Workouts' and the dashboard's This Week and Current Streak, computed by the server. */
export interface WorkoutOverviewStats extends WorkoutListStats, TrainingProgress {}

export interface TrainingProgressCounter {
  /** Counts one completed workout's date, fed **newest first**; false once no older date can change the result. */
  add(date: string): boolean;
  result(): TrainingProgress;
}

/**
 * This week's count and the streak (spec §4, §9) in one pass over completed workouts' dates, newest first, that
 * says when to stop: the same answers as `completedThisWeek` and `currentStreak` (a property test keeps them
 * equal), reading the few newest rows of a long history instead of all of it.
 */
/** The days the week and the streak are counted from: this week's Monday to Sunday, and today and yesterday. */
export interface ProgressDays {
  today: CalendarDate;
  yesterday: CalendarDate;
  monday: CalendarDate;
  sunday: CalendarDate;
}

export function progressDays(clock: Clock): ProgressDays {
  const monday = startOfWeek(clock.today);
  return { today: clock.today, yesterday: addDays(clock.today, -1), monday, sunday: addDays(monday, 6) };
}

export function trainingProgressCounter(clock: Clock): TrainingProgressCounter {
  const { monday, sunday, yesterday } = progressDays(clock);
  let thisWeek = 0;
  let streakDays = 0;
  let streakOpen = true;
  let lastStreakDay: CalendarDate | null = null;
  return {
    add(date) {
      const day = toCalendarDate(date, clock.timeZone);
      if (day >= monday && day <= sunday) thisWeek += 1;
      // A date after today (a device clock ahead) counts for its week but never for the streak.
      if (day > clock.today) return true;
      if (streakOpen) {
        if (lastStreakDay === null) {
          // Today without a workout yet still continues a run that ended yesterday (see currentStreak).
          streakOpen = day === clock.today || day === yesterday;
          if (streakOpen) [streakDays, lastStreakDay] = [1, day];
        } else if (day === addDays(lastStreakDay, -1)) {
          [streakDays, lastStreakDay] = [streakDays + 1, day];
        } else if (day !== lastStreakDay) {
          streakOpen = false;
        }
      }
      return streakOpen || day >= monday;
    },
    result: () => ({ thisWeek: { completed: thisWeek, target: WEEKLY_WORKOUT_TARGET }, streakDays }),
  };
}

/** trainingProgressCounter over a list already in memory. */
export function trainingProgress(datesNewestFirst: Iterable<string>, clock: Clock): TrainingProgress {
  const counter = trainingProgressCounter(clock);
  for (const date of datesNewestFirst) if (!counter.add(date)) break;
  return counter.result();
}
