import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';

const run = useAppAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await run.browser.newPage();
});

it("logs the bad path once, and no 404 for / when 'Return to Home' is pressed", async () => {
  const notFoundLogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('404')) notFoundLogs.push(message.text());
  });
  await page.goto(`${run.app.url}/no/such/page`);
  await page.getByText('Oops! Page not found').waitFor();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
  expect(notFoundLogs).toEqual([expect.stringContaining('/no/such/page')]);
});
