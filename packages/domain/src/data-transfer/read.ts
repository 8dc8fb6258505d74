import type { WeightUnit } from '../units/weight.ts';
import { readCsvTable } from './csv-table.ts';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportDocument,
  exportDocumentSchema,
  sessionsDocument,
} from './document.ts';
import type { ImportFormat } from './formats.ts';
import { isHevyHeader, readHevySessions } from './hevy.ts';
import { ImportFileError } from './import-error.ts';
import { type ImportWarningList, ImportWarnings } from './import-warnings.ts';
import { EXPORT_MAX, IMPORT_MAX_BYTES } from './limits.ts';
import { type ImportedSession, importedSession } from './sessions.ts';
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

/** The file's size in UTF-8 bytes, counted without copying it. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

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

function readLiftwise(text: string): ExportDocument {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.badJson);
  }
  const head = json as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== EXPORT_FORMAT)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.notLiftwise);
  if (head.version !== EXPORT_VERSION)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.wrongVersion(head.version));
  const parsed = exportDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportFileError(
      DATA_TRANSFER_MESSAGES.invalidEntry(issue?.path.map(String).join('.') ?? '', issue?.message ?? ''),
    );
  }
  checkReferences(parsed.data);
  return parsed.data;
}

/** A file's text within the size limit, its byte-order mark and leading blanks dropped; never empty. */
function boundedText(text: string): string {
  if (utf8Bytes(text) > IMPORT_MAX_BYTES)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  const trimmed = text.trimStart().replace(/^\uFEFF/, '');
  if (trimmed === '') throw new ImportFileError(DATA_TRANSFER_MESSAGES.empty);
  return trimmed;
}

/**
 * What the server imports: a document in Liftwise's format, as JSON (decision 0038: the browser reads Strong's and
 * Hevy's CSV into one, so the Worker carries no CSV reader). Throws ImportFileError naming what is wrong.
 */
export function readLiftwiseFile(text: string): ExportDocument {
  const trimmed = boundedText(text);
  if (!trimmed.startsWith('{')) throw new ImportFileError(DATA_TRANSFER_MESSAGES.notLiftwise);
  return readLiftwise(trimmed);
}

/**
 * Reads an import file in the browser: a Liftwise export (JSON), or Strong's or Hevy's CSV, told apart by their
 * first character and header. Throws ImportFileError naming what is wrong (for a CSV, the line and column); nothing
 * is read in part.
 */
export function readImportFile(text: string, context: ImportContext): ImportReading {
  const trimmed = boundedText(text);
  const warnings = new ImportWarnings();
  if (trimmed.startsWith('{'))
    return { format: 'liftwise', document: readLiftwise(trimmed), warnings: warnings.list() };
  const table = readCsvTable(trimmed);
  let format: ImportFormat;
  let sessions: ImportedSession[];
  if (isHevyHeader(table.header)) {
    format = 'hevy';
    sessions = readHevySessions(table, context.timeZone, warnings);
  } else if (isStrongHeader(table.header)) {
    format = 'strong';
    sessions = readStrongSessions(table, context.weightUnit, context.timeZone, warnings);
  } else throw new ImportFileError(DATA_TRANSFER_MESSAGES.unknownFormat);
  if (sessions.length > EXPORT_MAX.completedWorkouts)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.tooManySessions(EXPORT_MAX.completedWorkouts));
  const read = sessions.map((session) => importedSession(session, context.weightUnit, context.timeZone));
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
