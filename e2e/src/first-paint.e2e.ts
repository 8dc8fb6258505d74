import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup, waitUntilInteractive } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

/**
 * Issue 17, LCP: a list page's heading is its largest text, and app.html paints it before any script runs
 * (apps/web/src/app-shell-inline-script.ts); the app's scripts start only after that first paint.
 */
const run = useAppAndBrowser();
let page: Page;

const PHONE = { width: 375, height: 812 };

/** Each list page: its heading, and something only the page itself (not a skeleton) shows in its header. */
const LIST_PAGES = [
  { path: '/schedule', title: 'Schedule', pageOwn: { role: 'button', name: 'Schedule Workout' } },
  { path: '/workouts', title: 'My Workouts', pageOwn: { role: 'link', name: 'Create Workout' } },
  { path: '/equipment', title: 'Equipment', pageOwn: { role: 'link', name: 'Add Equipment' } },
] as const;

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'paint@example.test', displayName: 'Paint' });
  await page.getByText('Welcome back, Paint!').waitFor();
  await page.setViewportSize(PHONE);
  // With a workout, the workout list shows Create Workout in its header.
  await mutateFromPage(page, 'saveWorkout', {
    workout: {
      name: 'Push Day',
      date: dayFromToday(1),
      exercises: [{ name: 'Bench Press', sets: 3, reps: '8', weight: '135' }],
    },
  });
});

describe('a first load of a list page', () => {
  it.each(LIST_PAGES)(
    'paints the heading of $path from the HTML alone, where the page then shows it',
    async ({ path, title, pageOwn }) => {
      const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
      await page.route('**/assets/*.js', (route) => route.abort());
      let beforeScripts: Awaited<ReturnType<typeof heading.boundingBox>>;
      try {
        await openFromServer(page, `${run.app.url}${path}`);
        await heading.waitFor();
        beforeScripts = await heading.boundingBox();
      } finally {
        await page.unroute('**/assets/*.js');
      }
      await openFromServer(page, `${run.app.url}${path}`);
      // In the page's own header (an empty equipment list offers Add Equipment again below it).
      await page.locator('main header').getByRole(pageOwn.role, { name: pageOwn.name }).waitFor();
      expect(beforeScripts).not.toBeNull();
      expect(await heading.boundingBox()).toEqual(beforeScripts);
    },
  );

  it('shows the plain skeleton on a page whose heading needs its data', async () => {
    await page.route('**/assets/*.js', (route) => route.abort());
    try {
      await openFromServer(page, `${run.app.url}/dashboard`);
      await page.getByRole('status').getByText('Loading…').waitFor({ state: 'attached' });
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    } finally {
      await page.unroute('**/assets/*.js');
    }
  });

  it("starts the app's scripts only once the page has painted", async () => {
    await openFromServer(page, `${run.app.url}/schedule`);
    await waitUntilInteractive(page);
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      // When the frame was drawn (the entry's start is when it reached the screen, a few milliseconds on).
      firstPaint:
        (performance.getEntriesByName('first-contentful-paint')[0] as { paintTime?: number } | undefined)
          ?.paintTime ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
  });
});
