import { WEEKDAYS, type Weekday } from '../strength-plans/options.ts';

/** Days spread over the week for n sessions when the athlete names none (rest days in between where possible). */
const SPREAD: Record<number, readonly Weekday[]> = {
  1: ['Monday'],
  2: ['Monday', 'Thursday'],
  3: ['Monday', 'Wednesday', 'Friday'],
  4: ['Monday', 'Tuesday', 'Thursday', 'Friday'],
  5: ['Monday', 'Tuesday', 'Wednesday', 'Friday', 'Saturday'],
  6: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  7: WEEKDAYS,
};

/**
 * The week's training days in week order: the preferred days first (the earliest ones when there are more than
 * needed), topped up from the default spread and then any free day.
 */
export function trainingWeekdays(days: number, preferred: readonly Weekday[]): Weekday[] {
  const chosen = new Set<Weekday>(WEEKDAYS.filter((day) => preferred.includes(day)).slice(0, days));
  for (const day of [...(SPREAD[days] ?? WEEKDAYS), ...WEEKDAYS]) {
    if (chosen.size >= days) break;
    chosen.add(day);
  }
  return WEEKDAYS.filter((day) => chosen.has(day));
}

/** Monday is day 1, Sunday day 7. */
export function dayNumberOf(day: Weekday): number {
  return WEEKDAYS.indexOf(day) + 1;
}
