import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { completeSet as completeSetOn } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { mutateFromPage } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
let workoutId: string;

/**
 * Bench 2 × 8-10 @ 135 and Row 2 × 12 @ 95. Completed as planned except the first row set at 100 lbs, the volume
 * of the session is 135 × 10 × 2 + 100 × 12 + 95 × 12 = 5,040 lbs (spec §4: weight × upper bound of the reps).
 */
const plan = {
  name: 'Push Pull',
  date: '2026-01-05',
  duration: 45,
  difficulty: 'Intermediate',
  exercises: [
    { name: 'Bench Press', sets: 2, reps: '8-10', weight: '135' },
    { name: 'Barbell Row', sets: 2, reps: '12', weight: '95' },
  ],
};

/** The elapsed clock's reading in seconds ('mm:ss' or 'h:mm:ss'). */
async function elapsed(): Promise<number> {
  const text = (await page.getByRole('region', { name: 'Elapsed' }).locator('time').textContent()) ?? '';
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

const completeSet = (changes: { weight?: string } = {}) => completeSetOn(page, changes);

function currentSetRow() {
  return page.locator('li[aria-current="step"]');
}

beforeAll(async () => {
  const context = await run.browser.newContext({ hasTouch: true });
  // The browser's clock runs as usual until the test moves it forward (rest timer, elapsed time).
  await context.clock.install();
  page = await context.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'grace@example.test', displayName: 'Grace' });
  await page.getByText('Welcome back, Grace!').waitFor();
  // Signed in at the default size (the landing page's Sign In sits in a menu on phones); the session is a phone's.
  await page.setViewportSize({ width: 375, height: 740 });
  // The plan is made through the app's own endpoint: the workout form is tested on its own.
  workoutId = (await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', { workout: plan }))
    .workout.id;
});

describe('the live session on a phone', () => {
  it('shows the plan, not started, with Start', async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByRole('heading', { name: 'Push Pull' }).waitFor();
    await page.getByRole('heading', { name: 'Bench Press' }).waitFor();
    expect(await elapsed()).toBe(0);
    // Complete Set waits for Start (spec §4: only while started).
    expect(await page.getByRole('button', { name: 'Complete Set' }).isDisabled()).toBe(true);
    await page.getByText('0 of 4 sets').waitFor();
  });

  it("starts, completes the first set through the dialog: 'Set Complete!' and the 90 s rest", async () => {
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.getByRole('button', { name: 'Complete Set' }).click();
    const dialog = page.getByRole('dialog');
    // Prefilled with the plan.
    expect(await dialog.getByLabel('Actual weight (lbs)').inputValue()).toBe('135');
    expect(await dialog.getByLabel('Actual reps').inputValue()).toBe('8-10');
    await dialog.getByLabel('Actual reps').fill('10');
    await dialog.getByRole('button', { name: 'Save Set' }).click();
    await page.getByText('Set Complete!').first().waitFor();
    await page.getByText('1 of 4 sets').waitFor();
    const rest = page.getByRole('region', { name: 'Rest' });
    await rest.waitFor();
    expect(await rest.locator('time').textContent()).toMatch(/^01:(30|29|28)$/);
    expect(await currentSetRow().textContent()).toContain('Set 2');
  });

  it("+15 s lengthens the rest; after the clock passes its end 'Rest Complete' shows", async () => {
    const rest = page.getByRole('region', { name: 'Rest' });
    const before = await rest.locator('time').textContent();
    await page.getByRole('button', { name: 'Lengthen rest by 15 seconds' }).click();
    const after = await rest.locator('time').textContent();
    expect(after).not.toBe(before);
    await page.clock.fastForward(110_000);
    await page.getByText('Rest Complete', { exact: true }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Rest' }).count()).toBe(0);
    expect(await elapsed()).toBeGreaterThanOrEqual(110);
  });

  it('completes the second bench set and a row set at another weight, then reloads: the same set, the time goes on', async () => {
    await completeSet();
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await completeSet({ weight: '100' });
    await page.getByText('3 of 4 sets').waitFor();
    const beforeReload = await elapsed();

    await page.reload();
    await page.getByRole('heading', { name: 'Barbell Row' }).waitFor();
    await page.getByText('3 of 4 sets').waitFor();
    expect(await currentSetRow().textContent()).toContain('Set 2');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    // The rest started before the reload still runs.
    await page.getByRole('region', { name: 'Rest' }).waitFor();
    await page.clock.fastForward(30_000);
    expect(await elapsed()).toBeGreaterThanOrEqual(beforeReload + 30);
  });

  it('Pause stops the clock and Resume goes on from there; Finish with a set left asks first', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await elapsed();
    await page.clock.fastForward(60_000);
    expect(await elapsed()).toBe(paused);
    // Complete Set waits while paused (spec §4).
    expect(await page.getByRole('button', { name: 'Complete Set' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.fastForward(5_000);
    expect(await elapsed()).toBeGreaterThanOrEqual(paused + 5);

    await page.getByRole('button', { name: 'Finish Workout' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('1 planned set is not completed.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Keep Going' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/workouts/start/${workoutId}`);
  });

  it("a failed save says 'Failed to save workout completion.' and keeps the session; finishing again works", async () => {
    await completeSet();
    await page.getByText('4 of 4 sets').waitFor();
    const pattern = '**/trpc/saveCompletedWorkout**';
    await page.route(pattern, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.getByText('Failed to save workout completion.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/workouts/start/${workoutId}`);
    await page.getByText('4 of 4 sets').waitFor();

    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.getByText('Workout Complete!').waitFor();
    await page.waitForURL((url) => url.pathname === '/workouts');
  });

  it('the session is not resumed once saved', async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.getByText('0 of 4 sets').waitFor();
  });

  it("the next session shows last time's sets and starts each set from them", async () => {
    // The first bench set was saved as 10 reps, the second as the plan's 8-10.
    await page.getByText('Last time: 135 lbs × 10 · 135 lbs × 8-10').waitFor();
    // The row's first set was lifted at 100 lbs, not the planned 95.
    await page.getByText('Last time: 100 lbs × 12 · 95 lbs × 12').waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Complete Set' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("Last time's numbers are filled in.").waitFor();
    expect(await dialog.getByLabel('Actual weight (lbs)').inputValue()).toBe('135');
    expect(await dialog.getByLabel('Actual reps').inputValue()).toBe('10');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the details show the volume of what was lifted', async () => {
    await page.goto(`${run.app.url}/workouts/view/${workoutId}`);
    await page.getByRole('heading', { name: 'Push Pull' }).waitFor();
    await page.getByText('5,040 lbs').waitFor();
    await page.getByRole('link', { name: 'Repeat Workout' }).waitFor();
  });
});

describe('the live session by keyboard', () => {
  it('after Save Set the focus is on the next set’s Complete Set, and after the last on Finish Workout', async () => {
    const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: {
        ...plan,
        name: 'Keyboard Day',
        exercises: [{ name: 'Squat', sets: 2, reps: '5', weight: '185' }],
      },
    });
    await page.goto(`${run.app.url}/workouts/start/${workout.id}`);
    await page.getByRole('button', { name: 'Start' }).click();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const row = active?.closest('li[aria-current="step"]');
        return `${active?.textContent?.trim()}${row ? ` (${row.querySelector('p')?.textContent})` : ''}`;
      });

    // The dialog shows a moment before its first field takes the focus (an effect after the paint): an athlete
    // presses Enter once the field has it, as the test does.
    const dialogHasFocus = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

    await page.getByRole('button', { name: 'Complete Set' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await expect.poll(dialogHasFocus).toBe(true);
    // Enter in the dialog's first field saves the set, as the plan filled it.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('1 of 2 sets').waitFor();
    await expect.poll(focused).toBe('Complete Set (Set 2)');

    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await expect.poll(dialogHasFocus).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('2 of 2 sets').waitFor();
    await expect.poll(focused).toBe('Finish Workout');
  });
});
