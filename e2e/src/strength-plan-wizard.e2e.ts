import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { boxesOverlap, failingCallsTo, openFromServer, seeAndCloseToast } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
/** The plan this file generates; the later tests come back to it. */
let planId = '';

const nextButton = () => page.getByRole('button', { name: 'Next', exact: true });
const generateButton = () => page.getByRole('button', { name: 'Generate My Program' });
const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });
const radio = (name: string) => page.getByRole('radio', { name, exact: true });
const slider = (name: string) => page.getByRole('slider', { name });

async function onStep(step: number, title: string) {
  await page.getByText(`Step ${step} of 8`, { exact: true }).waitFor();
  await page.getByRole('heading', { name: title }).waitFor();
  // The chips scroll sideways on a phone; the current one is in view.
  const chip = await page.locator('[aria-current="step"]').boundingBox();
  expect(chip).not.toBeNull();
  expect(chip?.x).toBeGreaterThanOrEqual(0);
  expect((chip?.x ?? 0) + (chip?.width ?? 0)).toBeLessThanOrEqual(375);
}

/** Next is refused until the step's question is answered, then takes the athlete on. */
async function gatedNext(answer: () => Promise<void>) {
  expect(await nextButton().isDisabled()).toBe(true);
  await answer();
  expect(await nextButton().isDisabled()).toBe(false);
  await nextButton().click();
}

async function sliderValue(name: string): Promise<string> {
  return slider(name).inputValue();
}

/**
 * What a thumb must hit on the main screen, smaller than 44 px: a checkbox is hit through its whole row (the label
 * around it), so that is measured there; a slider (a range input) is hit anywhere on its own box.
 */
async function smallTouchTargets(): Promise<string[]> {
  const measured = await page
    .getByRole('main')
    .locator('input, textarea, button, a, [role="radio"]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'))
        .map((element) => {
          const target =
            element.getAttribute('role') === 'checkbox' ? (element.closest('label') ?? element) : element;
          return { html: element.outerHTML.slice(0, 80), height: target.getBoundingClientRect().height };
        }),
    );
  // The chooser's Create New alone, or a step's choices and its Previous/Next: never nothing to measure.
  expect(measured.length).toBeGreaterThan(0);
  return measured.filter((control) => control.height < 44).map((control) => control.html);
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'mia@example.test', displayName: 'Mia' });
  await page.getByText('Welcome back, Mia!').waitFor();
  // A phone in the gym.
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('the program wizard on a phone, as an athlete uses it', () => {
  it("starts at the chooser with 'No Previous Plans'; Create New opens step 1", async () => {
    await page.goto(`${run.app.url}/create-program`);
    await page.getByRole('heading', { name: 'AI Program Generator' }).waitFor();
    await page.getByText('No Previous Plans').waitFor();
    expect(await smallTouchTargets()).toEqual([]);
    await page.getByRole('button', { name: 'Create New' }).click();
    await onStep(1, 'Primary Training Goals');
    await page.getByText('13% complete').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('needs a goal, keeps at most two and says so', async () => {
    expect(await nextButton().isDisabled()).toBe(true);
    await checkbox('Increase strength (powerlifting/general strength)').click();
    expect(await nextButton().isDisabled()).toBe(false);
    await checkbox('Build muscle mass (hypertrophy)').click();
    const hint = page.getByText('Maximum of 2 goals selected. Uncheck a goal to select another.');
    await hint.waitFor();

    await checkbox('Fat loss/body recomposition').click();
    expect(await checkbox('Fat loss/body recomposition').getAttribute('aria-checked')).toBe('false');
    expect(await checkbox('Build muscle mass (hypertrophy)').getAttribute('aria-checked')).toBe('true');

    await checkbox('Build muscle mass (hypertrophy)').click();
    await hint.waitFor({ state: 'detached' });
    await checkbox('Build muscle mass (hypertrophy)').click();
    await hint.waitFor();
    await nextButton().click();
  });

  it('asks how long the athlete was away only when returning', async () => {
    await onStep(2, 'Experience Level');
    const timeOff = page.getByText('How long have you been away from training?');
    expect(await timeOff.count()).toBe(0);
    await gatedNext(async () => {
      await radio('Returning after break').click();
      await timeOff.waitFor();
      await radio('6-12 months').click();
    });
    await onStep(3, 'Training Schedule');
    await page.getByRole('button', { name: 'Previous' }).click();
    await onStep(2, 'Experience Level');
    expect(await radio('6-12 months').getAttribute('aria-checked')).toBe('true');
    await radio('Intermediate (2-5 years)').click();
    await timeOff.waitFor({ state: 'detached' });
    await radio('Returning after break').click();
    await radio('1-3 months').click();
    await nextButton().click();
  });

  it('moves the sliders by keyboard within their bounds', async () => {
    await onStep(3, 'Training Schedule');
    // Slider, radio cards, day rows, the text box and the bar's buttons.
    expect(
      await page.getByRole('main').locator('input[type="range"], [role="radio"], [role="checkbox"]').count(),
    ).toBe(13);
    expect(await smallTouchTargets()).toEqual([]);
    expect(await sliderValue('Training days per week')).toBe('3');
    await slider('Training days per week').focus();
    await page.keyboard.press('ArrowRight');
    expect(await sliderValue('Training days per week')).toBe('4');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    expect(await sliderValue('Training days per week')).toBe('7');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    expect(await sliderValue('Training days per week')).toBe('1');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await sliderValue('Training days per week')).toBe('4');
    expect(await radio('60 min').getAttribute('aria-checked')).toBe('true');
    await radio('45 min').click();
    for (const day of ['Monday', 'Tuesday', 'Thursday', 'Saturday']) await checkbox(day).click();
    await nextButton().click();
  });

  it('takes free-text strength levels, then gates age range and training style', async () => {
    await onStep(4, 'Current Strength Levels');
    await page.getByLabel('Squat', { exact: true }).fill('225 x 5');
    await page.getByLabel('Bench press', { exact: true }).fill('165 x 5');
    await checkbox('I can bench press my bodyweight').click();
    await nextButton().click();

    await onStep(5, 'Physical Considerations');
    await page.getByLabel('Movements to avoid').fill('behind-the-neck press');
    await gatedNext(() => radio('26-35').click());

    await onStep(6, 'Training Preferences');
    await checkbox('Strength (1-5 reps)').click();
    await gatedNext(() => radio('Upper / lower').click());

    await onStep(7, 'Recovery & Lifestyle');
    expect(await sliderValue('Sleep quality')).toBe('7');
    expect(await sliderValue('Stress level')).toBe('5');
    await slider('Stress level').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await sliderValue('Stress level')).toBe('7');
    await nextButton().click();
  });

  it("generates from step 8, shows 'Generating Program...' meanwhile, and goes to the review", async () => {
    await onStep(8, 'Progression Preferences');
    expect(await generateButton().isDisabled()).toBe(true);
    await radio('Monthly').click();
    await radio('Gradual').click();
    expect(await generateButton().isDisabled()).toBe(true);
    await radio('Simple').click();
    expect(await generateButton().isDisabled()).toBe(false);

    // The coach's answer is held until the screen has been seen working.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/generateStrengthPlan**', async (route) => {
      await held;
      await route.continue();
    });
    // One trip: the answers are saved, then the server generates and stores that plan by its id.
    const posted: { procedure: string; body: string | null }[] = [];
    const recordPost = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname.startsWith('/trpc/'))
        posted.push({ procedure: pathname.slice('/trpc/'.length), body: request.postData() });
    };
    page.on('request', recordPost);
    await generateButton().click();
    const working = page.getByRole('button', { name: 'Generating Program...' });
    await working.waitFor();
    expect(await working.isDisabled()).toBe(true);
    await page.getByText('Building your plan from your answers and equipment…').waitFor();
    // 'Generating Program...' and Previous share one row on a phone without pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    release();

    await page.waitForURL(/\/strength-plan-review\?planId=/);
    planId = new URL(page.url()).searchParams.get('planId') ?? '';
    expect(planId).not.toBe('');
    await page.unroute('**/trpc/generateStrengthPlan**');
    await seeAndCloseToast(page, 'Program Generated Successfully!');
    page.off('request', recordPost);
    expect(posted.map((post) => post.procedure)).toEqual(['saveStrengthPlan', 'generateStrengthPlan']);
    expect(JSON.parse(posted[1]?.body ?? 'null')).toEqual({ 0: { planId } });
    // The review opens on the plan the server answered, from the cache.
    await page.getByRole('heading', { name: 'Plan Overview' }).waitFor();
  });

  it("lists the plan on the chooser with 'View Plan', and 'Edit & Regenerate' brings its answers back", async () => {
    await openFromServer(page, `${run.app.url}/create-program`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Edit & Regenerate' }) });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    await card.getByText('generated', { exact: true }).waitFor();
    await card.getByText('4 days/week').waitFor();
    await card.getByText('Returning after break').waitFor();
    expect(await smallTouchTargets()).toEqual([]);
    const view = card.getByRole('link', { name: 'View Plan' });
    expect(await view.getAttribute('href')).toBe(`/strength-plan-review?planId=${planId}`);

    await card.getByRole('button', { name: 'Edit & Regenerate' }).click();
    await seeAndCloseToast(page, 'Plan Selected');
    await onStep(1, 'Primary Training Goals');
    expect(
      await checkbox('Increase strength (powerlifting/general strength)').getAttribute('aria-checked'),
    ).toBe('true');
    await nextButton().click();
    expect(await radio('1-3 months').getAttribute('aria-checked')).toBe('true');
  });

  it("opens a plan from ?planId= at step 8 with 'Existing Plan Loaded'", async () => {
    await openFromServer(page, `${run.app.url}/create-program?planId=${planId}`);
    await seeAndCloseToast(page, 'Existing Plan Loaded');
    await onStep(8, 'Progression Preferences');
    expect(await radio('Monthly').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Previous' }).click();
    await onStep(7, 'Recovery & Lifestyle');
    expect(await sliderValue('Stress level')).toBe('7');
  });

  it("keeps the answers when generation fails, with 'Generation Failed'", async () => {
    await nextButton().click();
    await onStep(8, 'Progression Preferences');
    await radio('Weekly').click();
    const restore = await failingCallsTo(page, 'generateStrengthPlan');
    await generateButton().click();
    await page.getByText('Failed to generate program. Please try again.').waitFor();
    await seeAndCloseToast(page, 'Generation Failed');
    await onStep(8, 'Progression Preferences');
    expect(page.url()).toContain('/create-program');
    expect(await radio('Weekly').getAttribute('aria-checked')).toBe('true');
    expect(await generateButton().isDisabled()).toBe(false);

    // Retried, the same plan is generated again: no second plan appears on the chooser.
    await restore();
    await generateButton().click();
    await page.waitForURL(new RegExp(`/strength-plan-review\\?planId=${planId}$`));
    await seeAndCloseToast(page, 'Program Generated Successfully!');
  });

  it("starts a new plan when ?planId= names no plan, with 'Plan Not Found'", async () => {
    await openFromServer(page, `${run.app.url}/create-program?planId=no-such-plan`);
    await page.getByText('The requested plan could not be found. Starting with a new plan.').waitFor();
    await seeAndCloseToast(page, 'Plan Not Found');
    await onStep(1, 'Primary Training Goals');
    expect(await nextButton().isDisabled()).toBe(true);
  });

  it("starts a new plan when loading it fails, with 'Error Loading Plan'", async () => {
    const restore = await failingCallsTo(page, 'getStrengthPlan');
    await openFromServer(page, `${run.app.url}/create-program?planId=${planId}`);
    await page.getByText('Failed to load the requested plan. Starting with a new plan.').waitFor();
    await seeAndCloseToast(page, 'Error Loading Plan');
    await onStep(1, 'Primary Training Goals');
    await restore();
  });

  it('deletes a plan after asking', async () => {
    await openFromServer(page, `${run.app.url}/create-program`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Edit & Regenerate' }) });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await seeAndCloseToast(page, 'Plan Deleted');
    await page.getByText('No Previous Plans').waitFor();
  });
});

describe('the chooser when the plans cannot be loaded', () => {
  it("says so with Retry instead of 'No Previous Plans'", async () => {
    const restore = await failingCallsTo(page, 'getAllStrengthPlans');
    await openFromServer(page, `${run.app.url}/create-program`);
    await page.getByText('Failed to fetch strength plans. Please try again.').first().waitFor();
    expect(await page.getByText('No Previous Plans').count()).toBe(0);
    await restore();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No Previous Plans').waitFor();
    await page.getByRole('button', { name: 'Create New' }).waitFor();
  });
});

describe('the program wizard on a laptop', () => {
  it('shows all seven goals of step 1 above the Previous/Next bar, without scrolling', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${run.app.url}/create-program`);
    await page.getByRole('button', { name: 'Create New' }).click();
    await onStep(1, 'Primary Training Goals');
    const bar = await page.getByRole('navigation', { name: 'Goals' }).locator('..').boundingBox();
    if (!bar) throw new Error('the Previous/Next bar is not on the screen');
    // The row around each checkbox is what the athlete reads and taps.
    const rows = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => (box.closest('label') ?? box).getBoundingClientRect().toJSON()),
      );
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(boxesOverlap(row, bar)).toBe(false);
  });
});
