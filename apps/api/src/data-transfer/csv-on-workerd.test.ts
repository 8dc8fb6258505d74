import { DATA_TRANSFER_MESSAGES, readImportFile } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { HEVY_KG_CSV, STRONG_APP_CSV } from '../../../../packages/domain/src/test-support/import-files.ts';
import { fixtureWorker } from '../test-support/fixture-worker.ts';

// workerd itself: the browser reads import files today, but the reader is the domain's, shared code
// that must run on every runtime the app has.
const worker = fixtureWorker(new URL('./fixtures/wrangler.jsonc', import.meta.url));

const context = {
  weightUnit: 'kg',
  timeZone: 'Europe/Paris',
  now: new Date('2026-01-01T00:00:00Z'),
} as const;
const readOnWorkerd = (text: string) => worker.fetch('http://csv.test/', { method: 'POST', body: text });

describe("Strong's and Hevy's CSV read on workerd", () => {
  it('becomes the document Node reads, from a file saved with CRLF and a byte-order mark too', async () => {
    for (const file of [STRONG_APP_CSV, `\uFEFF${HEVY_KG_CSV.replaceAll('\n', '\r\n')}`]) {
      const answer = await readOnWorkerd(file);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(readImportFile(file, context))));
    }
  });

  it('refuses a quote the file never closes by its line, as on Node', async () => {
    const cut = HEVY_KG_CSV.slice(0, HEVY_KG_CSV.lastIndexOf('Treadmill') + 2);
    const answer = await readOnWorkerd(cut);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(DATA_TRANSFER_MESSAGES.unclosedQuote(8));
  });
});
