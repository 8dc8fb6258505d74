import * as z from 'zod/mini';
import { IMPORT_FORMATS, type ImportFormat } from './formats.ts';
import { ImportFileError } from './import-error.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

export const IMPORT_MODES = ['merge', 'replace'] as const;
type Mode = (typeof IMPORT_MODES)[number];

/** The longest first line of an upload: its options as JSON, a few dozen characters. */
export const IMPORT_OPTIONS_MAX_CHARS = 256;

/**
 * previewImport's and importData's input: the upload, a stream of bytes (application/octet-stream) that the
 * server decodes a slice at a time as it arrives; a file inside a JSON body would be parsed in one go, holding
 * every athlete's requests. Its first line is the options as JSON, the rest the file (`importUpload`).
 */
export const importUploadSchema = z.custom<ReadableStream<Uint8Array>, Blob>(
  (value) => value instanceof ReadableStream,
  { error: DATA_TRANSFER_MESSAGES.notAnUpload },
);

/**
 * The options' line: the format the athlete's file was, for the preview to say, and for importData whether it adds
 * what is new (the default) or replaces everything. The file is a document in Liftwise's format as JSON (parsed,
 * never stored as written): the browser reads a Strong or Hevy CSV into one first, in the athlete's zone and unit
 * (`readImportFile`).
 */
export const importOptionsSchema = z.object({
  sourceFormat: z._default(z.enum(IMPORT_FORMATS), 'liftwise'),
  mode: z._default(z.enum(IMPORT_MODES), 'merge'),
});

/** What the Data page (and the tests) send previewImport and importData: the options' line, then the file. */
export function importUpload(text: string, options: { sourceFormat: ImportFormat; mode?: Mode }): Blob {
  // Only the options, named: a caller may pass an object holding more (the text itself).
  const line = JSON.stringify({ sourceFormat: options.sourceFormat, mode: options.mode });
  return new Blob([`${line}\n`, text], { type: 'application/octet-stream' });
}

/**
 * An upload's text split into its options and the file, and the UTF-8 bytes of the options' line (so the file's
 * size is the upload's less those); ImportFileError says what is wrong.
 */
export function splitImportUpload(text: string): {
  options: z.output<typeof importOptionsSchema>;
  file: string;
  optionsBytes: number;
} {
  const end = text.indexOf('\n');
  if (end < 0 || end > IMPORT_OPTIONS_MAX_CHARS) throw new ImportFileError(DATA_TRANSFER_MESSAGES.noOptions);
  let options: unknown;
  try {
    options = JSON.parse(text.slice(0, end));
  } catch {
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.noOptions);
  }
  const checked = importOptionsSchema.safeParse(options);
  if (!checked.success)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.badOptions(checked.error.issues[0]?.message ?? ''));
  const optionsBytes = new TextEncoder().encode(text.slice(0, end + 1)).length;
  return { options: checked.data, file: text.slice(end + 1), optionsBytes };
}
