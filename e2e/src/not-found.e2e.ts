import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningApp, startApp } from './server.ts';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it("logs the bad path once, and no 404 for / when 'Return to Home' is pressed", async () => {
  const notFoundLogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('404')) notFoundLogs.push(message.text());
  });
  await page.goto(`${app.url}/no/such/page`);
  await page.getByText('Oops! Page not found').waitFor();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
  expect(notFoundLogs).toEqual([expect.stringContaining('/no/such/page')]);
});
