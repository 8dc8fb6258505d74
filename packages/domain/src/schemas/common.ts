import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';

export const idSchema = z.string().min(1).max(LIMITS.id);
/** An athlete's calendar day, `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();
/** An instant, ISO-8601 UTC (`Z` only, so instants sort correctly as strings). */
export const instantSchema = z.iso.datetime();
/** `HH:mm`, the optional workout time. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:mm' });

/** A required text: trimmed, not blank, bounded. */
export function requiredText(max: number, message?: string) {
  return z
    .string(message ? { error: message } : undefined)
    .trim()
    .min(1, message ? { error: message } : undefined)
    .max(max);
}

export function text(max: number) {
  return z.string().max(max);
}

export function list<T extends z.ZodType>(item: T, max: number = LIMITS.listItems) {
  return z.array(item).max(max);
}
