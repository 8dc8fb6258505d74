import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-error.ts';
import { IMPORT_OPTIONS_MAX_CHARS, importUpload, splitImportUpload } from './payloads.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

describe('an import upload: its options on the first line, then the file', () => {
  it('sends only the options, whatever object they come in (the Data page passes the text with them)', async () => {
    const text = `{"format":"liftwise-export",\n"notes":"${'x'.repeat(2 * IMPORT_OPTIONS_MAX_CHARS)}"}`;
    const sent = { text, sourceFormat: 'strong' as const, mode: 'replace' as const };
    const upload = await importUpload(text, sent).text();
    const { options, file, optionsBytes } = splitImportUpload(upload);
    expect(options).toEqual({ sourceFormat: 'strong', mode: 'replace' });
    expect(file).toBe(text);
    expect(optionsBytes).toBe(
      new TextEncoder().encode(upload).length - new TextEncoder().encode(text).length,
    );
  });

  it('names what is wrong with the options line, and defaults what is left out', async () => {
    expect(splitImportUpload('{}\n{}').options).toEqual({ sourceFormat: 'liftwise', mode: 'merge' });
    expect(() => splitImportUpload('{"format":"liftwise-export"}')).toThrow(
      new ImportFileError(DATA_TRANSFER_MESSAGES.noOptions),
    );
    expect(() => splitImportUpload('{"mode":"everything"}\n{}')).toThrow(
      DATA_TRANSFER_MESSAGES.badOptions(''),
    );
  });
});
