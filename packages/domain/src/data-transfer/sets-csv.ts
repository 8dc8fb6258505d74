import { spreadsheetText } from './csv-formula.ts';
import { csvLine } from './csv-write.ts';
import type { ExportCompletedWorkout } from './document.ts';

/** The sets CSV's columns: one row per set, as a spreadsheet reads them. */
export const SETS_CSV_COLUMNS = [
  'Date',
  'Day',
  'Workout',
  'Duration (s)',
  'Exercise',
  'Set',
  'Weight',
  'Unit',
  'Reps',
  'RPE',
  'Notes',
  /** The group the exercise was done in turn with (a superset or circuit): last, so older readers' columns stay. */
  'Superset',
] as const;

/** The header line of the sets CSV, with its line break. */
export function setsCsvHeader(): string {
  return csvLine(SETS_CSV_COLUMNS);
}

/**
 * The CSV lines of one completed workout's sets (warm-ups first, their set written W1, W2, …), each ending in a line
 * break, so pages of sessions can be streamed one after another under one header. The athlete's own words (the
 * workout's and exercise's names, the reps as typed, the notes) are written as spreadsheet text; the numbers,
 * dates and units the app writes itself are written as they are.
 */
export function setsCsvLines(session: ExportCompletedWorkout): string {
  const rows: (string | number)[][] = [];
  const head = [session.date, session.day ?? '', spreadsheetText(session.name), session.duration];
  for (const exercise of session.actualExercises) {
    const name = spreadsheetText(exercise.name);
    const superset = exercise.superset === undefined ? '' : spreadsheetText(exercise.superset);
    (exercise.warmUpSets ?? []).forEach((set, index) => {
      rows.push([...head, name, `W${index + 1}`, set.weight, set.weightUnit, set.reps, '', '', superset]);
    });
    for (const set of exercise.actualSets)
      rows.push([
        ...head,
        name,
        set.setNumber,
        set.actualWeight ?? '',
        set.actualWeight === undefined ? '' : (set.weightUnit ?? 'lb'),
        spreadsheetText(set.actualReps),
        set.rpe ?? '',
        spreadsheetText(set.notes),
        superset,
      ]);
  }
  return rows.map(csvLine).join('');
}
