import { BODY_WEIGHT_BOUNDS } from '../body-weight/limits.ts';
import { calendarDateInZone } from '../dates/time-zone.ts';
import { type CsvTable, csvRows } from './csv-table.ts';
import { readAmount, readWallTime } from './csv-values.ts';
import type { ExportBodyWeight } from './document.ts';
import type { ImportWarnings } from './import-warnings.ts';
import { IMPORT_WARNINGS } from './text.ts';

/**
 * Hevy's measurements CSV (`measurement_data.csv`): one row per measuring, `date` as '31 Jan 2026, 00:00' in the
 * athlete's wall clock, `weight_kg` always in kilograms, then `fat_percent` and circumferences (`neck_cm` or
 * `neck_in`, …), most cells blank. Only the body weight is read.
 */
export function isHevyMeasurementsHeader(header: readonly string[]): boolean {
  return header.includes('date') && header.includes('weight_kg') && header.includes('fat_percent');
}

/**
 * Each day's body weight, in kilograms as Hevy writes it; a row without one is skipped, one outside the bounds left
 * out with a warning, and of two rows of one day the later in the file is kept (one entry per day).
 */
export function readHevyBodyWeights(
  table: CsvTable,
  timeZone: string,
  warnings: ImportWarnings,
): ExportBodyWeight[] {
  const byDay = new Map<string, ExportBodyWeight>();
  const { min, max } = BODY_WEIGHT_BOUNDS.kg;
  for (const row of csvRows(table, warnings)) {
    const weight = readAmount(row, 'weight_kg');
    if (weight === undefined) continue;
    if (weight < min || weight > max) {
      row.warn(IMPORT_WARNINGS.notABodyWeight, 'weight_kg');
      continue;
    }
    const at = readWallTime(row, 'date', timeZone);
    const date = calendarDateInZone(at, timeZone);
    const instant = at.toISOString();
    byDay.set(date, { id: `hevy-${date}`, date, weight, unit: 'kg', createdAt: instant, updatedAt: instant });
  }
  return [...byDay.values()];
}
