import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import './english-messages.ts';
import { TIME_OF_DAY_PATTERN } from '../dates/time-of-day.ts';

/*
 * Every server-side schema is zod/mini (decision 0025): the same checks and messages as classic zod, as functions
 * a bundler can leave out when unused, which keeps the Worker within its budget.
 */

export const idSchema = z.string().check(z.minLength(1), z.maxLength(LIMITS.id));
/** An athlete's calendar day, `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();
/** An instant, ISO-8601 UTC (`Z` only, so instants sort correctly as strings). */
export const instantSchema = z.iso.datetime();
/** `HH:mm`, the optional workout time. */
export const timeOfDaySchema = z
  .string()
  .check(z.regex(TIME_OF_DAY_PATTERN, { error: 'Time must be HH:mm' }));

export function list<T extends z.ZodMiniType>(item: T, max: number = LIMITS.listItems) {
  return z.array(item).check(z.maxLength(max));
}

/** A whole number from `min` to `max` (classic zod's `z.number().int().min(min).max(max)`). */
export function wholeNumber(min: number, max?: number) {
  const number = z.number().check(z.int(), z.gte(min));
  return max === undefined ? number : number.check(z.lte(max));
}
