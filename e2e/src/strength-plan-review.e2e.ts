import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { scheduleDayCellLabel } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import {
  boxesOverlap,
  failingCallsTo,
  mutateFromPage,
  nextTrainingDays,
  openFromServer,
  seeAndCloseToast,
  settledToastBoxes,
  shortDay,
} from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

interface Plan {
  planId: string;
  generatedPlan: {
    programName: string;
    duration: number;
    workoutSchedule: {
      weekNumber: number;
      dayNumber: number;
      workout: { name: string; exercises: { name: string }[] };
    }[];
  };
}

const call = <T>(procedure: string, input: unknown) => mutateFromPage<T>(page, procedure, input);

/** A generated plan made as the wizard makes one (spec §4): save the answers, then generate it. */
async function generatedPlan(preferredDays: string[]): Promise<Plan> {
  const { strengthPlan: draft } = await call<{ strengthPlan: { planId: string } }>('saveStrengthPlan', {
    programData: { trainingDays: 3, preferredDays },
  });
  const { strengthPlan } = await call<{ strengthPlan: Plan & { status: string } }>('generateStrengthPlan', {
    planId: draft.planId,
  });
  expect(strengthPlan.status).toBe('generated');
  return { planId: strengthPlan.planId, generatedPlan: strengthPlan.generatedPlan };
}

const openReview = async (planId: string) => {
  await openFromServer(page, `${run.app.url}/strength-plan-review?planId=${planId}`);
  await page.getByRole('heading', { name: 'Plan Overview' }).waitFor();
};

const selectedWeek = () => page.getByRole('tab', { selected: true }).textContent();

const FIRST_PLAN_DAYS = ['Tuesday', 'Thursday', 'Saturday'];
const SECOND_PLAN_DAYS = ['Monday', 'Wednesday', 'Friday'];
let first: Plan;

const weekOne = () =>
  first.generatedPlan.workoutSchedule
    .filter((e) => e.weekNumber === 1)
    .sort((a, b) => a.dayNumber - b.dayNumber);

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'pat@example.test', displayName: 'Pat' });
  await page.getByText('Welcome back, Pat!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
  first = await generatedPlan(FIRST_PLAN_DAYS);
});

describe('the plan review, on a phone', () => {
  it('a review without a plan goes to program creation', async () => {
    await page.goto(`${run.app.url}/strength-plan-review`);
    await page.waitForURL(/\/create-program$/);
  });

  it("an unknown plan reads 'Plan Not Found' and goes to program creation", async () => {
    await page.goto(`${run.app.url}/strength-plan-review?planId=no-such-plan`);
    await seeAndCloseToast(page, 'Plan Not Found');
    await page.waitForURL(/\/create-program$/);
  });

  it("a plan that fails to load reads 'Error Loading Plan' and goes to program creation", async () => {
    const restore = await failingCallsTo(page, 'getStrengthPlan');
    await openFromServer(page, `${run.app.url}/strength-plan-review?planId=${first.planId}`);
    await page.locator('[data-sonner-toast]').getByText('Failed to load the strength plan.').waitFor();
    await seeAndCloseToast(page, 'Error Loading Plan');
    await page.waitForURL(/\/create-program$/);
    await restore();
  });

  it('a draft (not generated yet) says so, with a way back to program creation', async () => {
    const { strengthPlan } = await call<{ strengthPlan: { planId: string } }>('saveStrengthPlan', {
      programData: { trainingDays: 3 },
    });
    await openFromServer(page, `${run.app.url}/strength-plan-review?planId=${strengthPlan.planId}`);
    await page.getByRole('heading', { name: 'Plan Not Generated Yet' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Program Creation' }).last().click();
    await page.waitForURL(/\/create-program$/);
  });

  it('shows the overview: name, length and total workouts', async () => {
    await openReview(first.planId);
    const overview = page.getByRole('heading', { name: 'Plan Overview' }).locator('xpath=../..');
    await overview.getByRole('heading', { level: 3, name: first.generatedPlan.programName }).waitFor();
    const weeks = first.generatedPlan.duration;
    await overview.getByText(`${weeks} ${weeks === 1 ? 'week' : 'weeks'}`, { exact: true }).waitFor();
    await overview.getByText('3× per week', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Workout Schedule' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(weeks);
  });

  it('arrow keys move the week, stop at week 1 and at the last, with the checkmark', async () => {
    const last = first.generatedPlan.duration;
    expect(last).toBeGreaterThan(1);
    expect(await selectedWeek()).toBe('Week 1');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedWeek()).toBe('Week 1');
    await page.keyboard.press('ArrowRight');
    expect(await selectedWeek()).toBe('Week 2');
    await page.getByTestId('week-checkmark').waitFor();
    await page.getByRole('status').filter({ hasText: 'Showing week 2' }).waitFor();
    // It goes after its second.
    await page.getByTestId('week-checkmark').waitFor({ state: 'detached' });
    for (let week = 2; week <= last; week++) await page.keyboard.press('ArrowRight');
    expect(await selectedWeek()).toBe(`Week ${last}`);
    for (let week = last; week >= 1; week--) await page.keyboard.press('ArrowLeft');
    expect(await selectedWeek()).toBe('Week 1');
  });

  it('a day card expands to its exercises', async () => {
    const [day] = weekOne();
    if (!day) throw new Error('week 1 has no days');
    const card = page.getByRole('button', { name: new RegExp(`^Day ${day.dayNumber} `) });
    expect(await card.getAttribute('aria-expanded')).toBe('false');
    await card.click();
    expect(await card.getAttribute('aria-expanded')).toBe('true');
    const exercise = day.workout.exercises[0]?.name;
    if (!exercise) throw new Error('the day has no exercises');
    await page.getByText(exercise, { exact: true }).first().waitFor();
  });

  it("editing a day's name and notes is saved into the plan and kept after a reload", async () => {
    const [day] = weekOne();
    if (!day) throw new Error('week 1 has no days');
    await page
      .getByRole('button', { name: `Edit ${day.workout.name}` })
      .first()
      .click();
    // Arrow keys in the name field move the caret, not the week.
    await page.keyboard.press('ArrowRight');
    expect(await selectedWeek()).toBe('Week 1');
    await page.getByLabel('Workout name').fill('Heavy Tuesday');
    await page.getByLabel('Workout notes').fill('Film the top set.');
    // A failed save: the review's toast, and the edit stays open as typed.
    const restore = await failingCallsTo(page, 'updateStrengthPlan');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('[data-sonner-toast]')
      .getByText('Failed to update workout. Please try again.')
      .waitFor();
    await seeAndCloseToast(page, 'Error');
    expect(await page.getByLabel('Workout name').inputValue()).toBe('Heavy Tuesday');
    expect(await page.getByLabel('Workout notes').inputValue()).toBe('Film the top set.');
    await restore();
    await page.getByRole('button', { name: 'Save' }).click();
    await seeAndCloseToast(page, 'Plan Updated');
    expect(await page.getByLabel('Workout name').count()).toBe(0);

    await openReview(first.planId);
    const card = page.getByRole('button', { name: new RegExp(`^Day ${day.dayNumber} .*Heavy Tuesday`) });
    await card.click();
    await page.getByText('Film the top set.').waitFor();
  });

  it('Start Plan goes to My Workouts with the toast, and the plan is on the schedule on the preferred days', async () => {
    const days = nextTrainingDays(FIRST_PLAN_DAYS, 3);
    const restore = await failingCallsTo(page, 'startStrengthPlan');
    await page.getByRole('button', { name: 'Start Plan' }).click();
    await page.locator('[data-sonner-toast]').getByText('Failed to start plan. Please try again.').waitFor();
    await seeAndCloseToast(page, 'Error');
    expect(page.url()).toContain('/strength-plan-review?planId=');
    await restore();
    await page.getByRole('button', { name: 'Start Plan' }).click();
    await page.waitForURL(/\/workouts$/);
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Plan Started' });
    await toast.getByText(`First workout ${shortDay(days[0] as string)}.`, { exact: false }).waitFor();
    await seeAndCloseToast(page, 'Plan Started');

    await openFromServer(page, `${run.app.url}/schedule`);
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    for (const date of days)
      expect(await scheduleDayCellLabel(page, date)).toMatch(/: 1 workout \(1 scheduled\)$/);
  });

  it('starting a second plan asks about the first one; remove takes its workouts off the schedule', async () => {
    const second = await generatedPlan(SECOND_PLAN_DAYS);
    await openReview(second.planId);
    await page.getByRole('button', { name: 'Start Plan' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/is still on your calendar\. Keep those workouts or remove them\?/).waitFor();
    expect(await dialog.textContent()).toContain(`'${first.generatedPlan.programName}'`);
    await dialog.getByRole('button', { name: 'Remove them' }).click();
    await page.waitForURL(/\/workouts$/);
    await page
      .locator('[data-sonner-toast]', { hasText: 'Plan Started' })
      .getByText(/of the previous plan removed\./)
      .waitFor();
    await seeAndCloseToast(page, 'Plan Started');

    await openFromServer(page, `${run.app.url}/schedule`);
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    const [firstPlanDay] = nextTrainingDays(FIRST_PLAN_DAYS, 1);
    const [secondPlanDay] = nextTrainingDays(SECOND_PLAN_DAYS, 1);
    const [early, late] = [firstPlanDay, secondPlanDay].sort() as [string, string];
    // Earlier day first: moving to the next month for the later one never hides the earlier one's month.
    const labels = new Map([
      [early, await scheduleDayCellLabel(page, early)],
      [late, await scheduleDayCellLabel(page, late)],
    ]);
    expect(labels.get(firstPlanDay as string)).toMatch(/: no workouts$/);
    expect(labels.get(secondPlanDay as string)).toMatch(/: 1 workout \(1 scheduled\)$/);
  });
});

describe('the plan review on a laptop', () => {
  it('a success toast leaves the week tabs and the arrow-key hint uncovered', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReview(first.planId);
    // Week 1's first day, whatever the earlier tests renamed it to.
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByLabel('Workout name').fill('Laptop Tuesday');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Plan Updated' }).waitFor();
    // Back up to the tabs, as far as a person scrolls to reach them: they sit at the bottom of the screen.
    await page.getByRole('tablist').evaluate((tabs) => tabs.scrollIntoView({ block: 'end' }));
    const toasts = await settledToastBoxes(page);
    for (const target of [
      page.getByRole('tab', { name: 'Week 8' }),
      page.getByText('Use ← → to change weeks'),
    ]) {
      const box = await target.boundingBox();
      if (!box) throw new Error('not on the screen');
      for (const toast of toasts) expect(boxesOverlap(box, toast)).toBe(false);
    }
  });
});
