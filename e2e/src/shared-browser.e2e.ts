import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage } from './test-data.ts';

// One browser, two people. The second must find nothing of the first in the browser (its HTTP cache
// included), and must be able to sign in with the local provider after the first signed out, in the same page.

const run = useAppAndBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await run.browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
});

async function signOut(target: Page) {
  await target.getByRole('button', { name: /menu/i }).click();
  await target.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await target.waitForURL((url) => url.pathname === '/');
}

/** Marks the loaded document, so a test can tell a reload (which would drop the mark) from the same page. */
async function markThisPage(target: Page) {
  await target.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });
}

function isStillThisPage(target: Page): Promise<boolean> {
  return target.evaluate(() => (window as { samePage?: boolean }).samePage === true);
}

describe('the next person on a shared browser', () => {
  it("finds none of the last athlete's answers in the browser's cache after Sign Out, offline", async () => {
    const reads = new Set<string>();
    const keepRead = (response: { url(): string; ok(): boolean; request(): { method(): string } }) => {
      if (response.url().includes('/trpc/') && response.request().method() === 'GET' && response.ok())
        reads.add(response.url());
    };
    page.on('response', keepRead);
    await page.goto(run.app.url);
    await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
    await page.getByText('Welcome back, Ada!').waitFor();
    await mutateFromPage(page, 'saveWorkout', {
      workout: {
        name: 'Attic Deadlifts',
        date: dayFromToday(0),
        exercises: [{ name: 'Deadlift', sets: 5, reps: '3', weight: '140' }],
      },
    });
    await page.goto(`${run.app.url}/dashboard`);
    await page.getByRole('region', { name: "Today's workout" }).getByText('Attic Deadlifts').waitFor();
    await page.goto(`${run.app.url}/workouts`);
    await page.getByText('Attic Deadlifts').first().waitFor();
    await page.goto(`${run.app.url}/goals`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => [...reads].some((url) => url.includes('getGoals'))).toBe(true);
    page.off('response', keepRead);
    const urls = [...reads];
    expect(urls.some((url) => url.includes('getWorkouts'))).toBe(true);

    // The app is installed (its service worker controls the page), so it still opens offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await signOut(page);
    await context.setOffline(true);
    try {
      const found = await page.evaluate(async (all) => {
        const kept: string[] = [];
        for (const url of all) {
          try {
            const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
            if (response.ok) kept.push(`${url}: ${(await response.text()).slice(0, 80)}`);
          } catch {
            // Not in the cache: what a signed-out browser should answer.
          }
        }
        return kept;
      }, urls);
      expect(found).toEqual([]);

      await page.goto(`${run.app.url}/dashboard`);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      expect(await page.getByText('Attic Deadlifts').count()).toBe(0);
      expect(await page.getByText('Ada').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });

  it('lets the next person sign in in the very page the last athlete signed out of, and shows only their dashboard', async () => {
    await page.goto(run.app.url);
    await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
    await page.getByText('Welcome back, Ada!').waitFor();
    await page.getByRole('region', { name: "Today's workout" }).getByText('Attic Deadlifts').waitFor();
    await markThisPage(page);
    await signOut(page);

    // No reload between the two: the page that signed Ada out froze when Bea signed in there.
    await signInThroughPopup(page, { email: 'bea@example.test', displayName: 'Bea' });
    await page.getByText('Welcome back, Bea!').waitFor({ timeout: 10_000 });
    await page
      .getByRole('region', { name: "Today's workout" })
      .getByText('Nothing planned for today.')
      .waitFor();
    expect(await page.getByText('Attic Deadlifts').count()).toBe(0);
    expect(await page.getByText(/\bAda\b/).count()).toBe(0);
    expect(await isStillThisPage(page)).toBe(true);
  });

  it('lets the last athlete sign back in in the same page, and shows their own data again', async () => {
    await signOut(page);
    await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
    await page.getByText('Welcome back, Ada!').waitFor({ timeout: 10_000 });
    await page.getByRole('region', { name: "Today's workout" }).getByText('Attic Deadlifts').waitFor();
    expect(await page.getByText(/\bBea\b/).count()).toBe(0);

    // And the same athlete again, straight after signing out.
    await signOut(page);
    await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
    await page.getByText('Welcome back, Ada!').waitFor({ timeout: 10_000 });
    await page.getByRole('region', { name: "Today's workout" }).getByText('Attic Deadlifts').waitFor();
    expect(await isStillThisPage(page)).toBe(true);
  });
});
