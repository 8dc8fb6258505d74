import * as z from 'zod/mini';
import { weightUnitSchema } from '../profile/schema.ts';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { IMPORT_MAX_BYTES } from './limits.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

export const IMPORT_MODES = ['merge', 'replace'] as const;

/**
 * previewImport's input: the file's text as read by the browser (a JSON export or a CSV, not free text: it is
 * parsed, never stored as written), the athlete's zone for the apps' zone-less dates, and the unit the browser shows
 * weights in (used when the profile names none). A JavaScript string counts UTF-16 units, at most one per byte
 * of UTF-8, so this bound lets no larger file through than IMPORT_MAX_BYTES; readImportFile counts the bytes.
 */
export const importFileTextSchema = z
  .string()
  .check(
    z.minLength(1, { error: DATA_TRANSFER_MESSAGES.empty }),
    z.maxLength(IMPORT_MAX_BYTES, { error: DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024) }),
  );

export const importFileInputSchema = z.object({
  text: importFileTextSchema,
  timeZone: timeZoneSchema,
  weightUnit: weightUnitSchema,
});

/** importData's input: the same file, and whether it adds what is new (the default) or replaces everything. */
export const importDataInputSchema = z.extend(importFileInputSchema, {
  mode: z._default(z.enum(IMPORT_MODES), 'merge'),
});
