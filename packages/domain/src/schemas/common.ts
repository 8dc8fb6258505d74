import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import './english-messages.ts';
import { isDateInBounds, isInstantInBounds } from '../dates/date-bounds.ts';
import { TIME_OF_DAY_PATTERN } from '../dates/time-of-day.ts';
import { DATE_MESSAGES } from './text.ts';

/*
 * Every server-side schema is zod/mini: the same checks and messages as classic zod, as functions
 * a bundler can leave out when unused, which keeps the Worker within its budget.
 */

export const idSchema = z.string().check(z.minLength(1), z.maxLength(LIMITS.id));
/**
 * An athlete's calendar day, `YYYY-MM-DD`, from 1900 to 2200 (dates/date-bounds.ts); `error` is what a day that is
 * not a real one says (a form's own wording). Every schema that takes a day uses this one.
 */
export function calendarDate(error?: string) {
  // A day that is not a real one says only that, not also that it is out of bounds.
  return z.iso
    .date({ ...(error !== undefined && { error }), abort: true })
    .check(z.refine(isDateInBounds, { error: DATE_MESSAGES.outOfRange }));
}
export const calendarDateSchema = calendarDate();
/**
 * An instant, ISO-8601 UTC (`Z` only, so instants sort correctly as strings), within the date bounds with a day to
 * spare on each side. Every schema that takes an instant uses this one.
 */
export const instantSchema = z.iso
  .datetime({ abort: true })
  .check(z.refine(isInstantInBounds, { error: DATE_MESSAGES.outOfRange }));
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
