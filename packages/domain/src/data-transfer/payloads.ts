import * as z from 'zod/mini';
import { IMPORT_FORMATS, type ImportFormat } from './formats.ts';
import { IMPORT_MAX_BYTES } from './limits.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

export const IMPORT_MODES = ['merge', 'replace'] as const;
type Mode = (typeof IMPORT_MODES)[number];

/**
 * The file sent: a document in Liftwise's format as JSON (parsed, never stored as written). The browser reads a
 * Strong or Hevy CSV into one first, in the athlete's zone and unit (`readImportFile`, decision 0038). Its size is
 * its UTF-8 bytes, so this bound is IMPORT_MAX_BYTES exactly.
 */
export const importFileSchema = z.instanceof(Blob, { error: DATA_TRANSFER_MESSAGES.noFile }).check(
  z.refine((file) => file.size > 0, { error: DATA_TRANSFER_MESSAGES.empty }),
  z.refine((file) => file.size <= IMPORT_MAX_BYTES, {
    error: DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024),
  }),
);

const importFileFieldsSchema = z.object({
  file: importFileSchema,
  sourceFormat: z._default(z.enum(IMPORT_FORMATS), 'liftwise'),
});
const importDataFieldsSchema = z.extend(importFileFieldsSchema, {
  mode: z._default(z.enum(IMPORT_MODES), 'merge'),
});

/** The form's fields by name, absent ones undefined so defaults apply; the schema that follows checks them. */
const formFields = <Fields>(names: readonly (keyof Fields & string)[]) =>
  z.pipe(
    z.instanceof(FormData, { error: DATA_TRANSFER_MESSAGES.notAForm }),
    z.transform(
      (form: FormData) =>
        Object.fromEntries(names.map((name) => [name, form.get(name) ?? undefined])) as Fields,
    ),
  );

/**
 * previewImport's input: a form (multipart, so the file travels as bytes the server reads in slices rather than as
 * a string inside one JSON body parsed at once) with the file and the format the athlete's file was, for the
 * preview to say.
 */
export const importFileInputSchema = z.pipe(
  formFields<z.input<typeof importFileFieldsSchema>>(['file', 'sourceFormat']),
  importFileFieldsSchema,
);

/** importData's input: the same form, and whether it adds what is new (the default) or replaces everything. */
export const importDataInputSchema = z.pipe(
  formFields<z.input<typeof importDataFieldsSchema>>(['file', 'sourceFormat', 'mode']),
  importDataFieldsSchema,
);

/** The form previewImport and importData take, from the document's text: what the Data page and the tests send. */
export function importForm(text: string, fields: { sourceFormat: ImportFormat; mode?: Mode }): FormData {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'application/json' }), 'import.json');
  form.set('sourceFormat', fields.sourceFormat);
  if (fields.mode) form.set('mode', fields.mode);
  return form;
}
