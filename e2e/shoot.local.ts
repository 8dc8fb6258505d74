import { launchBrowser } from './src/browser.ts';
import { startApp } from './src/server.ts';
import { signInThroughPopup } from './src/sign-in.ts';

const OUT = '/work/shots/form';
const app = await startApp();
const browser = await launchBrowser();
try {
  for (const [label, width, height] of [['375', 375, 740], ['1280', 1280, 900]] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(app.url);
    await signInThroughPopup(page, { email: `shots${label}@example.test`, displayName: 'Shots' });
    await page.getByText('Welcome back, Shots!').waitFor();
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    await page.screenshot({ path: `${OUT}/create-empty-${label}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.getByText('Workout name is required').waitFor();
    await page.screenshot({ path: `${OUT}/create-errors-${label}.png`, fullPage: true });
    await page.getByLabel('Workout Name').fill('Upper Body Strength');
    const name = page.getByRole('combobox', { name: 'Exercise Name' });
    for (const [typed, reps, weight] of [['Bench', '8-10', '135 lbs'], ['Pull-Up', '5', ''], ['Overhead Press', '6', '95 lbs']]) {
      await name.fill(typed);
      await page.getByLabel('Reps').fill(reps);
      await page.getByLabel('Weight (optional)').fill(weight);
      await page.getByRole('button', { name: 'Add Exercise' }).click();
    }
    await name.fill('squ');
    await page.screenshot({ path: `${OUT}/create-suggestions-${label}.png`, fullPage: false });
    await name.fill('');
    await page.screenshot({ path: `${OUT}/create-3-exercises-${label}.png`, fullPage: true });
    const saved = page.waitForURL(/\/workouts$/);
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await saved;
    const id = await page.evaluate(async () => {
      const response = await fetch('/trpc/getWorkouts', { credentials: 'same-origin' });
      const body = await response.json();
      const data = body.result.data;
      return (data.upcoming ?? data.workouts)[0].id as string;
    });
    await page.goto(`${app.url}/workouts/edit/${id}`);
    await page.getByRole('heading', { name: 'Edit Workout' }).waitFor();
    await page.getByRole('button', { name: 'Update Workout' }).waitFor();
    await page.screenshot({ path: `${OUT}/edit-${label}.png`, fullPage: true });
    await page.goto(`${app.url}/workouts/edit/nope`);
    await page.getByText('Workout Not Found').waitFor();
    await page.screenshot({ path: `${OUT}/edit-not-found-${label}.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
