import { addDays } from '../dates/calendar-date.ts';
import { convertWeight, kilograms, type Weight, type WeightUnit } from '../units/weight.ts';
import { MOVING_AVERAGE_DAYS } from './limits.ts';

/** What the trend reads of an entry: its day and its weight as entered. */
export interface LoggedWeight {
  date: string;
  weight: number;
  unit: WeightUnit;
}

/** One day of the trend, in the athlete's unit: the weight logged that day and the moving average ending on it. */
export interface BodyWeightPoint {
  date: string;
  weight: number;
  average: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The raw points and their moving average, oldest first, in `unit`: each logged day's average is the mean of the
 * entries of that day and the six calendar days before it. Days without an entry are skipped, not filled: a
 * window with two entries averages those two. Entries of one day (there is one per day) count once each.
 */
export function bodyWeightTrend(entries: readonly LoggedWeight[], unit: WeightUnit): BodyWeightPoint[] {
  const sorted = [...entries]
    .map((entry) => ({ date: entry.date, value: convertWeight(entryWeight(entry), unit).value }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const points: BodyWeightPoint[] = [];
  let start = 0;
  let sum = 0;
  for (let end = 0; end < sorted.length; end++) {
    const current = sorted[end] as { date: string; value: number };
    sum += current.value;
    const windowStart = addDays(current.date, 1 - MOVING_AVERAGE_DAYS);
    while ((sorted[start] as { date: string }).date < windowStart) {
      sum -= (sorted[start] as { value: number }).value;
      start += 1;
    }
    points.push({
      date: current.date,
      weight: round1(current.value),
      average: round1(sum / (end - start + 1)),
    });
  }
  return points;
}

function entryWeight(entry: LoggedWeight): Weight {
  return { value: entry.weight, unit: entry.unit };
}

/** The latest entry on or before `day` (the weight an athlete had then), or undefined when none is logged. */
export function bodyWeightOn<T extends LoggedWeight>(entries: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const entry of entries) {
    if (entry.date <= day && (found === undefined || entry.date > found.date)) found = entry;
  }
  return found;
}

/**
 * A lift relative to body weight (a 100 kg bench at 80 kg reads 1.25), to two decimals; undefined without a body
 * weight or a lifted weight.
 */
export function relativeStrength(lifted: Weight, body: LoggedWeight | undefined): number | undefined {
  if (!body || !(lifted.value > 0)) return undefined;
  return Math.round((kilograms(lifted) / kilograms(entryWeight(body))) * 100) / 100;
}
