import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { mutateFromPage, openFromServer } from './test-data.ts';

/**
 * Tried as an athlete in Berlin would: a German browser trains in kilograms without being asked, every
 * weight is entered and shown in them, and switching units changes how numbers read, never what was logged.
 */
const run = useAppAndBrowser();
let page: Page;
let workoutId: string;

/** Squat 2 × 5 @ 100 kg, and a curl planned before units (a bare number, pounds: spec §4). */
const plan = {
  name: 'Leg Day',
  date: '2026-01-05',
  duration: 45,
  difficulty: 'Intermediate',
  exercises: [
    { name: 'Back Squat', sets: 2, reps: '5', weight: '100 kg', restSeconds: 180 },
    { name: 'Barbell Curl', sets: 1, reps: '10', weight: '45' },
  ],
};

async function chooseUnit(label: 'Kilograms (kg)' | 'Pounds (lbs)') {
  await page.goto(`${run.app.url}/profile`);
  await page.getByLabel('Weight unit').click();
  await page.getByRole('option', { name: label }).click();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Profile Updated').first().waitFor();
}

beforeAll(async () => {
  const context = await run.browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  page = await context.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'lena@example.test', displayName: 'Lena' });
  await page.getByText('Welcome back, Lena!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
  workoutId = (await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', { workout: plan }))
    .workout.id;
});

describe('kilograms for an athlete in Berlin', () => {
  it("the profile offers the unit, kilograms already chosen from the browser's language", async () => {
    await page.goto(`${run.app.url}/profile`);
    expect(await page.getByLabel('Weight unit').textContent()).toContain('Kilograms (kg)');
  });

  it('the live session shows the plan in kilograms and records a set in them', async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByText('2 × 5 reps × 100 kg').waitFor();
    // The curl planned as a bare 45 (pounds) reads in kilograms.
    await page.getByText('1 × 10 reps × 20.4 kg').waitFor();
    // The warm-up ramp up to 100 kg on the first loaded lift, two of its steps ticked off before Start.
    await page.getByText('Warm-up sets (optional)').click();
    await page.getByLabel('80 kg × 1').waitFor();
    await page.getByLabel('Empty bar (20 kg) × 10').check();
    await page.getByLabel('40 kg × 5').check();
    expect(await page.getByLabel('60 kg × 3').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Complete Set' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Actual weight (kg)').inputValue()).toBe('100');
    // The plate calculator: a standard kilogram set, as Lena has listed no plates.
    await dialog.getByText('Plates for 100 kg').click();
    await dialog.getByText('25 + 15 kg each side, on a 20 kg bar').waitFor();
    await dialog.getByText('A standard set of plates', { exact: false }).waitFor();
    await dialog.getByLabel('Actual weight (kg)').fill('101');
    await dialog.getByText('101 kg cannot be loaded exactly with these plates. Nearest:').waitFor();
    await dialog.getByRole('button', { name: 'Use 102.5 kg' }).click();
    expect(await dialog.getByLabel('Actual weight (kg)').inputValue()).toBe('102.5');
    await dialog.getByText('25 + 15 + 1.25 kg each side, on a 20 kg bar').waitFor();
    await dialog.getByLabel('Effort (RPE, optional)').fill('8.5');
    await dialog.getByRole('button', { name: 'Save Set' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('5 reps × 102.5 kg @ RPE 8.5').waitFor();
    // The squat's own rest, 3 minutes, not the usual 90 s.
    const rest = page.getByRole('region', { name: 'Rest' });
    expect(await rest.locator('time').textContent()).toMatch(/^0(3:00|2:59|2:58)$/);
    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish Workout' }).click();
    await page.getByText('Workout Complete!').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/workouts');
  });

  it("the next session shows last time's numbers in kilograms, and the details the volume in kilograms", async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByText('Last time: 102.5 kg × 5').waitFor();
    // Every set done reached the top of the plan's 5 reps: one plate step more.
    await page.getByText('Next: 105 kg. Every set reached the top of the range last time.').waitFor();
    await page.getByText('2 × 5 reps × 100 kg · rest 3:00').waitFor();
    await page.goto(`${run.app.url}/workouts/view/${workoutId}`);
    await page.getByRole('heading', { name: 'Leg Day' }).waitFor();
    // 102.5 kg × 5 reps, the one set done, with its effort; the warm-ups are listed and not counted.
    await page.getByText('512.5 kg').waitFor();
    await page.getByText('Warm-up: 20 kg × 10 · 40 kg × 5').waitFor();
    await page.getByText('5 reps × 102.5 kg @ RPE 8.5').waitFor();
  });

  it('switching to pounds converts what is shown; switching back shows the very number logged', async () => {
    await chooseUnit('Pounds (lbs)');
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByText('Last time: 226 lbs × 5').waitFor();
    await page.getByText('2 × 5 reps × 220.5 lbs').waitFor();
    await chooseUnit('Kilograms (kg)');
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByText('Last time: 102.5 kg × 5').waitFor();
  });

  it("a heavier set is celebrated: 'New record!', and a repeat of it in the same session is not", async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByRole('button', { name: 'Start' }).click();
    for (const weight of ['105', '105']) {
      await page.getByRole('button', { name: 'Complete Set' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Actual weight (kg)').fill(weight);
      await dialog.getByRole('button', { name: 'Save Set' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText('Back Squat 105 kg × 5: heaviest set, best estimated 1RM').waitFor();
    expect(await page.getByText('New record!').count()).toBe(1);
    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish Workout' }).click();
    await page.waitForURL((url) => url.pathname === '/workouts');
  });

  it('progress analytics count in kilograms and list the personal records', async () => {
    await page.goto(`${run.app.url}/progress`);
    await page.getByRole('heading', { name: 'Best lifts' }).waitFor();
    const best = page.getByRole('region', { name: 'Best lifts' });
    expect(await best.textContent()).toContain('105 kg × 5');
    await page.getByText('Volume per week (kg)').waitFor();
    const records = page.getByRole('region', { name: 'Personal records' });
    await records.waitFor();
    expect(await records.textContent()).toContain('Back Squat');
    expect(await records.textContent()).toContain('105 kg × 5');
  });

  it('personal records that cannot be read say so, with Retry, instead of reading as none', async () => {
    const failing = (route: Route) => route.abort('connectionrefused');
    const records = /\/trpc\/[^?]*getPersonalRecords/;
    await page.route(records, failing);
    try {
      await openFromServer(page, `${run.app.url}/progress`);
      await page.getByRole('heading', { name: 'Best lifts' }).waitFor();
      await page.getByText('Your personal records could not be loaded').waitFor();
    } finally {
      await page.unroute(records, failing);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    const list = page.getByRole('region', { name: 'Personal records' });
    await list.waitFor();
    expect(await list.textContent()).toContain('Back Squat');
  });

  it('a goal set in pounds reads in kilograms; its edit form keeps what was typed', async () => {
    await mutateFromPage(page, 'saveGoal', {
      goalData: {
        title: 'Squat 300',
        type: 'strength',
        targetValue: 300,
        currentValue: 150,
        unit: 'lbs',
        targetDate: '2027-06-01',
      },
    });
    await page.goto(`${run.app.url}/goals`);
    await page.getByText('68 / 136.1 kg').waitFor();
    await page.getByRole('link', { name: 'Edit Squat 300' }).click();
    await page.getByRole('heading', { name: 'Edit Goal' }).waitFor();
    expect(await page.getByLabel('Target Value *').inputValue()).toBe('300');
    expect(await page.getByLabel('Unit *').inputValue()).toBe('lbs');
  });

  it('a weight typed as a bare number in the workout form is saved in kilograms', async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    expect(await page.getByLabel('Weight (optional)').getAttribute('placeholder')).toBe('e.g. 60 kg');
    await page.getByLabel('Workout Name').fill('Pull Day');
    await page.getByRole('combobox', { name: 'Exercise Name' }).fill('Deadlift');
    await page.getByLabel('Reps').fill('5');
    await page.getByLabel('Weight (optional)').fill('140');
    await page.getByLabel('Rest (s, optional)').fill('120');
    await page.getByRole('button', { name: 'Add Exercise' }).click();
    await page.getByText('3 × 5 @ 140 · rest 120 s').waitFor();
    const answer = page.waitForResponse((response) => response.url().includes('/trpc/saveWorkout'));
    await page.getByRole('button', { name: 'Save Workout' }).click();
    const body = await (await answer).json();
    const saved = (Array.isArray(body) ? body[0] : body).result.data.workout;
    // Saved as '140 kg': a bare 140 would be read as pounds (63.5 kg) after any later switch of unit.
    expect(saved.exercises[0].weight).toBe('140 kg');
    expect(saved.exercises[0].restSeconds).toBe(120);
    await page.waitForURL((url) => url.pathname === '/workouts');
    await page.goto(`${run.app.url}/workouts/view/${saved.id}`);
    await page.getByText('3 × 5 @ 140 kg').waitFor();
  });

  it('the plate calculator says when the athlete’s equipment could not be read, and reads it again on Try again', async () => {
    // A fresh load, so no equipment list is kept from the tests before.
    await openFromServer(page, `${run.app.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    // The equipment read fails (the server unreachable for it), twice: the first try and the cache's one retry.
    const failing = (route: Route) => route.abort('connectionrefused');
    await page.route(/\/trpc\/[^?]*getUserEquipment/, failing);
    try {
      await page.getByLabel('Weight (optional)').fill('100');
      await page.getByText('Plates for 100 kg').click();
      await page
        .getByText('Your equipment could not be loaded, so these are a standard set of plates.')
        .waitFor();
      await page.getByText('25 + 15 kg each side, on a 20 kg bar').waitFor();
    } finally {
      await page.unroute(/\/trpc\/[^?]*getUserEquipment/, failing);
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(/^A standard set of plates: list your own/).waitFor();
    await page
      .getByText('Your equipment could not be loaded', { exact: false })
      .waitFor({ state: 'detached' });
  });
});
