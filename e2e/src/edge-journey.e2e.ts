// A new athlete's first visit to every area, in a real Chromium, against the edge stack: the Worker
// under `wrangler dev` (workerd) reading through a sqld replica and writing to the primary, JWT auth on both, photos
// in the local R2 bucket, and sign-in through the identity provider as an OpenID Connect provider. Each step builds
// on the one before, as it would for a person; each asserts what the athlete sees.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EdgeStack, startEdgeStack } from '../../apps/api/edge/edge-stack.ts';
import { launchBrowser } from './browser.ts';
import { allStarted } from './harness.ts';
import { choosePhotos, jpegOf } from './photos.ts';
import {
  addExercise,
  chooseOption,
  completeSet,
  fillGoal,
  loadedWidth,
  progressTotals,
  scheduleDayCell,
  scheduleDayCellLabel,
} from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import {
  dayFromToday,
  mutateFromPage,
  nextTrainingDays,
  openFromServer,
  seeAndCloseToast,
  shortDay,
} from './test-data.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-journey-'));
let stack: EdgeStack;
let browser: Browser;
let page: Page;

const athlete = { email: 'nia@example.test', displayName: 'Nia Edge' };
const today = dayFromToday(0);

beforeAll(async () => {
  await allStarted([
    startEdgeStack({ dataDir, port: 0 }).then((started) => {
      stack = started;
    }),
    launchBrowser().then((launched) => {
      browser = launched;
    }),
  ]);
  page = await browser.newPage();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// A failed step prints what the Worker logged: on the edge, the cause (a refused token, a database down) is there.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.log(`The Worker's log (wrangler dev):\n${stack?.workerOutput().slice(-4000) || '(empty)'}`);
  });
});

/** Where the coach's plan is trained: a week's three days. */
const PLAN_DAYS = ['Tuesday', 'Thursday', 'Saturday'];

const workoutCard = (name: string) => page.getByRole('listitem').filter({ hasText: name });

const open = (path: string) => openFromServer(page, `${stack.url}${path}`);

describe('a new athlete on the edge stack (Worker + sqld + OIDC), every area in Chromium', () => {
  it('1. signs in through the identity provider’s page (OIDC redirect) and is welcomed', async () => {
    await page.goto(stack.url);
    const loginPage = await signInThroughPopup(page, athlete);
    // The form was the identity provider's own page, reached by the Worker's OIDC redirect.
    expect(loginPage.origin).toBe(new URL(stack.issuer).origin);
    await page.getByText(`Welcome back, ${athlete.displayName}!`).waitFor();
  });

  it('2. saves the profile, and it is still there after a reload', async () => {
    await page.goto(`${stack.url}/profile`);
    await page.getByText(athlete.email).waitFor();
    await chooseOption(page, 'Sex', 'Female');
    await page.getByLabel('Birth Year').fill('1992');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await seeAndCloseToast(page, 'Profile Updated');
    // Without the browser's cached copy: what shows comes from the database, through the Worker.
    await open('/profile');
    await page.getByText(athlete.email).waitFor();
    expect(await page.getByLabel('Birth Year').inputValue()).toBe('1992');
    expect(await page.getByLabel('Sex').textContent()).toContain('Female');
  });

  it('3. adds equipment with a photo (the local R2 bucket), shown on its card', async () => {
    await page.goto(`${stack.url}/equipment/add`);
    const photo = await jpegOf(page, 1200, 900);
    await choosePhotos(page, [{ name: 'rack.jpg', mimeType: 'image/jpeg', buffer: photo }], 'Choose photo');
    await page.getByRole('img', { name: 'This equipment, as you photographed it' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Garage Rack');
    await chooseOption(page, 'Category', 'Racks & Rigs');
    await chooseOption(page, 'Subcategory', 'Power Racks');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await seeAndCloseToast(page, 'Equipment Added');
    await page.waitForURL((url) => url.pathname === '/equipment');
    // The card's image is the photo's bytes, read back from R2 through GET /photos/:id.
    const onCard = page
      .getByRole('article', { name: 'Garage Rack' })
      .getByRole('img', { name: 'Garage Rack' });
    await expect.poll(() => loadedWidth(onCard)).toBe(1200);
  });

  it('4. creates a workout for today with the form', async () => {
    await page.goto(`${stack.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe(today);
    await page.getByLabel('Workout Name').fill('Edge Bench');
    await addExercise(page, { name: 'Bench Press', sets: '1', reps: '5', weight: '135' });
    await page.getByText('1 × 5 @ 135').waitFor();
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.waitForURL((url) => url.pathname === '/workouts');
    await seeAndCloseToast(page, 'Workout Saved');
    await workoutCard('Edge Bench').getByText('Today', { exact: true }).waitFor();
  });

  it('5. runs it in the live session: completes its set and finishes', async () => {
    await workoutCard('Edge Bench').getByRole('link', { name: 'Start Workout' }).click();
    await page.waitForURL('**/workouts/start/*');
    await page.getByRole('heading', { name: 'Edge Bench' }).waitFor();
    await page.getByText('0 of 1 sets').waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await completeSet(page);
    await page.getByText('Set Complete!').first().waitFor();
    await page.getByText('1 of 1 sets').waitFor();
    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.getByText('Workout Complete!').waitFor();
    await page.waitForURL((url) => url.pathname === '/workouts');
    await page.getByRole('region', { name: 'Recently Completed' }).getByText('Edge Bench').waitFor();
  });

  it('6. the schedule shows the finished workout on today', async () => {
    await open('/schedule');
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    const cell = scheduleDayCell(page, today);
    expect(await cell.getAttribute('aria-label')).toMatch(/, today: 1 workout \(1 completed\)$/);
    await cell.click();
    await page.getByRole('article', { name: 'Edge Bench' }).waitFor();
  });

  it('7. creates a goal and sees its progress', async () => {
    await page.goto(`${stack.url}/goals`);
    await page.getByText('No goals yet').waitFor();
    await page.getByRole('link', { name: 'Add Goal' }).click();
    await page.getByRole('heading', { name: 'Add New Goal' }).waitFor();
    await fillGoal(page, {
      title: 'Bench 225',
      target: '225',
      current: '135',
      unit: 'lbs',
      date: dayFromToday(60),
    });
    await page.getByRole('button', { name: 'Save Goal' }).click();
    await seeAndCloseToast(page, 'Goal Saved');
    const card = page.getByRole('listitem').filter({ hasText: 'Bench 225' });
    await card.waitFor();
    expect(await card.textContent()).toContain('135 / 225 lbs');
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
  });

  it('8. the coach’s wizard generates a plan, and Start Plan puts it on the calendar', async () => {
    await page.goto(`${stack.url}/create-program`);
    await page.getByRole('button', { name: 'Create New' }).click();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const onStep = (step: number) => page.getByText(`Step ${step} of 8`, { exact: true }).waitFor();
    const radio = (name: string) => page.getByRole('radio', { name, exact: true }).click();
    const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true }).click();

    await onStep(1);
    await checkbox('Increase strength (powerlifting/general strength)');
    await next.click();
    await onStep(2);
    await radio('Intermediate (2-5 years)');
    await next.click();
    await onStep(3);
    for (const day of PLAN_DAYS) await checkbox(day);
    await next.click();
    await onStep(4);
    await next.click();
    await onStep(5);
    await radio('26-35');
    await next.click();
    await onStep(6);
    await radio('Upper / lower');
    await next.click();
    await onStep(7);
    await next.click();
    await onStep(8);
    await radio('Monthly');
    await radio('Gradual');
    await radio('Simple');
    await page.getByRole('button', { name: 'Generate My Program' }).click();

    await page.waitForURL(/\/strength-plan-review\?planId=/);
    await seeAndCloseToast(page, 'Program Generated Successfully!');
    await page.getByRole('heading', { name: 'Plan Overview' }).waitFor();

    const days = nextTrainingDays(PLAN_DAYS, 3);
    await page.getByRole('button', { name: 'Start Plan' }).click();
    await page.waitForURL(/\/workouts$/);
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Plan Started' });
    await toast.getByText(`First workout ${shortDay(days[0] as string)}.`, { exact: false }).waitFor();
    await seeAndCloseToast(page, 'Plan Started');

    await open('/schedule');
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    for (const date of days)
      expect(await scheduleDayCellLabel(page, date)).toMatch(/: 1 workout \(1 scheduled\)$/);
  });

  it('9. Progress Analytics shows the finished session', async () => {
    await open('/progress');
    await page.getByRole('heading', { name: 'Best lifts' }).waitFor();
    // One session of one set: 135 lbs × 5.
    expect(await progressTotals(page)).toMatchObject({ Sessions: '1', Volume: '675 lbs' });
    expect(await page.getByRole('region', { name: 'Best lifts' }).textContent()).toContain('135 lbs × 5');
  });

  it('10. a workout created on this device shows on their second device’s open My Workouts within 2 s', async () => {
    // The laptop: a browser of its own, the same athlete; its stream reaches the athlete's Durable Object.
    const laptop = await browser.newContext();
    try {
      const other = await laptop.newPage();
      await other.goto(stack.url);
      await signInThroughPopup(other, athlete);
      await other.getByText(`Welcome back, ${athlete.displayName}!`).waitFor();
      const streamOpen = other.waitForResponse(
        (response) => new URL(response.url()).pathname === '/events' && response.status() === 200,
      );
      await other.goto(`${stack.url}/workouts`);
      await other.getByRole('heading', { name: 'My Workouts' }).waitFor();
      await streamOpen;
      await mutateFromPage(page, 'saveWorkout', {
        workout: {
          name: 'Edge Pull Day',
          date: dayFromToday(2),
          exercises: [{ name: 'Barbell Row', sets: 3, reps: '8', weight: '135' }],
        },
      });
      await other.getByText('Edge Pull Day').first().waitFor({ timeout: 2000 });
    } finally {
      await laptop.close();
    }
  });
});
