import { isCalendarDate } from '@liftwise/domain';

/**
 * An id from the query string. The router parses search values as JSON, so `?planId=42` arrives as a number;
 * ids are opaque strings to us, so numbers are turned back into text and anything else is dropped.
 */
export function idParam(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The day of one occurrence of a repeating workout (`?occurrence=YYYY-MM-DD`); anything else is dropped. */
export function occurrenceParam(value: unknown): string | undefined {
  return typeof value === 'string' && isCalendarDate(value) ? value : undefined;
}
