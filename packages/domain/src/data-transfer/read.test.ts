import { describe, expect, it } from 'vitest';
import {
  HEVY_KG_CSV,
  HEVY_LBS_CSV,
  STRONG_APP_CSV,
  STRONG_COMMA_CSV,
  STRONG_SEMICOLON_CSV,
} from '../test-support/import-files.ts';
import { ImportFileError } from './csv-table.ts';
import { durationSeconds } from './csv-values.ts';
import { EXPORT_FORMAT, type ExportCompletedWorkout, type ExportDocument } from './document.ts';
import { exportJsonChunks, setsCsvChunks } from './export-writer.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './limits.ts';
import { setCount, unknownExerciseNames } from './preview.ts';
import { type ImportContext, readImportFile } from './read.ts';
import { sessionKey } from './session-key.ts';
import { DATA_TRANSFER_MESSAGES, IMPORT_WARNINGS } from './text.ts';

const inParis: ImportContext = {
  weightUnit: 'kg',
  timeZone: 'Europe/Paris',
  now: new Date('2026-01-01T00:00:00Z'),
};
const inNewYork: ImportContext = { ...inParis, weightUnit: 'lb', timeZone: 'America/New_York' };

/** The message reading `text` fails with. */
function refusal(text: string, context: ImportContext = inParis): string {
  try {
    readImportFile(text, context);
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error('the file was read');
}

const exerciseOf = (document: ExportDocument, session: number, exercise: number) => {
  const found = document.completedWorkouts[session]?.actualExercises[exercise];
  if (!found) throw new Error(`no exercise ${exercise} in session ${session}`);
  return found;
};

describe("Strong's semicolon layout (with units)", () => {
  const { format, document } = readImportFile(STRONG_SEMICOLON_CSV, inParis);

  it('is detected from its header, each Date and Workout Name one completed workout', () => {
    expect(format).toBe('strong');
    expect(document.completedWorkouts.map((session) => session.name)).toEqual(['Push Day', 'Legs']);
  });

  it("reads the wall-clock date in the athlete's zone, the duration and the workout notes", () => {
    const [push] = document.completedWorkouts;
    expect(push?.date).toBe('2024-03-04T06:31:12.000Z');
    expect(push?.day).toBe('2024-03-04');
    expect(push?.duration).toBe(65 * 60);
    expect(push?.notes).toBe('Felt strong');
  });

  it("maps names onto the catalogue, keeps a warm-up apart and the sets' RPE and notes", () => {
    const bench = exerciseOf(document, 0, 0);
    expect(bench.name).toBe('Bench Press');
    expect(bench.warmUpSets).toEqual([{ weight: 40, weightUnit: 'kg', reps: 10 }]);
    expect(bench.actualSets).toEqual([
      {
        setNumber: 1,
        actualWeight: 100,
        weightUnit: 'kg',
        actualReps: '5',
        rpe: 8,
        completed: true,
        notes: '',
      },
      {
        setNumber: 2,
        actualWeight: 100,
        weightUnit: 'kg',
        actualReps: '5',
        rpe: 8.5,
        completed: true,
        notes: 'Paused',
      },
    ]);
    expect(exerciseOf(document, 1, 0).name).toBe('Back Squat');
  });

  it("converts a weight in the other unit to the athlete's, and keeps an unknown name as written", () => {
    const pushdown = exerciseOf(document, 0, 1);
    expect(pushdown.name).toBe('Triceps Pushdown (Cable - Straight Bar)');
    expect(pushdown.actualSets[0]).toMatchObject({ actualWeight: 24.95, weightUnit: 'kg' });
    expect(unknownExerciseNames(document)).toEqual(['Triceps Pushdown (Cable - Straight Bar)']);
  });

  it('keeps a cardio row as a set noting its distance and time, without a weight', () => {
    const run = exerciseOf(document, 1, 1);
    expect(run.name).toBe('Treadmill Run');
    expect(run.actualSets).toEqual([
      { setNumber: 1, actualReps: '0', completed: true, notes: '5 km in 25:00' },
    ]);
  });

  it('plans each session as a completed workout on its day and time, so the schedule shows it', () => {
    const [push] = document.workouts;
    expect(push).toMatchObject({
      name: 'Push Day',
      date: '2024-03-04',
      time: '07:31',
      duration: 65,
      status: 'completed',
    });
    expect(push?.exercises.map((planned) => [planned.name, planned.sets, planned.reps])).toEqual([
      ['Bench Press', 2, '5'],
      ['Triceps Pushdown (Cable - Straight Bar)', 1, '12'],
    ]);
    expect(document.completedWorkouts[0]?.originalWorkoutId).toBe(push?.id);
  });

  it('counts every set, warm-ups too', () => {
    expect(setCount(document)).toBe(7);
  });
});

describe("Strong's comma layout (a Duration column, no units)", () => {
  const { format, document } = readImportFile(STRONG_COMMA_CSV, inNewYork);

  it("reads weights in the athlete's unit and the duration, and skips rest timers", () => {
    expect(format).toBe('strong');
    const [upper, lower] = document.completedWorkouts;
    expect(upper?.duration).toBe(65 * 60);
    expect(upper?.actualExercises.map((exercise) => exercise.name)).toEqual(['Overhead Press', 'Pull-Up']);
    expect(exerciseOf(document, 0, 0).actualSets[0]).toMatchObject({ actualWeight: 95, weightUnit: 'lb' });
    expect(exerciseOf(document, 0, 1).actualSets[0]).toMatchObject({
      actualReps: '10',
      notes: 'Strict, dead hang',
    });
    expect(exerciseOf(document, 0, 1).actualSets[0]?.actualWeight).toBeUndefined();
    expect(lower).toMatchObject({
      duration: 45 * 60,
      notes: 'Short session',
      date: '2023-11-22T11:50:00.000Z',
    });
    expect(exerciseOf(document, 1, 0).actualSets[0]).toMatchObject({ rpe: 9 });
  });

  it('converts to kilograms for an athlete who lifts in kilograms', () => {
    const metric = readImportFile(STRONG_COMMA_CSV, { ...inNewYork, weightUnit: 'kg' }).document;
    // The layout has no unit: its numbers are the athlete's own, so nothing is converted.
    expect(exerciseOf(metric, 0, 0).actualSets[0]).toMatchObject({ actualWeight: 95, weightUnit: 'kg' });
  });

  it('reads a 12-hour clock as newer Strong versions write it', () => {
    const twelveHour = STRONG_COMMA_CSV.replaceAll('2023-11-22 06:50:00', '2023-11-22 6:50:00\u202fPM');
    const { document: read } = readImportFile(twelveHour, inNewYork);
    expect(read.completedWorkouts[1]?.date).toBe('2023-11-22T23:50:00.000Z');
  });
});

describe("Hevy's CSV", () => {
  it('reads kilograms, set types, supersets and a run in kilometres', () => {
    const { format, document } = readImportFile(HEVY_KG_CSV, { ...inParis, weightUnit: 'lb' });
    expect(format).toBe('hevy');
    const [push, run] = document.completedWorkouts;
    expect(push).toMatchObject({ name: 'Morning Push', date: '2025-07-26T05:06:00.000Z', duration: 65 * 60 });
    expect(push?.notes).toBe('Good energy');
    const bench = exerciseOf(document, 0, 0);
    expect(bench.warmUpSets).toEqual([{ weight: 88.18, weightUnit: 'lb', reps: 10 }]);
    expect(bench.actualSets.map((set) => [set.actualWeight, set.rpe, set.notes])).toEqual([
      [198.42, 8, ''],
      [198.42, 10, 'Failure set'],
    ]);
    const raise = exerciseOf(document, 0, 1);
    expect(raise.name).toBe('Lateral Raise');
    // Hevy's superset id becomes the grouping (no note): the raise and the exercise after it are superset A.
    expect(raise.notes).toBe('Slow negatives');
    expect(raise.actualSets[1]?.notes).toBe('Drop set');
    expect(exerciseOf(document, 0, 2).notes).toBe('');
    expect(push?.actualExercises.map((exercise) => exercise.superset)).toEqual([undefined, 'A', 'A']);
    expect(document.workouts[0]?.exercises.map((exercise) => exercise.superset)).toEqual([
      undefined,
      'A',
      'A',
    ]);
    expect(run?.duration).toBe(30 * 60);
    expect(exerciseOf(document, 1, 0).actualSets[0]?.notes).toBe('5.2 km in 30:00');
  });

  it("groups only adjacent exercises sharing Hevy's superset id, and none alone", () => {
    const supersets = (csv: string) =>
      readImportFile(csv, inParis).document.completedWorkouts[0]?.actualExercises.map(
        (exercise) => exercise.superset,
      );
    const curlAlone = HEVY_KG_CSV.replace('"Bicep Curl (Dumbbell)",0,', '"Bicep Curl (Dumbbell)",,');
    expect(supersets(curlAlone)).toEqual([undefined, undefined, undefined]);
    const apart = curlAlone
      .replaceAll('"Bench Press (Barbell)",,', '"Bench Press (Barbell)",3,')
      .replaceAll('"Lateral Raise (Dumbbell)",0,', '"Lateral Raise (Dumbbell)",,')
      .replace('"Bicep Curl (Dumbbell)",,', '"Bicep Curl (Dumbbell)",3,');
    expect(supersets(apart)).toEqual([undefined, undefined, undefined]);
    const circuit = HEVY_KG_CSV.replaceAll('"Bench Press (Barbell)",,', '"Bench Press (Barbell)",0,');
    expect(supersets(circuit)).toEqual(['A', 'A', 'A']);
  });

  it('reads pounds and miles, and a timed set', () => {
    const { document } = readImportFile(HEVY_LBS_CSV, inParis);
    expect(exerciseOf(document, 0, 0).actualSets[0]).toMatchObject({
      actualWeight: 102.06,
      weightUnit: 'kg',
    });
    expect(exerciseOf(document, 0, 1).actualSets[0]).toMatchObject({ actualReps: '', notes: '1:00' });
  });
});

describe('a bad file', () => {
  it('names the line and column of a bad number', () => {
    const lines = STRONG_SEMICOLON_CSV.split('\n');
    lines[2] = (lines[2] as string).replace(';100;kg;', ';abc;kg;');
    expect(refusal(lines.join('\n'))).toBe('Line 3, column "Weight": "abc" is not a number');
  });

  it('names the line and column of a bad date', () => {
    const bad = HEVY_LBS_CSV.replace('"3 Aug 2025, 17:00","3 Aug', '"31 Feb 2025, 17:00","3 Aug');
    expect(refusal(bad)).toBe(DATA_TRANSFER_MESSAGES.notADate(2, 'start_time', '31 Feb 2025, 17:00'));
    expect(refusal(STRONG_COMMA_CSV.replace('2023-11-22 06:50:00', 'yesterday'))).toBe(
      'Line 6, column "Date": "yesterday" is not a date',
    );
  });

  it('names a unit it does not know', () => {
    expect(refusal(STRONG_SEMICOLON_CSV.replace(';55;lbs;', ';55;stone;'))).toBe(
      DATA_TRANSFER_MESSAGES.notAUnit(5, 'Weight Unit', 'stone'),
    );
  });

  it('says a file cut off in its last row or inside a quote is cut off', () => {
    const cut = STRONG_COMMA_CSV.trimEnd().slice(0, -20);
    expect(refusal(cut)).toBe(DATA_TRANSFER_MESSAGES.truncated(6));
    const open = HEVY_LBS_CSV.slice(0, HEVY_LBS_CSV.lastIndexOf('Plank') + 2);
    expect(refusal(open)).toBe(DATA_TRANSFER_MESSAGES.unclosedQuote(3));
  });

  it('refuses a field with text after its closing quote, naming the line, rather than guess where it ends', () => {
    const stray = HEVY_KG_CSV.replace('"Slow negatives",1', '"Slow" negatives,1');
    expect(refusal(stray)).toBe(DATA_TRANSFER_MESSAGES.textAfterQuote(6));
  });

  it('refuses a row with more columns than the header, naming the line', () => {
    const lines = STRONG_COMMA_CSV.split('\n');
    lines[1] = `${lines[1]},extra`;
    expect(refusal(lines.join('\n'))).toBe(DATA_TRANSFER_MESSAGES.columnCount(2, 13, 12));
  });

  it('refuses a file of another kind, an empty file and an oversized one', () => {
    expect(refusal('name,weight\nBench,100\n')).toBe(DATA_TRANSFER_MESSAGES.unknownFormat);
    expect(refusal('   ')).toBe(DATA_TRANSFER_MESSAGES.empty);
    expect(refusal('x'.repeat(IMPORT_MAX_BYTES + 1))).toBe(DATA_TRANSFER_MESSAGES.tooLarge(25));
  });

  it('refuses more rows than the limit before reading them', () => {
    const header = STRONG_COMMA_CSV.split('\n')[0];
    const row = '2023-11-20 06:45:00,A,1m,Plank,1,0,0,0,30,,,\n';
    expect(refusal(`${header}\n${row.repeat(IMPORT_MAX_ROWS + 1)}`)).toBe(
      DATA_TRANSFER_MESSAGES.tooManyRows(IMPORT_MAX_ROWS),
    );
  });
});

describe("Strong's export as the app writes it today", () => {
  const { format, document, warnings } = readImportFile(STRONG_APP_CSV, inParis);

  it("reads every session, with durations written '38min', '1h 5min' and '1h', and warns of nothing", () => {
    expect(format).toBe('strong');
    expect(
      document.completedWorkouts.map((session) => [
        session.name,
        session.day,
        session.duration,
        session.notes,
      ]),
    ).toEqual([
      ['Evening Workout', '2024-09-02', 38 * 60, 'Gym was busy'],
      ['Leg Day', '2024-09-04', 65 * 60, ''],
      ['Pull', '2024-09-06', 60 * 60, 'Belt on the top set'],
    ]);
    expect(document.workouts.map((workout) => workout.duration)).toEqual([38, 65, 60]);
    expect(warnings).toEqual({ shown: [], more: 0 });
  });

  it('keeps the warm-ups, weights, RPE and notes, skips the rest timers, and notes the run and the plank', () => {
    const bench = exerciseOf(document, 0, 0);
    expect(bench.name).toBe('Bench Press');
    expect(bench.warmUpSets).toEqual([{ weight: 40, weightUnit: 'kg', reps: 10 }]);
    expect(bench.actualSets.map((set) => [set.actualWeight, set.actualReps, set.rpe, set.notes])).toEqual([
      [80, '8', 7.5, ''],
      [82.5, '6', 9, 'Last rep slow, no spot'],
    ]);
    expect(exerciseOf(document, 0, 1).actualSets[0]?.actualWeight).toBeUndefined();
    expect(exerciseOf(document, 1, 1).actualSets[0]?.notes).toBe('3.1 km in 20:00');
    expect(exerciseOf(document, 2, 1).actualSets[0]?.notes).toBe('0:45');
    expect(setCount(document)).toBe(10);
  });
});

describe('an export saved on Windows or edited in a spreadsheet', () => {
  /** The file as a spreadsheet saves it: a byte-order mark and CRLF line ends. */
  const saved = (csv: string) => `\uFEFF${csv.replaceAll('\n', '\r\n')}`;

  it("reads Strong's export as the same document, a note's line break read as one and later lines named right", () => {
    const file = STRONG_APP_CSV.replace('"Last rep slow, no spot"', '"Last rep slow,\nno spot"');
    const { document } = readImportFile(saved(file), inParis);
    expect(document).toEqual(readImportFile(file, inParis).document);
    expect(exerciseOf(document, 0, 0).actualSets[1]?.notes).toBe('Last rep slow,\nno spot');
    // The squat's warm-up, line 7 of the export, is line 8 now: the note's line break counts.
    expect(refusal(saved(file).replace(',W,60.0,', ',W,sixty,'))).toBe(
      DATA_TRANSFER_MESSAGES.notANumber(8, 'Weight', 'sixty'),
    );
  });

  it("reads Hevy's export as the same document, an exercise note over two lines", () => {
    const file = HEVY_KG_CSV.replace('"Slow negatives",0', '"Slow\nnegatives",0');
    const { format, document } = readImportFile(saved(file), inParis);
    expect(format).toBe('hevy');
    expect(document).toEqual(readImportFile(file, inParis).document);
    expect(setCount(document)).toBe(setCount(readImportFile(HEVY_KG_CSV, inParis).document));
    expect(refusal(saved(file).replace('"normal",,,5.2,', '"normal",,,far,'))).toBe(
      DATA_TRANSFER_MESSAGES.notANumber(9, 'distance_km', 'far'),
    );
  });
});

describe('a duration', () => {
  it('is read in every form Strong and Hevy write', () => {
    const read = Object.fromEntries(
      [
        '38min',
        '1h 5m',
        '1h',
        '45s',
        '1h 5min',
        '0:38:00',
        '38:00',
        '2280',
        '1h5m',
        '45m',
        '1 hr 5 mins',
        '90.5',
      ].map((text) => [text, durationSeconds(text)]),
    );
    expect(read).toEqual({
      '38min': 2280,
      '1h 5m': 3900,
      '1h': 3600,
      '45s': 45,
      '1h 5min': 3900,
      '0:38:00': 2280,
      '38:00': 2280,
      '2280': 2280,
      '1h5m': 3900,
      '45m': 2700,
      '1 hr 5 mins': 3900,
      '90.5': 90.5,
    });
  });

  it('is not read from text that is none of them', () => {
    for (const text of [
      'a while',
      '5 km',
      '1:75',
      '38 min later',
      'h',
      '1h 5x',
      '1constructor',
      '2__proto__',
    ])
      expect(durationSeconds(text), text).toBeUndefined();
  });

  it("that cannot be read costs its session's duration, with a warning naming its line and column, not the file", () => {
    const { document, warnings } = readImportFile(
      STRONG_APP_CSV.replaceAll(',1h 5min,', ',a while,'),
      inParis,
    );
    expect(document.completedWorkouts.map((session) => session.duration)).toEqual([38 * 60, 0, 60 * 60]);
    expect(document.completedWorkouts[1]?.actualExercises).toHaveLength(2);
    expect(warnings).toEqual({ shown: [IMPORT_WARNINGS.notADuration(7, 'Duration', 'a while')], more: 0 });
  });
});

describe('a value the readers change or refuse', () => {
  it('leaves out a weight below zero, naming its line and column, and keeps the set', () => {
    const { document, warnings } = readImportFile(STRONG_APP_CSV.replace(',1,80.0,8,', ',1,-50,8,'), inParis);
    expect(exerciseOf(document, 0, 0).actualSets[0]).toMatchObject({ actualReps: '8', rpe: 7.5 });
    expect(exerciseOf(document, 0, 0).actualSets[0]?.actualWeight).toBeUndefined();
    expect(warnings.shown).toEqual([IMPORT_WARNINGS.belowZero(3, 'Weight', '-50')]);
  });

  it("leaves out Hevy's weight or distance below zero and an RPE off the scale, each named", () => {
    const bad = HEVY_KG_CSV.replace('"normal",90,6,,,8', '"normal",-90,6,,,11').replace(
      ',,5.2,1800,',
      ',,-5.2,1800,',
    );
    const { document, warnings } = readImportFile(bad, inParis);
    expect(exerciseOf(document, 0, 0).actualSets[0]).toMatchObject({ actualReps: '6' });
    expect(exerciseOf(document, 0, 0).actualSets[0]?.actualWeight).toBeUndefined();
    expect(exerciseOf(document, 0, 0).actualSets[0]?.rpe).toBeUndefined();
    expect(exerciseOf(document, 1, 0).actualSets[0]?.notes).toBe('30:00');
    expect(warnings.shown).toEqual([
      IMPORT_WARNINGS.belowZero(3, 'weight_kg', '-90'),
      IMPORT_WARNINGS.notAnRpe(3, 'rpe', '11'),
      IMPORT_WARNINGS.belowZero(8, 'distance_km', '-5.2'),
    ]);
  });

  it('lists at most 50 warnings and counts the rest', () => {
    const [header, ...rows] = STRONG_APP_CSV.trimEnd().split('\n');
    const row = (rows[1] as string).replace(',80.0,', ',-1,');
    const { warnings } = readImportFile([header, ...Array(60).fill(row)].join('\n'), inParis);
    expect(warnings.shown).toHaveLength(50);
    expect(warnings.shown[49]).toBe(IMPORT_WARNINGS.belowZero(51, 'Weight', '-1'));
    expect(warnings.more).toBe(10);
  });

  it('refuses half of a surrogate pair by its line and column, not by a path in the document', () => {
    expect(refusal(STRONG_APP_CSV.replace('"Pull Up"', '"Pull Up \uD800"'))).toBe(
      DATA_TRANSFER_MESSAGES.brokenCharacter(6, 'Exercise Name'),
    );
    expect(refusal(HEVY_KG_CSV.replace('Good energy', 'Good \uDC00energy'))).toBe(
      DATA_TRANSFER_MESSAGES.brokenCharacter(2, 'description'),
    );
  });

  it('refuses a year before 1900 or after 2200 by its line, rather than moving the session to 1899', () => {
    expect(refusal(STRONG_APP_CSV.replaceAll('2024-09-04 07:15:40', '0000-09-04 07:15:40'))).toBe(
      DATA_TRANSFER_MESSAGES.dateOutOfRange(7, 'Date', '0000-09-04 07:15:40', 1900, 2200),
    );
    expect(refusal(HEVY_LBS_CSV.replaceAll('3 Aug 2025, 17:00', '3 Aug 2201, 17:00'))).toBe(
      DATA_TRANSFER_MESSAGES.dateOutOfRange(2, 'start_time', '3 Aug 2201, 17:00', 1900, 2200),
    );
    const { document } = readImportFile(STRONG_APP_CSV.replaceAll('2024-09-04', '1900-01-02'), inParis);
    expect(document.completedWorkouts[1]?.day).toBe('1900-01-02');
  });
});

describe('a Liftwise export', () => {
  const { document } = readImportFile(STRONG_SEMICOLON_CSV, inParis);
  const exported = JSON.stringify(document);

  it('reads back the document it was', () => {
    const read = readImportFile(exported, inNewYork);
    expect(read.format).toBe('liftwise');
    expect(read.document).toEqual(document);
  });

  it("keeps Hevy's supersets through an export and reads back a file without any (written before them)", () => {
    const hevy = readImportFile(HEVY_KG_CSV, inParis).document;
    const read = readImportFile(JSON.stringify(hevy), inParis).document;
    expect(read.completedWorkouts[0]?.actualExercises.map((exercise) => exercise.superset)).toEqual([
      undefined,
      'A',
      'A',
    ]);
    expect(read.workouts[0]?.exercises.map((exercise) => exercise.superset)).toEqual([undefined, 'A', 'A']);
    expect(JSON.stringify(document)).not.toContain('superset');
  });

  it('refuses a superset of one exercise, naming the entry', () => {
    const hevy = structuredClone(readImportFile(HEVY_KG_CSV, inParis).document);
    const raise = hevy.completedWorkouts[0]?.actualExercises[2];
    if (raise) delete raise.superset;
    expect(refusal(JSON.stringify(hevy))).toMatch(
      /^completedWorkouts\.0\.actualExercises: A superset or circuit/,
    );
  });

  it('refuses broken JSON, another JSON, another version, and says which entry is wrong', () => {
    expect(refusal(exported.slice(0, -10))).toBe(DATA_TRANSFER_MESSAGES.badJson);
    expect(refusal('{"workouts": []}')).toBe(DATA_TRANSFER_MESSAGES.notLiftwise);
    expect(refusal(JSON.stringify({ ...document, version: 2 }))).toBe(DATA_TRANSFER_MESSAGES.wrongVersion(2));
    const bad = structuredClone(document);
    (bad.completedWorkouts[1] as { name: string }).name = '';
    expect(refusal(JSON.stringify(bad))).toMatch(/^completedWorkouts\.1\.name: /);
  });

  it('reads body-weight entries back, an older document without them as none, and names a bad one', () => {
    const entry = {
      id: 'b1',
      date: '2024-03-10',
      weight: 81.5,
      unit: 'kg',
      note: 'fasted',
      createdAt: '2024-03-10T07:00:00.000Z',
      updatedAt: '2024-03-10T07:00:00.000Z',
    };
    const withWeights = { ...document, bodyWeights: [entry] };
    expect(readImportFile(JSON.stringify(withWeights), inNewYork).document.bodyWeights).toEqual([entry]);
    const { bodyWeights: _none, ...older } = document;
    expect(readImportFile(JSON.stringify(older), inNewYork).document.bodyWeights).toEqual([]);
    const bad = { ...document, bodyWeights: [{ ...entry, weight: 8150 }] };
    expect(refusal(JSON.stringify(bad))).toMatch(
      /^bodyWeights\.0\.weight: Weight must be between 20 and 400 kg/,
    );
  });

  it('refuses a link to a row the file does not hold', () => {
    const linked = {
      ...document,
      format: EXPORT_FORMAT,
      workouts: [
        {
          id: 'w1',
          name: 'Push',
          date: '2024-03-10',
          duration: 60,
          exercises: [{ id: 'e1', name: 'Bench Press', sets: 3, reps: '5' }],
          status: 'scheduled',
          difficulty: 'Intermediate',
          updatedAt: '2024-03-01T00:00:00.000Z',
          planId: 'no-such-plan',
        },
      ],
    };
    expect(refusal(JSON.stringify(linked))).toBe(
      DATA_TRANSFER_MESSAGES.danglingReference('workouts.0.planId', 'no-such-plan'),
    );
  });
});

describe('the duplicate key of a session', () => {
  it('is the same for the same start and name however written, and differs otherwise', () => {
    const a = sessionKey({ date: '2024-03-04T06:31:12.000Z', name: 'Push Day' });
    expect(sessionKey({ date: '2024-03-04T06:31:59.000Z', name: ' push day ' })).toBe(a);
    expect(sessionKey({ date: '2024-03-04T06:32:12.000Z', name: 'Push Day' })).not.toBe(a);
    expect(sessionKey({ date: '2024-03-04T06:31:12.000Z', name: 'Pull Day' })).not.toBe(a);
    expect(a).toMatch(/^import:[0-9a-f]{14}$/);
  });

  it('is what a session read twice from the same file is stored under', () => {
    const first = readImportFile(HEVY_KG_CSV, inParis).document.completedWorkouts.map(
      (session) => session.id,
    );
    const again = readImportFile(HEVY_KG_CSV, inParis).document.completedWorkouts.map(
      (session) => session.id,
    );
    expect(again).toEqual(first);
  });
});

describe('the export writer', () => {
  async function* pages<T>(...list: T[][]): AsyncGenerator<T[]> {
    yield* list;
  }
  async function text(chunks: AsyncIterable<string>): Promise<string> {
    let all = '';
    for await (const chunk of chunks) all += chunk;
    return all;
  }

  it('writes, page by page, what JSON.stringify writes of the whole document', async () => {
    const { document } = readImportFile(STRONG_SEMICOLON_CSV, inParis);
    const [first, second] = document.completedWorkouts;
    const written = await text(
      exportJsonChunks(
        inParis.now,
        { weightUnit: 'kg' },
        {
          locations: pages(),
          equipment: pages([]),
          strengthPlans: pages(),
          workouts: pages(document.workouts),
          completedWorkouts: pages([first as ExportCompletedWorkout], [second as ExportCompletedWorkout]),
          goals: pages(),
          bodyWeights: pages(),
        },
      ),
    );
    expect(written).toBe(JSON.stringify({ ...document, profile: { weightUnit: 'kg' } }));
    expect(readImportFile(written, inParis).document.completedWorkouts).toEqual(document.completedWorkouts);
  });

  it('writes the sets CSV under one header, a page of sessions at a time', async () => {
    const { document } = readImportFile(HEVY_KG_CSV, inParis);
    const csv = await text(
      setsCsvChunks(pages(document.completedWorkouts.slice(0, 1), document.completedWorkouts.slice(1))),
    );
    expect(csv.split('\r\n').filter((line) => line !== '')).toHaveLength(1 + setCount(document));
  });
});
