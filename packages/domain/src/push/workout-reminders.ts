import type { ReminderLead } from '../calendar-feed/options.ts';
import { reminderInstant } from '../calendar-feed/reminder.ts';
import { addDays, type CalendarDate } from '../dates/calendar-date.ts';
import { calendarDateInZone } from '../dates/time-zone.ts';
import { zonedInstant } from '../dates/zoned-time.ts';
import { occurrencesBetween } from '../recurrence/expand.ts';
import type { PushNotificationPayload } from './schema.ts';
import { PUSH_TEXT } from './text.ts';

/** A planned workout as the reminders read it: one day, or a series with the days taken out of it. */
export interface RemindedWorkout {
  id: string;
  name: string;
  date: CalendarDate;
  time?: string | undefined;
  recurrence?: string | undefined;
  exceptions?: readonly CalendarDate[] | undefined;
}

/** One reminder of one workout's day: the day (an occurrence's for a series), when it starts and when it is due. */
export interface WorkoutReminder {
  workoutId: string;
  name: string;
  /** The occurrence's day of a repeating workout; null for a one-day workout. */
  occurrence: CalendarDate | null;
  date: CalendarDate;
  time?: string | undefined;
  startsAt: Date;
  remindAt: Date;
}

/**
 * The furthest a reminder is from its workout's start: the evening before (18:00) a workout at 23:59, plus an hour a
 * DST change may add between them. A workout starting later than this from now has no reminder due yet.
 */
export const LONGEST_REMINDER_LEAD_MS = (24 + 6 + 1) * 3_600_000;

/** The days a workout may start on within the longest lead of `now`, in the athlete's zone. */
function candidateDays(workout: RemindedWorkout, timeZone: string, now: Date): CalendarDate[] {
  const today = calendarDateInZone(now, timeZone);
  const last = addDays(today, 2);
  if (workout.recurrence === undefined)
    return workout.date >= today && workout.date <= last ? [workout.date] : [];
  const series = { date: workout.date, recurrence: workout.recurrence, exceptions: workout.exceptions };
  return occurrencesBetween(series, today, last);
}

/**
 * The workout's reminders due at `now`: its reminder instant (the lead before its start, in the athlete's zone, as
 * the open app and the calendar feed count it) has come and the workout has not started. One that fell due while
 * nothing was sending is still due until the start; once the workout has begun it is dropped.
 */
export function dueWorkoutReminders(
  workout: RemindedWorkout,
  lead: ReminderLead,
  timeZone: string,
  now: Date,
): WorkoutReminder[] {
  if (lead === 'none') return [];
  const due: WorkoutReminder[] = [];
  for (const date of candidateDays(workout, timeZone, now)) {
    const day = { date, time: workout.time };
    const remindAt = reminderInstant(day, lead, timeZone);
    const startsAt = zonedInstant(date, workout.time, timeZone);
    if (!remindAt || remindAt > now || startsAt <= now) continue;
    due.push({
      workoutId: workout.id,
      name: workout.name,
      occurrence: workout.recurrence === undefined ? null : date,
      date,
      time: workout.time,
      startsAt,
      remindAt,
    });
  }
  return due;
}

/** A reminder's push: the workout's name, its day and time in the athlete's zone, and the page that starts it. */
export function workoutReminderPayload(
  reminder: WorkoutReminder,
  timeZone: string,
  now: Date,
): PushNotificationPayload {
  const today = calendarDateInZone(now, timeZone);
  const day = reminder.date === today ? 'today' : reminder.date === addDays(today, 1) ? 'tomorrow' : 'later';
  const start = `/workouts/start/${encodeURIComponent(reminder.workoutId)}`;
  return {
    kind: 'reminder',
    title: reminder.name,
    body: PUSH_TEXT.reminderBody(day, reminder.date, reminder.time),
    url: reminder.occurrence ? `${start}?occurrence=${reminder.occurrence}` : start,
    // The open app's own reminder has this tag: a device shows one of the two, never both.
    tag: `workout-reminder-${reminder.workoutId}`,
    startsAt: reminder.startsAt.toISOString(),
  };
}
