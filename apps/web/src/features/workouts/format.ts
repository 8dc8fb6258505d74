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
