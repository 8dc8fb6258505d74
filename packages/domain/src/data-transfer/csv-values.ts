import { formatCalendarDate } from '../dates/calendar-date.ts';
import { zonedInstant } from '../dates/zoned-time.ts';
import type { WeightUnit } from '../units/weight.ts';
import type { CsvRow } from './csv-table.ts';
import type { DistanceUnit, ImportedSetKind } from './sessions.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

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
  const two = (value: number) => String(value).padStart(2, '0');
  const date = formatCalendarDate(wall.year, wall.month, wall.day);
  return zonedInstant(date, `${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`, timeZone);
}

const DURATION_PART = /(\d+(?:\.\d+)?)\s*(h|m|s)/g;

/** Strong's workout duration ('1h 5m', '45m', '30s'); 0 when empty. */
export function readDuration(row: CsvRow, column: string): number {
  const text = row.text(column);
  if (text === '') return 0;
  if (/^\d+$/.test(text)) return Number(text);
  const compact = text.toLowerCase().replace(/\s+/g, ' ');
  let seconds = 0;
  let read = '';
  for (const [whole, amount, unit] of compact.matchAll(DURATION_PART)) {
    seconds += Number(amount) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1);
    read += whole;
  }
  if (read === '' || read.replace(/\s/g, '') !== compact.replace(/\s/g, ''))
    row.refuse(DATA_TRANSFER_MESSAGES.notADuration, column);
  return seconds;
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
