/**
 * Every word of the Data page and its import. The spec quotes none of them: they are ours. Messages
 * about a file name the line (the file's row, the header being line 1) and the column, so an athlete can open the
 * file and fix it.
 */

/** What reading an import file answers when something is wrong with it (BAD_REQUEST). */
export const DATA_TRANSFER_MESSAGES = {
  unknownFormat:
    'This file is not a Liftwise export, a Strong CSV or a Hevy CSV: its first line names none of their columns',
  empty: 'The file is empty',
  /** An import sent as something other than an upload (application/octet-stream). */
  notAnUpload:
    'Send the import as an upload (application/octet-stream): its options on the first line, then the file',
  noOptions: 'The upload does not start with its options as JSON on one line',
  badOptions: (problem: string) => `The upload's options are wrong: ${problem}`,
  /** A second preview or import of the athlete's while one is read (refused before its file is). */
  importRunning: 'An import is already being read. Wait for it to finish, then try again.',
  /** The server is reading as many imports as it holds at once. */
  serverBusy: 'The server is busy with other imports. Please try again in a minute.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
  tooManyRows: (rows: number) => `The file has more than ${rows.toLocaleString('en-US')} rows`,
  /** 'Line 14, column "Weight": "abc" is not a number' */
  notANumber: (line: number, column: string, value: string) =>
    `Line ${line}, column "${column}": "${value}" is not a number`,
  notADate: (line: number, column: string, value: string) =>
    `Line ${line}, column "${column}": "${value}" is not a date`,
  /** A year the clock of the app that wrote the file cannot have meant ('0000-01-01'). */
  dateOutOfRange: (line: number, column: string, value: string, first: number, last: number) =>
    `Line ${line}, column "${column}": "${value}" is not a date from ${first} to ${last}`,
  /** Half of an emoji's pair of code units, which no text may hold. */
  brokenCharacter: (line: number, column: string) =>
    `Line ${line}, column "${column}" holds a broken character (half of an emoji): fix it in the file and try again`,
  notAUnit: (line: number, column: string, value: string) =>
    `Line ${line}, column "${column}": "${value}" is not a unit this import knows (kg, lbs, km, mi, m)`,
  missing: (line: number, column: string) => `Line ${line}, column "${column}" is empty`,
  /** A row with fewer columns than the header: the last one is a file cut off. */
  truncated: (line: number) => `Line ${line} ends early: the file looks cut off`,
  columnCount: (line: number, found: number, expected: number) =>
    `Line ${line} has ${found} columns where the header has ${expected}`,
  unclosedQuote: (line: number) => `Line ${line} opens a quote that is never closed: the file looks cut off`,
  /** '"a"b': a field's closing quote followed by more text, so where the field ends is unknown. */
  textAfterQuote: (line: number) =>
    `Line ${line} has text after a closing quote: a quote inside a quoted field is written twice ("")`,
  tooManySets: (line: number, max: number) => `Line ${line}: an exercise may have at most ${max} sets`,
  tooManyExercises: (line: number, max: number) =>
    `Line ${line}: a session may have at most ${max} exercises`,
  tooLong: (line: number, column: string, max: number) =>
    `Line ${line}, column "${column}" is longer than ${max} characters`,
  tooManySessions: (max: number) => `The file has more than ${max.toLocaleString('en-US')} sessions`,
  tooManyBodyWeights: (max: number) =>
    `The file has body weights of more than ${max.toLocaleString('en-US')} days`,
  /** An import that would leave the athlete more of a kind than one athlete keeps. */
  overLimit: (what: string, max: number) =>
    `This import would leave you more than ${max.toLocaleString('en-US')} ${what}. Delete some first, or choose Replace everything.`,
  badJson: 'The file is not valid JSON: it may be cut off',
  /** 'completedWorkouts.12 is larger than 1 MB: no saved entry is' */
  entryTooLarge: (path: string, megabytes: number) =>
    `${path} is larger than ${megabytes.toFixed(0)} MB: no saved entry is`,
  notLiftwise: 'This JSON file is not a Liftwise export',
  wrongVersion: (version: unknown) =>
    `This export is version ${String(version)}; this Liftwise reads version 1`,
  /** 'completedWorkouts.3.name: Name is required' */
  invalidEntry: (path: string, message: string) => `${path}: ${message}`,
  /** A reference inside the document to something it does not hold. */
  danglingReference: (path: string, id: string) => `${path}: "${id}" is not in the file`,
} as const;

/**
 * What the preview lists of a file's values that were changed or left out (the rest of the file is imported), each
 * naming the line and column, as the refusals above do.
 */
export const IMPORT_WARNINGS = {
  /** 'Line 2, column "Duration": "a while" is not a duration such as 1h 5m, so the session has no duration' */
  notADuration: (line: number, column: string, value: string) =>
    `Line ${line}, column "${column}": "${value}" is not a duration such as 1h 5m, so the session has no duration`,
  belowZero: (line: number, column: string, value: string) =>
    `Line ${line}, column "${column}": "${value}" is below zero, so the set is imported without it`,
  notABodyWeight: (line: number, column: string, value: string) =>
    `Line ${line}, column "${column}": "${value}" is not a body weight from 20 to 400 kg, so the row is left out`,
  notAnRpe: (line: number, column: string, value: string) =>
    `Line ${line}, column "${column}": "${value}" is not an RPE from 1 to 10, so the set is imported without it`,
} as const;

/** The notes an imported set or exercise carries for what Liftwise has no field of its own for. */
export const IMPORT_NOTES = {
  failure: 'Failure set',
  dropSet: 'Drop set',
  warmUp: 'Warm-up',
  /** A cardio row: '5 km', '12:30', '5 km in 25:00'. */
  distance: (value: number, unit: string) =>
    `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`,
  distanceInTime: (distance: string, time: string) => `${distance} in ${time}`,
} as const;

/** The formats an import file can be in, as the preview names them. */
export const IMPORT_FORMAT_NAMES = {
  liftwise: 'Liftwise export (JSON)',
  strong: 'Strong (CSV)',
  hevy: 'Hevy (CSV)',
} as const;

/** The Data page (ours). */
// A pure call: a bundle that reads none of these (the Worker) drops them (docs/adding-a-feature.md).
export const DATA_TRANSFER_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    data: {
      title: 'Your Data',
      description: 'Take everything you logged with you, or bring your history from Strong or Hevy.',
      exportTitle: 'Export',
      exportDescription:
        'Everything you own in Liftwise: profile, equipment, workouts, every set you completed, goals, plans and body weight.',
      exportJson: 'Download JSON',
      exportCsv: 'Download sets as CSV',
      importTitle: 'Import',
      importDescription:
        'A Liftwise export (JSON), or a CSV exported from Strong or Hevy. You see what it holds before anything is saved.',
      chooseFile: 'Choose file',
      fileLabel: 'File to import',
      reading: 'Reading the file...',
      detectedFormat: (format: string) => `Detected format: ${format}`,
      previewTitle: 'What the file holds',
      kindLabel: 'Kind',
      newLabel: 'New',
      existingLabel: 'Already there',
      kinds: {
        locations: 'Locations',
        equipment: 'Equipment',
        workouts: 'Planned workouts',
        completedWorkouts: 'Completed workouts',
        goals: 'Goals',
        strengthPlans: 'Strength plans',
        bodyWeights: 'Body weight entries',
      },
      setCount: (sets: number) => `${sets.toLocaleString('en-US')} sets in the completed workouts`,
      unknownTitle: 'Exercises kept as written',
      unknownDescription: 'These names are not in the exercise catalogue; they are imported as written.',
      moreUnknown: (count: number) => `and ${count} more`,
      warningsTitle: 'Changed or left out',
      warningsDescription:
        'These values of the file could not be read as written. The rest of the file is imported without them.',
      modeLabel: 'How to import',
      merge: 'Add what is new (keep what is already there)',
      replace: 'Replace everything',
      importButton: 'Import',
      importing: 'Importing...',
      confirmTitle: 'Replace all your data?',
      /** The confirmation names what goes. */
      confirmDescription: (what: string) =>
        `This deletes ${what} before importing the file. It cannot be undone.`,
      confirmNothing: 'nothing (you have no data yet)',
      confirmAction: 'Replace everything',
      cancel: 'Cancel',
      resultTitle: 'Import complete',
      resultAdded: (what: string) => `Added ${what}.`,
      resultNothing: 'Nothing new: everything in the file was already there.',
      viewWorkouts: 'See your workouts',
      viewProgress: 'See your progress',
      progressLabel: 'Import progress',
      failedTitle: 'The file could not be imported',
      /** '3 completed workouts, 1 goal' */
      count: (count: number, one: string, many: string) =>
        `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`,
      countWords: {
        locations: ['location', 'locations'],
        equipment: ['equipment item', 'equipment items'],
        workouts: ['planned workout', 'planned workouts'],
        completedWorkouts: ['completed workout', 'completed workouts'],
        goals: ['goal', 'goals'],
        strengthPlans: ['strength plan', 'strength plans'],
        bodyWeights: ['body weight entry', 'body weight entries'],
      },
    },
  }) as const)();
