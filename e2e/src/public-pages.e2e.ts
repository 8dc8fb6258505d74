import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningApp, startApp } from './server.ts';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});
beforeEach(async () => {
  page = await browser.newPage();
});

describe('public pages', () => {
  it('shows the landing page with the hero, every promised feature and the footer', async () => {
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
    const text = await page.locator('body').textContent();
    for (const promise of [
      /AI workout generation/i,
      /equipment profiles/i,
      /rest timers/i,
      /recurring workouts/i,
      /progress analytics/i,
      /JSON import\/export/i,
      /real-time sync/i,
      /offline support/i,
    ]) {
      expect(text).toMatch(promise);
    }
    expect(text).toContain('2024');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
  });

  it.each([
    ['/privacy-policy.html', /Privacy Policy/],
    ['/terms-of-use.html', /Terms of Use/],
    ['/cookie-policy.html', /Cookie Policy/],
  ])('footer link %s opens a real page', async (href, heading) => {
    await page.goto(app.url);
    await page.locator(`footer a[href="${href}"]`).click();
    await page.waitForURL(`**${href}`);
    expect(await page.locator('h1').textContent()).toMatch(heading);
    expect((await page.locator('body').textContent())?.length ?? 0).toBeGreaterThan(500);
  });

  it('shows the 404 page for an unknown path, logs the path, and returns home', async () => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`${app.url}/no-such-page`);
    await page.getByText('Oops! Page not found').waitFor();
    expect(logged.join('\n')).toContain('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each(['/dashboard', '/profile', '/workouts/create', '/strength-plan-review'])(
    'sends a signed-out visitor from %s back to /',
    async (path) => {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
    },
  );
});
