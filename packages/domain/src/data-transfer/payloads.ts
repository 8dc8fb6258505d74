import * as z from 'zod/mini';
import { IMPORT_FORMATS } from './formats.ts';
import { IMPORT_MAX_BYTES } from './limits.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

export const IMPORT_MODES = ['merge', 'replace'] as const;

/**
 * previewImport's input: a document in Liftwise's format as JSON text (not free text: it is parsed, never stored
 * as written). The browser reads a Strong or Hevy CSV into one first, in the athlete's zone and unit
 * (`readImportFile`, decision 0038), and names the format the athlete's file was, for the preview to say. A
 * JavaScript string counts UTF-16 units, at most one per byte of UTF-8, so this bound lets no larger text through
 * than IMPORT_MAX_BYTES; readLiftwiseFile counts the bytes.
 */
export const importFileTextSchema = z
  .string()
  .check(
    z.minLength(1, { error: DATA_TRANSFER_MESSAGES.empty }),
    z.maxLength(IMPORT_MAX_BYTES, { error: DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024) }),
  );

export const importFileInputSchema = z.object({
  text: importFileTextSchema,
  sourceFormat: z._default(z.enum(IMPORT_FORMATS), 'liftwise'),
});

/** importData's input: the same file, and whether it adds what is new (the default) or replaces everything. */
export const importDataInputSchema = z.extend(importFileInputSchema, {
  mode: z._default(z.enum(IMPORT_MODES), 'merge'),
});
