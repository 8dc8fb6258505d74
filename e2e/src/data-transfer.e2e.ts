import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_APP_CSV, STRONG_SEMICOLON_CSV } from '../../packages/domain/src/test-support/import-files.ts';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';

const run = useAppAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await run.browser.newPage();
});

const strongFile = (text: string) => ({
  name: 'strong.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

// An athlete coming from Strong: the Data page from the menu, a bad file refused by line and column, then the
// export imported, its sessions in Recently Completed, and the same file again adding nothing.
describe('bringing history from Strong', () => {
  it('reaches the Data page from the menu', async () => {
    await page.goto(run.app.url);
    await signInThroughPopup(page, { email: 'strong@example.test', displayName: 'Strong Lifter' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Data' }).click();
    await page.waitForURL('**/data-transfer');
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download JSON' }).getAttribute('href')).toBe('/export');
  });

  it("reaches it from the page's first address too, kept in a bookmark", async () => {
    await page.goto(`${run.app.url}/data`);
    await page.waitForURL('**/data-transfer');
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();
  });

  it('names the line and column of a bad number and imports nothing', async () => {
    const bad = STRONG_SEMICOLON_CSV.replace(';120;kg;5;', ';12o;kg;5;');
    await page.getByLabel('File to import').setInputFiles(strongFile(bad));
    await page.getByText('Line 6, column "Weight": "12o" is not a number').waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
  });

  it('a preview that gets no answer says the file could not be read, and choosing it again retries', async () => {
    const cut = (route: Route) => route.abort('internetdisconnected');
    await page.route(/\/trpc\/[^?]*previewImport/, cut);
    try {
      await page.getByLabel('File to import').setInputFiles(strongFile(STRONG_SEMICOLON_CSV));
      await page.getByText('Failed to read the file. Please try again.').waitFor();
      expect(await page.getByText('Failed to fetch').count()).toBe(0);
    } finally {
      await page.unroute(/\/trpc\/[^?]*previewImport/, cut);
    }
  });

  it('previews the file, imports it, and shows what was added', async () => {
    await page.getByLabel('File to import').setInputFiles(strongFile(STRONG_SEMICOLON_CSV));
    await page.getByText('Detected format: Strong (CSV)').waitFor();
    await page.getByText('Triceps Pushdown (Cable - Straight Bar)').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Added 2 planned workouts, 2 completed workouts.').waitFor();
  });

  it("shows the imported sessions in the workouts' Recently Completed", async () => {
    await page.getByRole('link', { name: 'See your workouts' }).click();
    await page.waitForURL('**/workouts');
    const recent = page.getByRole('region', { name: 'Recently Completed' });
    await recent.getByText('Push Day').waitFor();
    await recent.getByText('Legs').waitFor();
  });

  it('adds nothing when the same file is imported again', async () => {
    await page.goto(`${run.app.url}/data-transfer`);
    await page.getByLabel('File to import').setInputFiles(strongFile(STRONG_SEMICOLON_CSV));
    await page.getByText('Detected format: Strong (CSV)').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Import complete').waitFor();
    await page.getByText('Nothing new: everything in the file was already there.').waitFor();
  });

  it("imports today's Strong export, listing by line and column what it could not read", async () => {
    const damaged = STRONG_APP_CSV.replaceAll(',1h,', ',a while,');
    await page.getByLabel('File to import').setInputFiles(strongFile(damaged));
    await page.getByText('Detected format: Strong (CSV)').waitFor();
    await page.getByRole('heading', { name: 'Changed or left out' }).waitFor();
    await page
      .getByText(
        'Line 11, column "Duration": "a while" is not a duration such as 1h 5m, so the session has no duration',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Added 3 planned workouts, 3 completed workouts.').waitFor();
  });
});
