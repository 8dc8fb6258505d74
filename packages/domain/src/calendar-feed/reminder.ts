import { wallClockMs, zonedInstant } from '../dates/zoned-time.ts';
import { EVENING_BEFORE_HOUR, LEAD_MINUTES, type ReminderLead } from './options.ts';

/**
 * How long before a workout's start its reminder is, in wall-clock minutes, or null for none. The evening before is
 * 18:00 the day before: 13 h before a 07:00 start. A workout without a time starts with its day (00:00), so its
 * reminder is the evening before whichever lead was chosen: 15 minutes before midnight would wake nobody usefully.
 */
export function reminderMinutesBefore(time: string | undefined, lead: ReminderLead): number | null {
  if (lead === 'none') return null;
  const startMinute = time ? wallClockMs('1970-01-01', time) / 60_000 : 0;
  if (lead === 'eveningBefore' || time === undefined) return startMinute + (24 - EVENING_BEFORE_HOUR) * 60;
  return LEAD_MINUTES[lead];
}

/** When the in-app reminder for a workout shows: its start in the athlete's zone less the lead, or null for none. */
export function reminderInstant(
  workout: { date: string; time?: string | undefined },
  lead: ReminderLead,
  timeZone: string,
): Date | null {
  const before = reminderMinutesBefore(workout.time, lead);
  if (before === null) return null;
  // Counted on the wall clock, as the calendar's relative trigger is: 18:00 the day before stays 18:00 across DST.
  const wall = wallClockMs(workout.date, workout.time) - before * 60_000;
  const [date, time] = new Date(wall).toISOString().slice(0, 16).split('T');
  return zonedInstant(date ?? workout.date, time, timeZone);
}

/** Whole minutes from `now` until a workout's start in the athlete's zone (negative once it has started). */
export function minutesUntilStart(
  workout: { date: string; time?: string | undefined },
  timeZone: string,
  now: Date,
): number {
  return Math.ceil((zonedInstant(workout.date, workout.time, timeZone).getTime() - now.getTime()) / 60_000);
}
