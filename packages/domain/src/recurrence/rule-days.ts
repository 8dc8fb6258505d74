import { addDays, type CalendarDate, DAY_MS, toUtcMs } from '../dates/calendar-date.ts';
import { RECURRENCE_HORIZON_DAYS } from './limits.ts';
import { RRule } from './rrule.ts';
import { parseRecurrenceRule } from './rule.ts';

/** The last day any series starting on `start` may reach: two years on (the cap of a rule without an end). */
export function horizonOf(start: CalendarDate): CalendarDate {
  return addDays(start, RECURRENCE_HORIZON_DAYS);
}

/**
 * Expansions kept, most recently used last: rrule spends a few milliseconds on a daily rule's two years (it walks a
 * year-long day mask per occurrence), and every list read asks again for the same series. Each entry is at most
 * RECURRENCE_HORIZON_DAYS + 1 day numbers (2.9 KB), so the memo holds at most ~3 MB per process or isolate.
 */
const EXPANSIONS_KEPT = 1_000;
const expansions = new Map<string, Int32Array>();

/**
 * rrule's expansion of a rule the app has read (`parseRecurrenceRule`) from its first date `start`, until its
 * COUNT, its UNTIL or the two-year horizon, whichever comes first: the days as day numbers since the epoch, in order.
 * Local dates are passed as midnights UTC without a TZID, rrule's floating convention, so no zone or DST moves them.
 */
export function ruleDayNumbers(text: string, start: CalendarDate): Int32Array {
  const key = `${start} ${text}`;
  const kept = expansions.get(key);
  if (kept) {
    expansions.delete(key);
    expansions.set(key, kept);
    return kept;
  }
  const days = expand(text, start);
  expansions.set(key, days);
  if (expansions.size > EXPANSIONS_KEPT) expansions.delete(expansions.keys().next().value as string);
  return days;
}

function expand(text: string, start: CalendarDate): Int32Array {
  const options = RRule.parseString(text);
  const horizon = new Date(toUtcMs(horizonOf(start)));
  const until = options.until && options.until < horizon ? options.until : horizon;
  const rule = new RRule({ ...options, dtstart: new Date(toUtcMs(start)), until, wkst: RRule.MO });
  return Int32Array.from(rule.all(), (date) => Math.round(date.getTime() / DAY_MS));
}

/**
 * Expands the series not yet remembered, one per step: a server runs these steps with turns between them before it
 * builds a list, so 100 daily series expanded for the first time hold its thread one series at a time.
 */
export function* expansionSteps(
  series: readonly { date: CalendarDate; recurrence?: string | null | undefined }[],
): Generator<void, void, void> {
  for (const { date, recurrence } of series) {
    if (!recurrence || expansions.has(`${date} ${recurrence}`) || !parseRecurrenceRule(recurrence).ok)
      continue;
    ruleDayNumbers(recurrence, date);
    yield;
  }
}
