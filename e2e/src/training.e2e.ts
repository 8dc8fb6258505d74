import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayCellName, dayFromToday, seeAndCloseToast } from './test-data.ts';

/**
 * One athlete's first training day on a phone, across every screen of the issue: plan a workout in the form,
 * put it on today in the schedule, run it with the rest timer (and a reload in the middle), then find it under
 * Recently Completed, in the details with its volume, on the dashboard's week and streak and on the calendar;
 * copy, edit and delete. Each screen's finer cases are in its own file (workout-form, session, schedule, workouts).
 */
const run = useAppAndBrowser();
let page: Page;
const today = dayFromToday(0);
const tomorrow = dayFromToday(1);
const NAME = 'Week 1 Day 1';

const seeToast = (title: string) => seeAndCloseToast(page, title);
const dayCell = (date: string) =>
  page.getByRole('button', { name: new RegExp(`^\\w+, ${dayCellName(date)}(, today)?: `) });
const listedNames = async () => {
  const fields = page.getByRole('textbox', { name: /^Name of exercise \d+$/ });
  return Promise.all((await fields.all()).map((field) => field.inputValue()));
};

async function addExercise(name: string, reps: string, weight: string) {
  await page.getByRole('combobox', { name: 'Exercise Name' }).fill(name);
  await page.getByLabel('Sets').fill('1');
  await page.getByLabel('Reps').fill(reps);
  await page.getByLabel('Weight (optional)').fill(weight);
  await page.getByRole('button', { name: 'Add Exercise' }).click();
}

async function completeCurrentSet() {
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save Set' }).click();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  const context = await run.browser.newContext({ hasTouch: true });
  await context.clock.install();
  page = await context.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'lin@example.test', displayName: 'Lin' });
  await page.getByText('Welcome back, Lin!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('a training day on a phone, from the plan to the history', () => {
  it('plans a workout of three exercises (one a rep range), reordered by keyboard, for tomorrow', async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByLabel('Workout Name').fill(NAME);
    await page.getByLabel('Date').fill(tomorrow);
    await addExercise('Barbell Curl', '12', '30');
    await addExercise('Bench Press', '8-10', '100');
    await addExercise('Barbell Row', '10', '80');
    expect(await listedNames()).toEqual(['Barbell Curl', 'Bench Press', 'Barbell Row']);

    // The curl goes last: picked up by keyboard, two places down, dropped.
    await page.getByRole('button', { name: 'Drag to reorder Barbell Curl' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Picked up Barbell Curl, position 1.').waitFor({ state: 'attached' });
    // dnd-kit listens for arrows from a timer queued at pick-up; one queued now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowDown');
    await page.getByText('Barbell Curl moved to position 2 of 3.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText('Barbell Curl moved to position 3 of 3.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    expect(await listedNames()).toEqual(['Bench Press', 'Barbell Row', 'Barbell Curl']);

    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.waitForURL('**/workouts');
    await seeToast('Workout Saved');
    await page
      .getByRole('listitem')
      .filter({ hasText: NAME })
      .getByText('Tomorrow', { exact: true })
      .waitFor();
  });

  it('moves it to today on the schedule', async () => {
    await page.goto(`${run.app.url}/schedule`);
    await dayCell(tomorrow).click();
    await page
      .getByRole('article', { name: NAME })
      .getByRole('button', { name: `Move ${NAME}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Move Workout' });
    await dialog.getByLabel('Date').fill(today);
    await dialog.getByRole('button', { name: 'Move Workout' }).click();
    await seeToast('Workout Updated');
    expect(await dayCell(today).getAttribute('aria-label')).toMatch(/: 1 workout \(1 scheduled\)$/);
  });

  it("runs it: every set through its dialog, the rest timer to 'Rest Complete', a reload in the middle, Finish", async () => {
    await page.goto(`${run.app.url}/workouts`);
    const card = page.getByRole('listitem').filter({ hasText: NAME });
    await card.getByText('Today', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Start Workout' }).click();
    await page.getByRole('button', { name: 'Start' }).click();

    await completeCurrentSet();
    await page.getByText('Set Complete!').first().waitFor();
    await page.getByRole('region', { name: 'Rest' }).waitFor();
    await page.clock.fastForward(91_000);
    await page.getByText('Rest Complete', { exact: true }).first().waitFor();
    await page.getByText('1 of 3 sets').waitFor();

    await completeCurrentSet();
    await page.getByText('2 of 3 sets').waitFor();
    await page.reload();
    await page.getByText('2 of 3 sets').waitFor();
    expect(await page.locator('li[aria-current="step"]').textContent()).toContain('Set 1');
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await completeCurrentSet();
    await page.getByText('3 of 3 sets').waitFor();

    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.waitForURL('**/workouts');
    await page.getByText('Workout Complete!').first().waitFor();
  });

  it('shows it under Recently Completed, and the details have its volume', async () => {
    const completed = page.getByRole('region', { name: 'Recently Completed' });
    await completed.getByText(NAME).waitFor();
    expect(await page.getByRole('region', { name: 'Upcoming' }).getByText(NAME).count()).toBe(0);
    await completed.getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: NAME }).waitFor();
    // Spec §4: weight × upper bound of the reps × sets: 100 × 10 + 80 × 10 + 30 × 12.
    await page.getByText('2,160 lbs').waitFor();
  });

  it('the dashboard counts it: 1 of 5 this week and a 1-day streak', async () => {
    await page.goto(`${run.app.url}/dashboard`);
    await page.getByRole('group', { name: 'This Week' }).getByText('1 of 5').waitFor();
    const streak = page.getByRole('group', { name: 'Current Streak' });
    await streak.getByText('1 day', { exact: true }).waitFor();
    await streak.getByText('Keep it going!').waitFor();
  });

  it('copies it for tomorrow and edits the copy', async () => {
    await page.goto(`${run.app.url}/workouts`);
    await page
      .getByRole('region', { name: 'Recently Completed' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await page.getByRole('link', { name: 'Copy Workout' }).click();
    await page.getByRole('heading', { name: 'Copy Workout' }).waitFor();
    expect(await listedNames()).toEqual(['Bench Press', 'Barbell Row', 'Barbell Curl']);
    await page.getByLabel('Date').fill(tomorrow);
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.waitForURL('**/workouts');
    await seeToast('Workout Saved');

    const copy = page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('listitem')
      .filter({ hasText: NAME });
    await copy.getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: 'Edit Workout' }).waitFor();
    await page.getByLabel('Workout Name').fill('Week 1 Day 2');
    await page.getByRole('button', { name: 'Update Workout' }).click();
    await page.waitForURL('**/workouts');
    await seeToast('Workout Updated');
    await page.getByRole('region', { name: 'Upcoming' }).getByText('Week 1 Day 2').waitFor();
  });

  it('the calendar shows a dot on each day, the list groups by date, and the copy is deleted after confirming', async () => {
    await page.goto(`${run.app.url}/schedule`);
    // The copy kept on this device paints first (the save after it marks it stale), and the answer replaces it.
    await expect
      .poll(() => dayCell(today).getAttribute('aria-label'))
      .toMatch(/: 1 workout \(1 completed\)$/);
    expect(await dayCell(tomorrow).getAttribute('aria-label')).toMatch(/: 1 workout \(1 scheduled\)$/);
    expect(await dayCell(today).locator('[data-status="completed"]').count()).toBe(1);
    expect(await dayCell(tomorrow).locator('[data-status="scheduled"]').count()).toBe(1);

    if (tomorrow.slice(0, 7) === today.slice(0, 7)) {
      await page.getByRole('tab', { name: 'List' }).click();
      const headings = page.locator('[role="tabpanel"] h3[id^="list-"]');
      await headings.first().waitFor();
      expect(await headings.evaluateAll((els) => els.map((e) => e.id.replace('list-', '')))).toEqual([
        today,
        tomorrow,
      ]);
      const articles = page.getByRole('tabpanel').getByRole('article');
      expect(await articles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
        NAME,
        'Week 1 Day 2',
      ]);
      await page.getByRole('tab', { name: 'Calendar' }).click();
    }

    await dayCell(tomorrow).click();
    const copy = page.getByRole('article', { name: 'Week 1 Day 2' });
    await copy.getByRole('button', { name: 'Delete Week 1 Day 2' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await seeToast('Workout Deleted');
    await copy.waitFor({ state: 'detached' });
    expect(await dayCell(tomorrow).getAttribute('aria-label')).toMatch(/: no workouts$/);
  });
});
