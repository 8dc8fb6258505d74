import * as z from 'zod/mini';
import { list } from '../schemas/common.ts';
import type { WeightUnit } from '../units/weight.ts';
import { readCsvTable } from './csv-table.ts';
import {
  DOCUMENT_LIST_ORDER,
  EXPORT_FORMAT,
  EXPORT_ROW_SCHEMAS,
  EXPORT_VERSION,
  type ExportDocument,
  type ExportKind,
  exportDocumentHeadSchema,
  LISTS_ADDED_LATER,
  sessionsDocument,
} from './document.ts';
import type { ImportFormat } from './formats.ts';
import { isHevyHeader, readHevySessions } from './hevy.ts';
import { isHevyMeasurementsHeader, readHevyBodyWeights } from './hevy-measurements.ts';
import { ImportFileError } from './import-error.ts';
import { type ImportWarningList, ImportWarnings } from './import-warnings.ts';
import { type ImportedWorkout, importedWorkout } from './imported-workouts.ts';
import { parseJsonObjectSteps } from './json-slices.ts';
import { EXPORT_MAX, IMPORT_MAX_BYTES, IMPORT_ROWS_PER_STEP } from './limits.ts';
import { runToEnd, type Steps } from './steps.ts';
import { isStrongHeader, readStrongSessions } from './strong.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

export { IMPORT_FORMATS, type ImportFormat } from './formats.ts';

/** What a file holds, whatever app wrote it: a document in Liftwise's export format, and which format it was. */
export interface ImportReading {
  format: ImportFormat;
  document: ExportDocument;
  /** The file's values changed or left out (a CSV's; a Liftwise export is taken whole or refused), for the preview. */
  warnings: ImportWarningList;
}

export interface ImportContext {
  /** The athlete's unit: imported weights are converted to it, and Strong's unitless layout is read in it. */
  weightUnit: WeightUnit;
  /** The athlete's zone, in which the apps' zone-less dates are read. */
  timeZone: string;
  now: Date;
}

/** The file's size in UTF-8 bytes, counted without copying it, in steps. */
function* utf8BytesSteps(text: string): Steps<number> {
  let bytes = 0;
  let stepEnd = UTF8_CHARS_PER_STEP;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (i >= stepEnd) {
      stepEnd += UTF8_CHARS_PER_STEP;
      yield;
    }
  }
  return bytes;
}
const UTF8_CHARS_PER_STEP = 256 * 1024;

/** Checks the links inside a document: an item's locations and a workout's plan must be in the file. */
function checkReferences(document: ExportDocument): void {
  const locations = new Set(document.locations.map((location) => location.id));
  document.equipment.forEach((item, index) => {
    for (const id of item.locationIds)
      if (!locations.has(id))
        throw new ImportFileError(
          DATA_TRANSFER_MESSAGES.danglingReference(`equipment.${index}.locationIds`, id),
        );
  });
  const plans = new Set(document.strengthPlans.map((plan) => plan.planId));
  document.workouts.forEach((workout, index) => {
    if (workout.planId !== undefined && !plans.has(workout.planId))
      throw new ImportFileError(
        DATA_TRANSFER_MESSAGES.danglingReference(`workouts.${index}.planId`, workout.planId),
      );
  });
}

function invalidEntry(
  path: readonly PropertyKey[],
  issue: { path: PropertyKey[]; message: string } | undefined,
) {
  return new ImportFileError(
    DATA_TRANSFER_MESSAGES.invalidEntry(
      [...path, ...(issue?.path ?? [])].map(String).join('.'),
      issue?.message ?? '',
    ),
  );
}

/**
 * `exportDocumentSchema`, checked a part at a time: the head, then each list's length and each of its rows by the
 * list's own schema (the same schemas the document's is made of), pausing every few rows.
 */
function* validDocumentSteps(json: Record<string, unknown>): Steps<ExportDocument> {
  const head = exportDocumentHeadSchema.safeParse(json);
  if (!head.success) throw invalidEntry([], head.error.issues[0]);
  const lists: Partial<Record<ExportKind, unknown[]>> = {};
  for (const kind of DOCUMENT_LIST_ORDER) {
    // An array of at most EXPORT_MAX rows (its rows unchecked yet: a quick look at each).
    const rows = json[kind] === undefined && LISTS_ADDED_LATER.has(kind) ? [] : json[kind];
    const shape = list(z.unknown(), EXPORT_MAX[kind]).safeParse(rows);
    if (!shape.success) throw invalidEntry([kind], shape.error.issues[0]);
    const schema = EXPORT_ROW_SCHEMAS[kind];
    const parsed: unknown[] = [];
    for (const [index, row] of shape.data.entries()) {
      const result = schema.safeParse(row);
      if (!result.success) throw invalidEntry([kind, index], result.error.issues[0]);
      parsed.push(result.data);
      if (index % IMPORT_ROWS_PER_STEP === IMPORT_ROWS_PER_STEP - 1) yield;
    }
    lists[kind] = parsed;
    yield;
  }
  return { ...head.data, ...lists } as ExportDocument;
}

function* readLiftwiseSteps(text: string): Steps<ExportDocument> {
  let json: Record<string, unknown>;
  try {
    json = yield* parseJsonObjectSteps(text);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.badJson);
  }
  if (json.format !== EXPORT_FORMAT) throw new ImportFileError(DATA_TRANSFER_MESSAGES.notLiftwise);
  if (json.version !== EXPORT_VERSION)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.wrongVersion(json.version));
  const document = yield* validDocumentSteps(json);
  checkReferences(document);
  return document;
}

/**
 * A file's text within the size limit, its byte-order mark and leading blanks dropped; never empty. `bytes` is its
 * size when the caller counted it as it arrived (an upload), so the text is not walked again to count it.
 */
function* boundedTextSteps(text: string, bytes?: number): Steps<string> {
  if (text.length > IMPORT_MAX_BYTES || (bytes ?? (yield* utf8BytesSteps(text))) > IMPORT_MAX_BYTES)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  const trimmed = text.trimStart().replace(/^\uFEFF/, '');
  if (trimmed === '') throw new ImportFileError(DATA_TRANSFER_MESSAGES.empty);
  return trimmed;
}

/**
 * What the server imports: a document in Liftwise's format, as JSON (the browser reads Strong's and
 * Hevy's CSV into one, so the Worker carries no CSV reader), in steps the server runs with pauses between them so
 * a 25 MB file never holds it for long. Throws ImportFileError naming what is wrong.
 */
export function* readLiftwiseFileSteps(text: string, bytes?: number): Steps<ExportDocument> {
  const trimmed = yield* boundedTextSteps(text, bytes);
  if (!trimmed.startsWith('{')) throw new ImportFileError(DATA_TRANSFER_MESSAGES.notLiftwise);
  return yield* readLiftwiseSteps(trimmed);
}

/** `readLiftwiseFileSteps` run straight through. */
export function readLiftwiseFile(text: string): ExportDocument {
  return runToEnd(readLiftwiseFileSteps(text));
}

/**
 * Reads an import file in the browser: a Liftwise export (JSON), or Strong's or Hevy's CSV, told apart by their
 * first character and header. Throws ImportFileError naming what is wrong (for a CSV, the line and column); nothing
 * is read in part.
 */
export function readImportFile(text: string, context: ImportContext): ImportReading {
  const trimmed = runToEnd(boundedTextSteps(text));
  const warnings = new ImportWarnings();
  if (trimmed.startsWith('{'))
    return { format: 'liftwise', document: runToEnd(readLiftwiseSteps(trimmed)), warnings: warnings.list() };
  const table = readCsvTable(trimmed);
  if (isHevyMeasurementsHeader(table.header)) {
    const bodyWeights = readHevyBodyWeights(table, context.timeZone, warnings);
    if (bodyWeights.length > EXPORT_MAX.bodyWeights)
      throw new ImportFileError(DATA_TRANSFER_MESSAGES.tooManyBodyWeights(EXPORT_MAX.bodyWeights));
    return {
      format: 'hevy',
      document: { ...sessionsDocument(context.now, [], []), bodyWeights },
      warnings: warnings.list(),
    };
  }
  let format: ImportFormat;
  let sessions: ImportedWorkout[];
  if (isHevyHeader(table.header)) {
    format = 'hevy';
    sessions = readHevySessions(table, context.timeZone, warnings);
  } else if (isStrongHeader(table.header)) {
    format = 'strong';
    sessions = readStrongSessions(table, context.weightUnit, context.timeZone, warnings);
  } else throw new ImportFileError(DATA_TRANSFER_MESSAGES.unknownFormat);
  if (sessions.length > EXPORT_MAX.completedWorkouts)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.tooManySessions(EXPORT_MAX.completedWorkouts));
  const read = sessions.map((session) => importedWorkout(session, context.weightUnit, context.timeZone));
  return {
    format,
    document: sessionsDocument(
      context.now,
      read.map((session) => session.workout),
      read.map((session) => session.completed),
    ),
    warnings: warnings.list(),
  };
}
