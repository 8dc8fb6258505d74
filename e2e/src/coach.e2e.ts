import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayCellName, dayFromToday, mutateFromPage, seeAndCloseToast } from './test-data.ts';

/**
 * The coach end to end with no AI account (the built-in coach): an athlete with a few dumbbells answers the
 * wizard, gets a program, reviews it, starts it, and finds its first workouts on the calendar and in My Workouts.
 * Each screen's finer cases are in strength-plan-wizard, strength-plan-review and workout-ai.
 */
const run = useAppAndBrowser();
let page: Page;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PREFERRED = ['Monday', 'Wednesday', 'Friday'];
const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
const radio = (name: string) => page.getByRole('radio', { name, exact: true });
const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });

/** The first day after today on one of the preferred weekdays: where a started plan's first session lands. */
function firstTrainingDay(): string {
  for (let n = 1; ; n++) {
    const date = dayFromToday(n);
    if (PREFERRED.includes(WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] as string)) return date;
  }
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'noor@example.test', displayName: 'Noor' });
  await page.getByText('Welcome back, Noor!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
  await mutateFromPage(page, 'addUserEquipment', {
    equipment: [{ name: 'Hex Dumbbell Set', category: 'Free Weights', subcategory: 'Dumbbells' }],
  });
});

describe('a program from the built-in coach, from the wizard to the calendar', () => {
  it('answers the eight steps and generates a program', async () => {
    await page.goto(`${run.app.url}/create-program`);
    await page.getByRole('button', { name: 'Create New' }).click();
    await checkbox('Increase strength (powerlifting/general strength)').click();
    await next();
    await radio('Beginner (0-6 months)').click();
    await next();
    for (const day of PREFERRED) await checkbox(day).click();
    await next();
    await page.getByLabel('Squat', { exact: true }).fill('95 x 5');
    await next();
    await radio('26-35').click();
    await next();
    await radio('Full body').click();
    await next();
    await next();
    await radio('Monthly').click();
    await radio('Gradual').click();
    await radio('Simple').click();
    await page.getByRole('button', { name: 'Generate My Program' }).click();
    await page.waitForURL(/\/strength-plan-review\?planId=/);
    await seeAndCloseToast(page, 'Program Generated Successfully!');
  });

  it('reviews it: the overview, and a first week of three sessions', async () => {
    await page.getByRole('heading', { name: 'Plan Overview' }).waitFor();
    await page.getByRole('heading', { name: 'Workout Schedule' }).waitFor();
    const days = page.getByRole('tabpanel').locator('ul').first().locator(':scope > li');
    await days.first().waitFor();
    expect(await days.count()).toBe(3);
  });

  it('starts it: My Workouts lists its first session, and the calendar has it on the first training day', async () => {
    await page.getByRole('button', { name: 'Start Plan' }).click();
    await page.waitForURL('**/workouts');
    await seeAndCloseToast(page, 'Plan Started');
    await page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').first().waitFor();

    await page.goto(`${run.app.url}/schedule`);
    const first = firstTrainingDay();
    const cell = page.getByRole('button', { name: new RegExp(`^\\w+, ${dayCellName(first)}(, today)?: `) });
    expect(await cell.getAttribute('aria-label')).toMatch(/: 1 workout \(1 scheduled\)$/);
  });
});
