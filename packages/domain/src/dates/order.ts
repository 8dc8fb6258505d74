import type { CalendarDate } from './calendar-date.ts';

/** What the schedule orders by: a workout's day, time of day, and, for a tie, its name and id. */
export interface Placed {
  date: CalendarDate;
  time?: string | undefined;
  name?: string | undefined;
  id?: string | undefined;
}

// Case and accents aside, with numbers read as numbers, so 'Week 2' comes before 'Week 10' on any machine.
const nameOrder = /* @__PURE__ */ new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Plain code-unit order: the last word on two names the collator reads as one, so the order is total. */
function exactly(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * Soonest first: by day, then time of day (a workout without a time first: it is the day's all-day entry, as in
 * the calendar feed), then name, then id, so every screen and every reload lists a day's workouts the same way.
 */
export function byDateAndTime(a: Placed, b: Placed): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const time = exactly(a.time ?? '', b.time ?? '');
  if (time !== 0) return time;
  const nameA = a.name ?? '';
  const nameB = b.name ?? '';
  return nameOrder.compare(nameA, nameB) || exactly(nameA, nameB) || exactly(a.id ?? '', b.id ?? '');
}
