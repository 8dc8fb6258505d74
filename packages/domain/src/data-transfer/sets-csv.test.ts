import { describe, expect, it } from 'vitest';
import { readCsvTable } from './csv-table.ts';
import type { ExportCompletedWorkout } from './document.ts';
import { exportJsonChunks } from './export-writer.ts';
import { readImportFile } from './read.ts';
import { SETS_CSV_COLUMNS, setsCsvHeader, setsCsvLines } from './sets-csv.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

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
        '',
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
        '',
      ],
    ]);
  });

  it("writes each set's superset, and nothing for an exercise done alone", () => {
    const bench = session.actualExercises[0] as ExportCompletedWorkout['actualExercises'][number];
    const paired: ExportCompletedWorkout = {
      ...session,
      actualExercises: [
        { ...bench, id: 'p', name: 'Pull-Up', warmUpSets: [], superset: 'A' },
        { ...bench, id: 'd', name: 'Dip', warmUpSets: [], superset: 'A' },
        { ...bench, id: 'c', name: 'Curl', warmUpSets: [] },
      ],
    };
    const rows = readCsvTable(setsCsvHeader() + setsCsvLines(paired)).rows.map((row) => row.cells);
    const at = (name: (typeof SETS_CSV_COLUMNS)[number]) => SETS_CSV_COLUMNS.indexOf(name);
    expect(rows.map((row) => [row[at('Exercise')], row[at('Set')], row[at('Superset')]])).toEqual([
      ['Pull-Up', '1', 'A'],
      ['Pull-Up', '2', 'A'],
      ['Dip', '1', 'A'],
      ['Dip', '2', 'A'],
      ['Curl', '1', ''],
      ['Curl', '2', ''],
    ]);
  });

  it('writes nothing for a session without sets', () => {
    expect(setsCsvLines({ ...session, actualExercises: [] })).toBe('');
  });

  it('writes text a spreadsheet would run as a formula after an apostrophe, and numbers as they are', () => {
    const hostile: ExportCompletedWorkout = {
      ...session,
      name: '=HYPERLINK("http://evil.example","Click")',
      actualExercises: [
        {
          ...(session.actualExercises[0] as ExportCompletedWorkout['actualExercises'][number]),
          name: '@SUM(A1:A9)',
          warmUpSets: [],
          actualSets: [
            {
              setNumber: 1,
              actualWeight: 100,
              weightUnit: 'kg',
              actualReps: '+5',
              rpe: 8,
              completed: true,
              notes: '-2+3',
            },
            { setNumber: 2, actualReps: '-1', completed: true, notes: '\t=1+1' },
            { setNumber: 3, actualReps: '5', completed: true, notes: 'Felt = strong' },
          ],
        },
      ],
    };
    const rows = readCsvTable(setsCsvHeader() + setsCsvLines(hostile)).rows.map((row) => row.cells);
    const column = (name: (typeof SETS_CSV_COLUMNS)[number]) =>
      rows.map((row) => row[SETS_CSV_COLUMNS.indexOf(name)]);
    expect(column('Workout')).toEqual(Array(3).fill(`'=HYPERLINK("http://evil.example","Click")`));
    expect(column('Exercise')).toEqual(Array(3).fill("'@SUM(A1:A9)"));
    expect(column('Notes')).toEqual(["'-2+3", "'\t=1+1", 'Felt = strong']);
    // A signed number typed as reps is a number to a spreadsheet, not a formula.
    expect(column('Reps')).toEqual(['+5', '-1', '5']);
    expect(column('Weight')).toEqual(['100', '', '']);
  });

  it('leaves the JSON export as the athlete wrote it', async () => {
    const named = { ...session, name: '=HYPERLINK("x")' };
    let json = '';
    const pages = async function* <T>(...list: T[][]) {
      yield* list;
    };
    for await (const chunk of exportJsonChunks(
      new Date('2026-01-01T00:00:00Z'),
      { weightUnit: 'kg' },
      {
        locations: pages(),
        equipment: pages(),
        strengthPlans: pages(),
        workouts: pages(),
        completedWorkouts: pages([named]),
        goals: pages(),
        bodyWeights: pages(),
      },
    ))
      json += chunk;
    expect(JSON.parse(json).completedWorkouts[0].name).toBe('=HYPERLINK("x")');
  });

  it('is not a file the import reads back, so no apostrophe can reach a name', () => {
    const context = { weightUnit: 'kg' as const, timeZone: 'UTC', now: new Date('2026-01-01T00:00:00Z') };
    expect(() => readImportFile(setsCsvHeader() + setsCsvLines(session), context)).toThrow(
      DATA_TRANSFER_MESSAGES.unknownFormat,
    );
  });
});
