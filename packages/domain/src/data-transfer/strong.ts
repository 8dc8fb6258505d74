import type { WeightUnit } from '../units/weight.ts';
import { type CsvRow, type CsvTable, csvRows } from './csv-table.ts';
import {
  readAmount,
  readDistanceUnit,
  readDuration,
  readReps,
  readRpe,
  readWallTime,
  readWeightUnit,
  strongSetKind,
} from './csv-values.ts';
import type { ImportWarnings } from './import-warnings.ts';
import type { ImportedSet, ImportedWorkout } from './imported-workouts.ts';
import { groupWorkouts } from './imported-workouts.ts';

/**
 * Strong's CSV export, both layouts seen in the wild: semicolon-separated with 'Weight Unit' and 'Distance Unit'
 * columns (and 'Workout Duration'), or comma-separated with a 'Duration' column ('1h 5m') and no units, its
 * weights in the athlete's unit. One row per set; a session is the rows sharing 'Date' and 'Workout Name'.
 */
export function isStrongHeader(header: readonly string[]): boolean {
  return header.includes('Exercise Name') && header.includes('Set Order') && header.includes('Workout Name');
}

/** Rows that are no set: Strong writes its rest timers and notes between the sets in newer exports. */
const NOT_A_SET = /^(rest timer|note)$/i;

function strongSet(row: CsvRow, unit: WeightUnit): ImportedSet {
  const weight = readAmount(row, 'Weight');
  const weightUnit = readWeightUnit(row, 'Weight Unit', unit);
  const distance = readAmount(row, 'Distance');
  return {
    line: row.line,
    exerciseName: row.required('Exercise Name'),
    kind: strongSetKind(row.text('Set Order')),
    // Strong writes 0 for a set without weight (a pull-up, a run): no weight, not a weight of zero.
    weight: weight !== undefined && weight > 0 ? { value: weight, unit: weightUnit } : undefined,
    reps: readReps(row, 'Reps'),
    rpe: readRpe(row, 'RPE'),
    distance:
      distance !== undefined && distance > 0
        ? { value: distance, unit: readDistanceUnit(row, 'Distance Unit', unit === 'kg' ? 'km' : 'mi') }
        : undefined,
    seconds: readAmount(row, 'Seconds'),
    notes: row.text('Notes'),
    exerciseNotes: '',
  };
}

export function readStrongSessions(
  table: CsvTable,
  unit: WeightUnit,
  timeZone: string,
  warnings: ImportWarnings,
): ImportedWorkout[] {
  const rows = csvRows(table, warnings).filter((row) => !NOT_A_SET.test(row.text('Set Order')));
  return groupWorkouts(rows, (row) => `${row.text('Date')}\u0000${row.text('Workout Name')}`).map(
    (session) => {
      const first = session[0] as CsvRow;
      const durationColumn = table.header.includes('Duration') ? 'Duration' : 'Workout Duration';
      return {
        start: readWallTime(first, 'Date', timeZone),
        name: first.required('Workout Name'),
        durationSeconds: readDuration(first, durationColumn),
        notes: first.text('Workout Notes'),
        sets: session.map((row) => strongSet(row, unit)),
      };
    },
  );
}
