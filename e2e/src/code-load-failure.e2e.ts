import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { mutateFromPage, openFromServer } from './test-data.ts';

/**
 * A part of a page whose code does not arrive (a flaky connection on a first visit, before the service worker keeps
 * the app): the page says so in plain words, and Try Again loads it afresh rather than trying the failed load again.
 */
const run = useAppAndBrowser();
let page: Page;
let workoutId: string;

beforeAll(async () => {
  // No service worker: it would serve the held-back script from its precache past page.route.
  page = await run.browser.newPage({ serviceWorkers: 'block' });
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'flaky@example.test', displayName: 'Flaky' });
  await page.getByText('Welcome back, Flaky!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
  workoutId = (
    await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: {
        name: 'Squat Day',
        date: '2026-01-05',
        exercises: [{ name: 'Back Squat', sets: 2, reps: '5' }],
      },
    })
  ).workout.id;
});

it('the live session whose Complete Set dialog cannot load says so; Try Again loads the page afresh', async () => {
  const dialogCode = '**/assets/complete-set-dialog-*.js';
  await page.route(dialogCode, (route) => route.abort());
  await openFromServer(page, `${run.app.url}/workouts/start/${workoutId}`);
  const failure = page.getByRole('alert');
  await failure.getByText('Unexpected Application Error!').waitFor();
  // Plain words, not the browser's message with the script's address.
  await failure
    .getByText('Part of this page could not be loaded. Check your connection, then try again.')
    .waitFor();
  expect(await failure.textContent()).not.toContain('/assets/');

  // The connection is back: Try Again loads the page afresh (rendering again would meet the same failed import).
  await page.unroute(dialogCode);
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('heading', { name: 'Squat Day' }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save Set' }).waitFor();
});
