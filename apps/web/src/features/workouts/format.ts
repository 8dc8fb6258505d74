import { format, parseISO } from 'date-fns';

/** 'Tue, Mar 3' for a calendar day; with its time, 'Tue, Mar 3 · 18:30'. */
export function formatWorkoutDay(date: string, time?: string): string {
  const day = format(parseISO(date), 'EEE, MMM d');
  return time ? `${day} · ${time}` : day;
}

/** A session's end, in the browser's zone: 'Sun, Mar 1'. */
export function formatSessionDay(instant: string): string {
  return format(new Date(instant), 'EEE, MMM d');
}

/** Elapsed seconds as whole minutes, at least 1 for any session that ran. */
export function sessionMinutes(seconds: number): number {
  return seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
}
