import { describe, expect, it } from 'vitest';
import { readCsvTable } from './csv-table.ts';
import type { ExportCompletedWorkout } from './document.ts';
import { SETS_CSV_COLUMNS, setsCsvHeader, setsCsvLines } from './sets-csv.ts';

const session: ExportCompletedWorkout = {
  id: 'c1',
  name: 'Push, heavy',
  date: '2024-03-04T06:31:12.000Z',
  day: '2024-03-04',
  originalWorkoutId: 'w1',
  duration: 3900,
  notes: '',
  updatedAt: '2024-03-04T07:36:12.000Z',
  actualExercises: [
    {
      id: 'e1',
      name: 'Bench Press',
      plannedSets: 1,
      plannedReps: '5',
      plannedWeight: '100 kg',
      warmUpSets: [{ weight: 40, weightUnit: 'kg', reps: 10 }],
      actualSets: [
        {
          setNumber: 1,
          actualWeight: 100,
          weightUnit: 'kg',
          actualReps: '5',
          rpe: 8,
          completed: true,
          notes: 'said "easy"',
        },
        { setNumber: 2, actualReps: '12', completed: true, notes: '' },
      ],
      notes: '',
    },
  ],
};

describe('the sets CSV', () => {
  it('writes one row per set, warm-ups first, quoting what a spreadsheet needs quoted', () => {
    const table = readCsvTable(setsCsvHeader() + setsCsvLines(session));
    expect(table.header).toEqual([...SETS_CSV_COLUMNS]);
    expect(table.rows.map((row) => row.cells)).toEqual([
      [
        '2024-03-04T06:31:12.000Z',
        '2024-03-04',
        'Push, heavy',
        '3900',
        'Bench Press',
        'W1',
        '40',
        'kg',
        '10',
        '',
        '',
      ],
      [
        '2024-03-04T06:31:12.000Z',
        '2024-03-04',
        'Push, heavy',
        '3900',
        'Bench Press',
        '1',
        '100',
        'kg',
        '5',
        '8',
        'said "easy"',
      ],
      [
        '2024-03-04T06:31:12.000Z',
        '2024-03-04',
        'Push, heavy',
        '3900',
        'Bench Press',
        '2',
        '',
        '',
        '12',
        '',
        '',
      ],
    ]);
  });

  it('writes nothing for a session without sets', () => {
    expect(setsCsvLines({ ...session, actualExercises: [] })).toBe('');
  });
});
