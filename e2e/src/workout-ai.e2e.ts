import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, failingCallsTo, mutateFromPage, seeAndCloseToast } from './test-data.ts';

// The workout form's AI generator and Alternative dialog with the built-in coach (no model is configured here).

const run = useAppAndBrowser();
let page: Page;

const PROMPT = '45 min upper body strength with dumbbells';
const promptField = () => page.getByLabel('What would you like to train?');
const generateButton = () => page.getByRole('button', { name: 'Generate Workout' });

/** The exercise list's names, top to bottom, as its inline name fields hold them. */
async function listedNames(): Promise<string[]> {
  // A dialog just closed hides the page from the accessibility tree until its effect's clean-up has run, after
  // the commit that closed it: the list is read once the page is back.
  await page.waitForFunction(() => document.querySelector('[data-aria-hidden]') === null);
  const fields = page.getByRole('textbox', { name: /^Name of exercise \d+$/ });
  const count = await fields.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push(await fields.nth(i).inputValue());
  return names;
}

/** Counts the browser's calls to one procedure from now on. */
function countCallsTo(procedure: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.split(/[/,]/).includes(procedure)) calls++;
  });
  return () => calls;
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'hex@example.test', displayName: 'Hex' });
  await page.getByText('Welcome back, Hex!').waitFor();
  // The athlete owns dumbbells and no barbell: the coach must plan with what is there.
  await mutateFromPage(page, 'addUserEquipment', {
    equipment: [{ name: 'Hex Dumbbell Set', category: 'Free Weights', subcategory: 'Dumbbells' }],
  });
  // A phone in the gym.
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('the AI generator and the Alternative dialog on a phone, with the built-in coach', () => {
  let generated: string[] = [];

  it('asks for a prompt before calling the coach', async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    const calls = countCallsTo('generateWorkout');
    expect(await promptField().getAttribute('placeholder')).toContain(PROMPT);

    await generateButton().click();
    await page.getByText('Please enter a prompt').waitFor();
    expect(await promptField().getAttribute('aria-invalid')).toBe('true');
    expect(await promptField().evaluate((element) => element === document.activeElement)).toBe(true);
    await promptField().fill('   ');
    await generateButton().click();
    await page.getByText('Please enter a prompt').waitFor();
    expect(calls()).toBe(0);
  });

  it('generates a workout from the prompt that fills the form, with no exercise needing a barbell', async () => {
    await promptField().fill(PROMPT);
    await expect(page.getByText('Please enter a prompt').count()).resolves.toBe(0);
    await generateButton().click();
    await seeAndCloseToast(page, 'Workout Generated!');

    generated = await listedNames();
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.filter((name) => /barbell/i.test(name))).toEqual([]);
    expect(await page.getByLabel('Workout Name').inputValue()).not.toBe('');
    expect(Number(await page.getByLabel('Duration (minutes)').inputValue())).toBeLessThanOrEqual(45);
    // A 45-minute session does its accessory work in pairs: the form shows the coach's supersets as groups.
    await page.getByText('Superset A', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Ungroup .+ from .+$/ }).count()).toBeGreaterThan(0);
    // The prompt stays, for another try; the athlete is taken to the exercises the coach wrote.
    expect(await promptField().inputValue()).toBe(PROMPT);
    const heading = page.getByRole('heading', { name: `Exercises (${generated.length})` });
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("swaps an exercise for one of the coach's alternatives, in the same place", async () => {
    const first = generated[0] ?? '';
    await page.getByRole('button', { name: `Alternative for ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Alternatives to ${first}` });
    await dialog.waitFor();
    const pick = dialog.getByRole('button', { name: /^Use This: / }).first();
    await pick.waitFor();
    // Each alternative says why it fits.
    await dialog.getByText('Why:').first().waitFor();
    const label = (await pick.getAttribute('aria-label')) ?? '';
    const chosen = label.replace(/^Use This: /, '');
    expect(chosen).not.toBe(first);
    expect(chosen).not.toMatch(/barbell/i);

    await pick.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await listedNames()).toEqual([chosen, ...generated.slice(1)]);
    // The focus is back on the row's Alternative button.
    expect(
      await page
        .getByRole('button', { name: `Alternative for ${chosen}` })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
  });

  it('saves the generated workout to the list', async () => {
    const name = await page.getByLabel('Workout Name').inputValue();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/trpc/saveWorkout') && response.ok(),
    );
    await page.getByRole('button', { name: 'Save Workout' }).click();
    const body = await (await saved).json();
    const { exercises } = (Array.isArray(body) ? body[0] : body).result.data.workout;
    // The coach's pairs are saved as supersets.
    expect(exercises.filter((exercise: { superset?: string }) => exercise.superset === 'A')).toHaveLength(2);
    await page.waitForURL(`${run.app.url}/workouts`);
    await seeAndCloseToast(page, 'Workout Saved');
    await page.getByText(name).first().waitFor();
  });
});

describe('when the coach fails', () => {
  it('keeps the prompt and the form after a failed generation', async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    await page.getByLabel('Workout Name').fill('My Own Session');
    await page.getByRole('combobox', { name: 'Exercise Name' }).fill('Dumbbell Bench Press');
    await page.getByLabel('Reps').fill('8');
    await page.getByRole('button', { name: 'Add Exercise' }).click();
    await page.getByText('3 × 8', { exact: true }).waitFor();

    await promptField().fill(PROMPT);
    // With exercises in the form, the athlete is asked first; keeping them calls nothing.
    await generateButton().click();
    const ask = page.getByRole('alertdialog', { name: 'Replace the current workout?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep Mine' }).click();
    await ask.waitFor({ state: 'detached' });

    const restore = await failingCallsTo(page, 'generateWorkout');
    await generateButton().click();
    await ask.getByRole('button', { name: 'Replace and Generate' }).click();
    await seeAndCloseToast(page, 'Failed to generate workout. Please try again.');
    await restore();
    expect(await promptField().inputValue()).toBe(PROMPT);
    expect(await page.getByLabel('Workout Name').inputValue()).toBe('My Own Session');
    expect(await listedNames()).toEqual(['Dumbbell Bench Press']);
  });

  it('closes the Alternative dialog with the toast when the alternatives fail', async () => {
    const restore = await failingCallsTo(page, 'generateAlternativeExercises');
    await page.getByRole('button', { name: 'Alternative for Dumbbell Bench Press' }).click();
    await seeAndCloseToast(page, 'Failed to generate alternative exercises. Please try again.');
    await restore();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(await listedNames()).toEqual(['Dumbbell Bench Press']);
  });
});

describe('an exercise the coach has no alternative for', () => {
  it("says 'No alternatives found for this exercise.' and Escape closes the dialog", async () => {
    await page.getByRole('combobox', { name: 'Exercise Name' }).fill('Tire Flip Relay');
    await page.getByLabel('Reps').fill('6');
    await page.getByRole('button', { name: 'Add Exercise' }).click();
    await page.getByRole('button', { name: 'Alternative for Tire Flip Relay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alternatives to Tire Flip Relay' });
    await dialog.getByText('No alternatives found for this exercise.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await listedNames()).toEqual(['Dumbbell Bench Press', 'Tire Flip Relay']);
  });
});

describe('a workout generated after a refused save', () => {
  it("clears the messages the coach answered (name, exercises) and keeps the date's until one is entered", async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    await page.getByLabel('Date').fill('');
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.getByText('Workout name is required').waitFor();
    await page.getByText('Date is required').waitFor();
    await page.getByText('Add at least one exercise').waitFor();

    await promptField().fill(PROMPT);
    await generateButton().click();
    await seeAndCloseToast(page, 'Workout Generated!');
    await expect(page.getByText('Workout name is required').count()).resolves.toBe(0);
    await expect(page.getByText('Add at least one exercise').count()).resolves.toBe(0);
    await page.getByText('Date is required').waitFor();
    expect(await page.getByLabel('Date').getAttribute('aria-invalid')).toBe('true');
    // The form is still checked as it changes: the date's mark goes as soon as one is entered.
    await page.getByLabel('Date').fill(dayFromToday(1));
    await expect(page.getByText('Date is required').count()).resolves.toBe(0);
  });
});
