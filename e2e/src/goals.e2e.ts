import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { fillGoal as fillGoalOn } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import {
  boxesOverlap,
  dayFromToday,
  failingCallsTo,
  openFromServer,
  settledToastBoxes,
} from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

const goalCard = (title: string) => page.getByRole('listitem').filter({ hasText: title });

const fillGoal = (values: Parameters<typeof fillGoalOn>[1]) => fillGoalOn(page, values);

const failCallsTo = (procedure: string) => failingCallsTo(page, procedure);

const reloadFromServer = () => openFromServer(page, page.url());

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'grace@example.test', displayName: 'Grace' });
  await page.getByText('Welcome back, Grace!').waitFor();
});

// One athlete's goals, in order: each step builds on the one before.
describe('goals, as an athlete uses them', () => {
  it('starts with an empty list that offers Add Goal', async () => {
    await page.goto(`${run.app.url}/goals`);
    await page.getByRole('heading', { name: 'Manage Goals' }).waitFor();
    await page.getByText('No goals yet').waitFor();
    await page.getByRole('link', { name: 'Add Goal' }).click();
    await page.getByRole('heading', { name: 'Add New Goal' }).waitFor();
    expect(await page.getByLabel('Unit *').getAttribute('placeholder')).toBe('lbs, minutes, reps');
  });

  it("says 'Please fill in all required fields' for a missing title, target or date", async () => {
    await page.getByRole('button', { name: 'Save Goal' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await page.getByText('Please fill in all required fields.', { exact: true }).waitFor();

    await fillGoal({ title: 'Squat 300', target: '300' });
    await page.getByRole('button', { name: 'Save Goal' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    expect(page.url()).toContain('/goals/create');
  });

  it('refuses values out of bounds with a clear message', async () => {
    await fillGoal({ target: '0', date: dayFromToday(30) });
    await page.getByRole('button', { name: 'Save Goal' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Target Value must be greater than 0 and at most 1,000,000' })
      .waitFor();
    await fillGoal({ target: '300', current: '-5' });
    await page.getByRole('button', { name: 'Save Goal' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Current Value must be between 0 and 1,000,000' })
      .waitFor();
  });

  it('Reset Form empties the form', async () => {
    await page.getByRole('button', { name: 'Reset Form' }).click();
    expect(await page.getByLabel('Goal Title *').inputValue()).toBe('');
    expect(await page.getByLabel('Target Value *').inputValue()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it("a failed save says 'Failed to save goal. Please try again.' and keeps what was typed", async () => {
    const restore = await failCallsTo('saveGoal');
    await fillGoal({
      title: 'Squat 300',
      target: '300',
      current: '150',
      unit: 'lbs',
      date: dayFromToday(30),
    });
    await page.getByLabel('Description').fill('Three plates, belt allowed');
    await page.getByRole('button', { name: 'Save Goal' }).click();
    await page.getByText('Failed to save goal. Please try again.').waitFor();
    expect(page.url()).toContain('/goals/create');
    expect(await page.getByLabel('Goal Title *').inputValue()).toBe('Squat 300');
    expect(await page.getByLabel('Current Value').inputValue()).toBe('150');
    expect(await page.getByLabel('Description').inputValue()).toBe('Three plates, belt allowed');
    await restore();
  });

  it('creates the goal and shows its progress, type, status and days left', async () => {
    await page.getByRole('button', { name: 'Save Goal' }).click();
    await page.getByText('Goal Saved', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Manage Goals' }).waitFor();
    const card = goalCard('Squat 300');
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('50%');
    expect(text).toContain('150 / 300 lbs');
    expect(text).toContain('Strength');
    expect(text).toContain('Active');
    expect(text).toContain('30 days left');
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });

  it('edits the goal through updateGoal, and the change is kept after a reload', async () => {
    await goalCard('Squat 300').getByRole('link', { name: 'Edit Squat 300' }).click();
    await page.getByRole('heading', { name: 'Edit Goal' }).waitFor();
    expect(await page.getByLabel('Goal Title *').inputValue()).toBe('Squat 300');
    expect(await page.getByLabel('Target Value *').inputValue()).toBe('300');

    await fillGoal({ title: 'Squat 315', current: '225' });
    await page.getByRole('button', { name: 'Reset Changes' }).click();
    expect(await page.getByLabel('Goal Title *').inputValue()).toBe('Squat 300');
    expect(await page.getByLabel('Current Value').inputValue()).toBe('150');

    await fillGoal({ title: 'Squat 315', target: '300', current: '225' });
    await page.getByRole('button', { name: 'Update Goal' }).click();
    await page.getByText('Goal Updated', { exact: true }).waitFor();
    await page.getByText('Your goal has been successfully updated').waitFor();
    await page.getByRole('heading', { name: 'Manage Goals' }).waitFor();
    expect(await goalCard('Squat 315').textContent()).toContain('75%');

    await reloadFromServer();
    await goalCard('Squat 315').waitFor();
    expect(await goalCard('Squat 315').textContent()).toContain('75%');
    expect(await page.getByText('Squat 300').count()).toBe(0);
  });

  it('opened directly by URL, the edit screen loads the goal', async () => {
    const href = await goalCard('Squat 315')
      .getByRole('link', { name: 'Edit Squat 315' })
      .getAttribute('href');
    expect(href).toMatch(/^\/goals\/edit\/.+/);
    await openFromServer(page, `${run.app.url}${href}`);
    await page.getByRole('heading', { name: 'Edit Goal' }).waitFor();
    await page.getByLabel('Goal Title *').waitFor();
    expect(await page.getByLabel('Goal Title *').inputValue()).toBe('Squat 315');
    expect(await page.getByLabel('Current Value').inputValue()).toBe('225');
  });

  it("a failed update says 'Failed to update goal. Please try again.' and keeps what was typed", async () => {
    const restore = await failCallsTo('updateGoal');
    await fillGoal({ title: 'Squat 320', unit: 'kg' });
    await page.getByRole('button', { name: 'Update Goal' }).click();
    await page.getByText('Failed to update goal. Please try again.').waitFor();
    expect(page.url()).toContain('/goals/edit/');
    expect(await page.getByLabel('Goal Title *').inputValue()).toBe('Squat 320');
    expect(await page.getByLabel('Unit *').inputValue()).toBe('kg');
    await restore();
    await page.getByRole('button', { name: 'Reset Changes' }).click();
  });

  it('reaching 100% offers to mark the goal completed, and the status is saved', async () => {
    await fillGoal({ current: '300' });
    await page.getByText('Target reached!').waitFor();
    await page.getByRole('button', { name: 'Mark as Completed' }).click();
    expect(await page.getByLabel('Status').textContent()).toContain('Completed');
    expect(await page.getByText('Target reached!').count()).toBe(0);
    await page.getByRole('button', { name: 'Update Goal' }).click();
    await page.getByRole('heading', { name: 'Manage Goals' }).waitFor();
    const text = await goalCard('Squat 315').textContent();
    expect(text).toContain('100%');
    expect(text).toContain('Completed');
  });

  it('the status can be set to paused from the edit form', async () => {
    await goalCard('Squat 315').getByRole('link', { name: 'Edit Squat 315' }).click();
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Paused' }).click();
    await page.getByRole('button', { name: 'Update Goal' }).click();
    await page.getByRole('heading', { name: 'Manage Goals' }).waitFor();
    expect(await goalCard('Squat 315').textContent()).toContain('Paused');
  });

  it('keeps the goal and its changes across a restart of the server', async () => {
    await run.app.restart();
    await openFromServer(page, `${run.app.url}/goals`);
    await goalCard('Squat 315').waitFor();
    expect(await goalCard('Squat 315').textContent()).toContain('Paused');
  });

  it('delete asks first; Cancel keeps the goal, Delete removes it with a toast', async () => {
    await goalCard('Squat 315').getByRole('button', { name: 'Delete Squat 315' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this goal?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await goalCard('Squat 315').waitFor();

    const restore = await failCallsTo('deleteGoal');
    await goalCard('Squat 315').getByRole('button', { name: 'Delete Squat 315' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Failed to delete goal. Please try again.').waitFor();
    await goalCard('Squat 315').waitFor();
    await restore();

    await goalCard('Squat 315').getByRole('button', { name: 'Delete Squat 315' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Goal Deleted', { exact: true }).waitFor();
    await page.getByText('No goals yet').waitFor();
    await reloadFromServer();
    await page.getByText('No goals yet').waitFor();
  });

  it("an unknown goal id reads 'Goal Not Found' with Back to Goals", async () => {
    await page.goto(`${run.app.url}/goals/edit/no-such-goal`);
    await page.getByRole('heading', { name: 'Goal Not Found' }).waitFor();
    await page.getByText("The goal you're trying to edit could not be found.").waitFor();
    await page.getByRole('link', { name: 'Back to Goals' }).click();
    await page.getByRole('heading', { name: 'Manage Goals' }).waitFor();
  });

  it("a failed load says 'Failed to fetch goals. Please try again.', and Retry loads the list", async () => {
    const restore = await failCallsTo('getGoals');
    await openFromServer(page, `${run.app.url}/goals`);
    await page.getByText('Your goals could not be loaded.').waitFor();
    await page.getByText('Failed to fetch goals. Please try again.').first().waitFor();
    expect(await page.getByText('No goals yet').count()).toBe(0);
    await restore();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No goals yet').waitFor();
  });

  it('the form works from the keyboard alone', async () => {
    await page.goto(`${run.app.url}/goals/create`);
    await page.getByLabel('Goal Title *').focus();
    await page.keyboard.type('Plank 3 minutes');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Goal Type *').getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    // The list opens on the chosen type, Strength; Endurance is five below it.
    await page.locator('[role="option"][data-highlighted]', { hasText: 'Strength' }).waitFor();
    for (const next of ['Hypertrophy', 'Cardio', 'Flexibility', 'Weight Loss', 'Endurance']) {
      await page.keyboard.press('ArrowDown');
      await page.locator('[role="option"][data-highlighted]', { hasText: next }).waitFor();
    }
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Goal Type *').textContent()).toContain('Endurance');
    // The list closes and hands the focus back to its button a moment later; a person sees that before pressing Tab
    // (without this wait a busy machine sent the next keys to the closing list).
    const typeId = await page.getByLabel('Goal Type *').getAttribute('id');
    await page.waitForFunction((id) => document.activeElement?.id === id, typeId);
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    await page.keyboard.type('Elbows under shoulders');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('minutes');
    await page.getByLabel('Target Date *').fill(dayFromToday(10));
    await page.getByLabel('Unit *').focus();
    await page.keyboard.press('Enter');
    await page.getByText('Goal Saved', { exact: true }).waitFor();
    const text = await goalCard('Plank 3 minutes').textContent();
    expect(text).toContain('Endurance');
    expect(text).toContain('33%');
    expect(text).toContain('1 / 3 minutes');
    expect(text).toContain('10 days left');
  });
});

describe('the goal form on a phone', () => {
  it('the required-fields toast leaves Save Goal free to tap, and a fixed field stops being marked', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${run.app.url}/goals/create`);
    const save = page.getByRole('button', { name: 'Save Goal' });
    await save.click();
    await page.getByText('Please fill in all required fields.', { exact: true }).waitFor();
    // Back to Save Goal the way a thumb gets there: scrolled just far enough to see it at the bottom of the screen.
    await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const saveBox = await save.boundingBox();
    if (!saveBox) throw new Error('Save Goal is not on the screen');
    for (const toast of await settledToastBoxes(page)) expect(boxesOverlap(saveBox, toast)).toBe(false);

    const title = page.getByLabel('Goal Title *');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await title.fill('Bench 225');
    expect(await title.getAttribute('aria-invalid')).toBeNull();
    // The target and the date are still missing: they stay marked, and the message stays.
    expect(await page.getByLabel('Target Value *').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await fillGoal({ target: '225', date: dayFromToday(60) });
    expect(await page.getByLabel('Target Date *').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('alert').filter({ hasText: 'required fields' }).count()).toBe(0);
  });
});
