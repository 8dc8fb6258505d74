import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { TIME_OF_DAY_PATTERN } from '../dates/time-of-day.ts';

export const idSchema = z.string().min(1).max(LIMITS.id);
/** An athlete's calendar day, `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();
/** An instant, ISO-8601 UTC (`Z` only, so instants sort correctly as strings). */
export const instantSchema = z.iso.datetime();
/** `HH:mm`, the optional workout time. */
export const timeOfDaySchema = z.string().regex(TIME_OF_DAY_PATTERN, { error: 'Time must be HH:mm' });

export function list<T extends z.ZodType>(item: T, max: number = LIMITS.listItems) {
  return z.array(item).max(max);
}
