import { readFileSync } from 'node:fs';
import { exportDocumentSchema } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

/** The JSON Schema docs/data-format.md publishes: generated from the schema the import reads with. */
function exportJsonSchema(): unknown {
  return z.toJSONSchema(exportDocumentSchema, { unrepresentable: 'any' });
}

describe('docs/data-format.md', () => {
  it('publishes the JSON Schema the import validates with (regenerate: see the document)', () => {
    const doc = readFileSync(new URL('../../../docs/data-format.md', import.meta.url), 'utf8');
    const block = doc.split('```json schema\n')[1]?.split('\n```')[0];
    expect(block, 'the document has a ```json schema block').toBeDefined();
    expect(JSON.parse(block as string)).toEqual(exportJsonSchema());
  });
});
