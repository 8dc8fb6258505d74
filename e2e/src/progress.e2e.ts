// Progress Analytics (the dashboard's 'View Progress Analytics'): the real server, database and Chromium on a phone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { progressTotals } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { failingCallsTo, mutateFromPage, openFromServer, seeAndCloseToast } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

/** A session finished `daysAgo` days ago with one lift's sets of [weight, reps], saved as the session screen saves one. */
async function finishedSession(name: string, daysAgo: number, lift: string, sets: [number, number][]) {
  const ended = new Date(Date.now() - daysAgo * 86_400_000);
  const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: { name, date: ended.toISOString().slice(0, 10), exercises: [{ name: lift, reps: '5' }] },
  });
  await mutateFromPage(page, 'saveCompletedWorkout', {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    completedWorkout: {
      name,
      date: ended.toISOString(),
      originalWorkoutId: workout.id,
      duration: 45 * 60,
      notes: '',
      actualExercises: [
        {
          id: 'lift',
          name: lift,
          plannedSets: sets.length,
          plannedReps: '5',
          plannedWeight: '',
          notes: '',
          actualSets: sets.map(([actualWeight, reps], index) => ({
            setNumber: index + 1,
            actualWeight,
            actualReps: String(reps),
            completed: true,
            notes: '',
          })),
        },
      ],
    },
  });
}

const totals = () => progressTotals(page);

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
  await page.getByText('Welcome back, Ada!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('Progress Analytics', () => {
  it("opens from the dashboard's 'View Progress Analytics' and says what to do before any session", async () => {
    await page.getByRole('link', { name: 'View Progress Analytics' }).click();
    await page.waitForURL((url) => url.pathname === '/progress');
    await page.getByRole('heading', { name: 'No completed workouts in this period' }).waitFor();
    expect(await totals()).toMatchObject({ Sessions: '0', 'Active weeks': '0 of 12' });
    await page.getByRole('link', { name: 'Go to My Workouts' }).click();
    await page.waitForURL((url) => url.pathname === '/workouts');
  });

  it('shows the totals, the weeks, the estimated max of a lift and the best lifts', async () => {
    await finishedSession('Heavy Day', 2, 'Back Squat', [
      [225, 5],
      [235, 5],
    ]);
    await finishedSession('Bench Day', 9, 'Bench Press', [[185, 5]]);
    await finishedSession('Old Squat', 40, 'Back Squat', [[205, 5]]);
    await openFromServer(page, `${run.app.url}/progress`);
    await page.getByRole('heading', { name: 'Best lifts' }).waitFor();
    // 225×5 + 235×5 + 185×5 + 205×5 = 4,250 lbs.
    expect(await totals()).toEqual({
      Sessions: '3',
      'Training time': '2.3 h',
      Volume: '4,250 lbs',
      'Active weeks': expect.stringMatching(/^[23] of 12$/),
    });
    const best = page.getByRole('region', { name: 'Best lifts' });
    expect(await best.textContent()).toContain('235 lbs × 5');
    expect(await best.textContent()).toContain('≈ 274 lbs 1RM');
    // The charts are drawn (bars for the weeks with sessions) and read out as tables.
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Sessions per week' }).locator('[data-chart="bar"]').count(),
      )
      .toBeGreaterThanOrEqual(2);
    const trend = page.getByRole('table', { name: 'Estimated one-rep max: Back Squat' });
    expect(await trend.getByRole('row').count()).toBe(3);
    // The trend's line marks each week of the table (a header and two weeks).
    expect(
      await page
        .getByRole('region', { name: 'Estimated one-rep max' })
        .locator('[data-chart="point"]')
        .count(),
    ).toBe(2);
  });

  it('switches the lift and the period', async () => {
    await page.getByLabel('Exercise', { exact: true }).click();
    await page.getByRole('option', { name: 'Bench Press' }).click();
    await page
      .getByRole('table', { name: 'Estimated one-rep max: Bench Press' })
      .waitFor({ state: 'attached' });

    await page.getByRole('button', { name: '4 weeks' }).click();
    expect(await page.getByRole('button', { name: '4 weeks' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await totals()).Sessions).toBe('2');
    expect((await totals())['Active weeks']).toMatch(/ of 4$/);
  });

  it('a session deleted on My Workouts leaves the figures at once', async () => {
    await page.goto(`${run.app.url}/workouts`);
    const recent = page.getByRole('region', { name: 'Recently Completed' });
    await recent.getByRole('button', { name: 'Delete Bench Day' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await seeAndCloseToast(page, 'Completed Workout Deleted');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/progress');
    await page.getByRole('button', { name: '12 weeks' }).click();
    await expect.poll(async () => (await totals()).Sessions).toBe('2');
    expect(await page.getByRole('region', { name: 'Best lifts' }).textContent()).not.toContain('Bench Press');
  });

  it('a failed load says so and Retry loads it', async () => {
    const restore = await failingCallsTo(page, 'getProgressAnalytics');
    await openFromServer(page, `${run.app.url}/progress`);
    await page.getByText('Failed to load your progress. Please try again later.').first().waitFor();
    await page.getByRole('heading', { name: 'Your progress could not be loaded' }).waitFor();
    await restore();
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.getByRole('heading', { name: 'Best lifts' }).waitFor();
  });
});
