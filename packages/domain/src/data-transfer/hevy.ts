import { type CsvRow, type CsvTable, csvRows } from './csv-table.ts';
import { hevySetKind, readAmount, readReps, readRpe, readWallTime } from './csv-values.ts';
import type { ImportWarnings } from './import-warnings.ts';
import type { ImportedSet, ImportedWorkout } from './imported-workouts.ts';
import { groupWorkouts } from './imported-workouts.ts';

/**
 * Hevy's workouts CSV: one row per set, weights in 'weight_kg' or 'weight_lbs' (the header says which), distances in
 * 'distance_km' or 'distance_miles', times in 'duration_seconds', dates as '26 Jul 2025, 07:06', set types
 * warmup, normal, failure and dropset, and a 'superset_id' shared by the exercises of a superset. A session is the
 * rows sharing 'title' and 'start_time'.
 */
export function isHevyHeader(header: readonly string[]): boolean {
  return header.includes('exercise_title') && header.includes('start_time') && header.includes('title');
}

function hevySet(row: CsvRow, header: readonly string[]): ImportedSet {
  const inPounds = header.includes('weight_lbs');
  const weight = readAmount(row, inPounds ? 'weight_lbs' : 'weight_kg');
  const inMiles = header.includes('distance_miles');
  const distance = readAmount(row, inMiles ? 'distance_miles' : 'distance_km');
  const superset = row.text('superset_id');
  return {
    line: row.line,
    exerciseName: row.required('exercise_title'),
    kind: hevySetKind(row.text('set_type')),
    weight: weight !== undefined && weight > 0 ? { value: weight, unit: inPounds ? 'lb' : 'kg' } : undefined,
    reps: readReps(row, 'reps'),
    rpe: readRpe(row, 'rpe'),
    distance:
      distance !== undefined && distance > 0 ? { value: distance, unit: inMiles ? 'mi' : 'km' } : undefined,
    seconds: readAmount(row, 'duration_seconds'),
    notes: '',
    exerciseNotes: row.text('exercise_notes'),
    superset: superset === '' ? undefined : superset,
  };
}

export function readHevySessions(
  table: CsvTable,
  timeZone: string,
  warnings: ImportWarnings,
): ImportedWorkout[] {
  const rows = csvRows(table, warnings);
  return groupWorkouts(rows, (row) => `${row.text('title')}\u0000${row.text('start_time')}`).map(
    (session) => {
      const first = session[0] as CsvRow;
      const start = readWallTime(first, 'start_time', timeZone);
      const end = first.text('end_time') === '' ? start : readWallTime(first, 'end_time', timeZone);
      return {
        start,
        name: first.required('title'),
        durationSeconds: Math.max(0, (end.getTime() - start.getTime()) / 1000),
        notes: first.text('description'),
        sets: session.map((row) => hevySet(row, table.header)),
      };
    },
  );
}
