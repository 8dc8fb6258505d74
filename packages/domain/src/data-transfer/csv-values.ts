import { formatCalendarDate } from '../dates/calendar-date.ts';
import { zonedInstant } from '../dates/zoned-time.ts';
import type { WeightUnit } from '../units/weight.ts';
import { MAX_RPE, MIN_RPE } from '../workouts/completed-schema.ts';
import type { CsvRow } from './csv-table.ts';
import type { DistanceUnit, ImportedSetKind } from './imported-workouts.ts';
import { IMPORT_YEARS } from './limits.ts';
import { DATA_TRANSFER_MESSAGES, IMPORT_WARNINGS } from './text.ts';

/* Readers of the values other apps write in their CSV files, each refusing a bad cell with its line and column. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date and time as another app wrote it, read into its parts. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** '2024-03-10 07:30:05', '2024-03-10 7:30:05 PM' (Strong, either clock), '2024-03-10T07:30'. */
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f]*([AaPp])\.?[Mm]\.?)?$/;
/** '26 Jul 2025, 07:06' (Hevy). */
const DAY_MONTH_YEAR = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function wallTime(text: string): WallTime | undefined {
  const iso = text.match(ISO_LIKE);
  if (iso) {
    let hour = Number(iso[4]);
    const meridiem = iso[7]?.toLowerCase();
    if (meridiem && (hour < 1 || hour > 12)) return undefined;
    if (meridiem === 'p' && hour < 12) hour += 12;
    if (meridiem === 'a' && hour === 12) hour = 0;
    return {
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: Number(iso[3]),
      hour,
      minute: Number(iso[5]),
      second: Number(iso[6] ?? 0),
    };
  }
  const dmy = text.match(DAY_MONTH_YEAR);
  if (dmy) {
    const month = MONTHS.indexOf((dmy[2] as string).toLowerCase()) + 1;
    if (month === 0) return undefined;
    return {
      year: Number(dmy[3]),
      month,
      day: Number(dmy[1]),
      hour: Number(dmy[4]),
      minute: Number(dmy[5]),
      second: Number(dmy[6] ?? 0),
    };
  }
  return undefined;
}

function isRealTime(wall: WallTime): boolean {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  return (
    date.getUTCMonth() === wall.month - 1 &&
    date.getUTCDate() === wall.day &&
    wall.hour < 24 &&
    wall.minute < 60 &&
    wall.second < 60
  );
}

/** A date and time as the athlete's clock showed it, made an instant in their zone. */
export function readWallTime(row: CsvRow, column: string, timeZone: string): Date {
  const text = row.required(column);
  const wall = wallTime(text);
  if (!wall || !isRealTime(wall)) row.refuse(DATA_TRANSFER_MESSAGES.notADate, column);
  // Date.UTC reads the years 0 to 99 as 1900 to 1999, so a year out of range must be refused before any date is made.
  if (wall.year < IMPORT_YEARS.first || wall.year > IMPORT_YEARS.last)
    row.refuse(
      (line, name, value) =>
        DATA_TRANSFER_MESSAGES.dateOutOfRange(line, name, value, IMPORT_YEARS.first, IMPORT_YEARS.last),
      column,
    );
  const two = (value: number) => String(value).padStart(2, '0');
  const date = formatCalendarDate(wall.year, wall.month, wall.day);
  return zonedInstant(date, `${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`, timeZone);
}

/** '1:05:00' (hours, minutes, seconds) or '38:00' (minutes, seconds). */
const CLOCK_DURATION = /^(\d+):(\d{2})(?::(\d{2}))?$/;
/** One amount and its unit: '1h', '5 min', '45s', '1.5 hours'. */
const DURATION_PART = /(\d+(?:[.,]\d+)?)\s*([a-z]+)/g;
// A Map, not an object, so a unit such as 'constructor' finds nothing rather than Object's own property.
const SECONDS_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ...['h', 'hr', 'hrs', 'hour', 'hours'].map((unit) => [unit, 3600] as const),
  ...['m', 'min', 'mins', 'minute', 'minutes'].map((unit) => [unit, 60] as const),
  ...['s', 'sec', 'secs', 'second', 'seconds'].map((unit) => [unit, 1] as const),
]);

/**
 * A duration as Strong and Hevy write it, in seconds: '38min', '1h 5m', '1h 5min', '1h', '45s', '0:38:00', '38:00'
 * or plain seconds ('2280'); undefined when the text is none of these.
 */
export function durationSeconds(text: string): number | undefined {
  const compact = text.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(compact)) return Number(compact);
  const clock = compact.match(CLOCK_DURATION);
  if (clock) {
    const [first, second, third] = [clock[1], clock[2], clock[3]].map(Number) as [number, number, number];
    if (second >= 60 || third >= 60) return undefined;
    return clock[3] === undefined ? first * 60 + second : first * 3600 + second * 60 + third;
  }
  let seconds = 0;
  let read = '';
  for (const [whole, amount, unit] of compact.matchAll(DURATION_PART)) {
    const perUnit = SECONDS_PER_UNIT.get(unit as string);
    if (perUnit === undefined) return undefined;
    seconds += Number((amount as string).replace(',', '.')) * perUnit;
    read += whole;
  }
  return read !== '' && read.replace(/\s/g, '') === compact.replace(/\s/g, '') ? seconds : undefined;
}

/** A session's duration ('1h 5m', '38min'); 0 when empty, and 0 with a warning when unreadable, not the file refused. */
export function readDuration(row: CsvRow, column: string): number {
  const text = row.text(column);
  if (text === '') return 0;
  const seconds = durationSeconds(text);
  if (seconds !== undefined) return seconds;
  row.warn(IMPORT_WARNINGS.notADuration, column);
  return 0;
}

/** A weight, distance or time that cannot be below zero: a negative one is left out of the set with a warning. */
export function readAmount(row: CsvRow, column: string): number | undefined {
  const amount = row.number(column);
  if (amount === undefined || amount >= 0) return amount;
  row.warn(IMPORT_WARNINGS.belowZero, column);
  return undefined;
}

/** An RPE (1 to 10, kept in halves); one outside the scale is left out of the set with a warning. */
export function readRpe(row: CsvRow, column: string): number | undefined {
  const rpe = row.number(column);
  // Some exports write 0 for a set without an RPE, as they write 0 for one without a weight.
  if (rpe === undefined || rpe === 0) return undefined;
  const half = Math.round(rpe * 2) / 2;
  if (half >= MIN_RPE && half <= MAX_RPE) return rpe;
  row.warn(IMPORT_WARNINGS.notAnRpe, column);
  return undefined;
}

/** A weight unit cell ('kg', 'lbs'); `fallback` when the cell is empty. */
export function readWeightUnit(row: CsvRow, column: string, fallback: WeightUnit): WeightUnit {
  const text = row.text(column).toLowerCase();
  if (text === '') return fallback;
  if (text === 'kg' || text === 'kgs') return 'kg';
  if (text === 'lb' || text === 'lbs') return 'lb';
  return row.refuse(DATA_TRANSFER_MESSAGES.notAUnit, column);
}

/** A distance unit cell ('km', 'mi', 'm'); `fallback` when the cell is empty. */
export function readDistanceUnit(row: CsvRow, column: string, fallback: DistanceUnit): DistanceUnit {
  const text = row.text(column).toLowerCase();
  if (text === '') return fallback;
  if (text === 'km' || text === 'm') return text;
  if (text === 'mi' || text === 'miles') return 'mi';
  return row.refuse(DATA_TRANSFER_MESSAGES.notAUnit, column);
}

/** A count of reps: a whole number, or nothing. */
export function readReps(row: CsvRow, column: string): number | undefined {
  const reps = row.number(column);
  if (reps === undefined) return undefined;
  if (!Number.isInteger(reps) || reps < 0) row.refuse(DATA_TRANSFER_MESSAGES.notANumber, column);
  return reps;
}

/** Hevy's set types; anything else is a work set. */
export function hevySetKind(text: string): ImportedSetKind {
  const kind = text.toLowerCase();
  return kind === 'warmup' || kind === 'failure' || kind === 'dropset' ? kind : 'normal';
}

/** Strong's Set Order: a number for a work set, W a warm-up, D a drop set, F to failure. */
export function strongSetKind(text: string): ImportedSetKind {
  const order = text.toUpperCase();
  if (order === 'W') return 'warmup';
  if (order === 'D') return 'dropset';
  if (order === 'F') return 'failure';
  return 'normal';
}
