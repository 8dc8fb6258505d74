import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { addExercise, completeSet } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { mutateFromPage, openFromServer } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
let workoutId = '';

/** Where to save the screenshots looked at by hand (none is committed). */
const SHOTS = process.env.SUPERSET_SCREENSHOTS;

async function shot(name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

/** The exercise whose set is current: the heading of the card holding the set marked as the current step. */
function currentExercise(): Promise<string> {
  return page.evaluate(() => {
    const row = document.querySelector('li[aria-current="step"]');
    return row?.closest('.bg-card')?.querySelector('h2')?.textContent ?? '';
  });
}

const resting = async () => (await page.getByRole('region', { name: 'Rest' }).count()) > 0;

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'pairs@example.test', displayName: 'Pat' });
  await page.getByText('Welcome back, Pat!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('a superset of pull-ups and dips, from the form to the export', () => {
  it('groups Pull-Up with Dip by keyboard in the workout form, shows the bracket, and saves it', async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByLabel('Workout Name').fill('Pairs');
    await addExercise(page, { name: 'Pull-Up', sets: '2', reps: '8' });
    await addExercise(page, { name: 'Dip', sets: '2', reps: '10' });
    await addExercise(page, { name: 'Barbell Curl', sets: '1', reps: '12' });

    const group = page.getByRole('button', { name: 'Superset Pull-Up with Dip' });
    await group.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Pull-Up and Dip are in Superset A.').waitFor();
    const ungroup = page.getByRole('button', { name: 'Ungroup Pull-Up from Dip' });
    await ungroup.waitFor();
    // The focus stays on the control, now Ungroup, so it can be undone at once.
    expect(await ungroup.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText('Superset A', { exact: true }).waitFor();
    // The last exercise has nothing after it to group with.
    expect(await page.getByRole('button', { name: /^Superset Barbell Curl with/ }).count()).toBe(0);
    await shot('superset-form');

    const saved = page.waitForResponse(
      (response) => response.url().includes('/trpc/saveWorkout') && response.ok(),
    );
    await page.getByRole('button', { name: 'Save Workout' }).click();
    const body = await (await saved).json();
    const workout = (Array.isArray(body) ? body[0] : body).result.data.workout;
    workoutId = workout.id;
    expect(workout.exercises.map((exercise: { superset?: string }) => exercise.superset ?? null)).toEqual([
      'A',
      'A',
      null,
    ]);
    await page.waitForURL((url) => url.pathname === '/workouts');
  });

  it('the edit form shows the group again', async () => {
    await page.goto(`${run.app.url}/workouts/edit/${workoutId}`);
    await page.getByRole('button', { name: 'Ungroup Pull-Up from Dip' }).waitFor();
    await page.getByText('Superset A', { exact: true }).waitFor();
  });

  it('the live session alternates Pull-Up, Dip, Pull-Up, Dip, with the rest only after each pair', async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByRole('region', { name: 'Superset A' }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();

    const seen: [string, boolean][] = [];
    for (let set = 0; set < 5; set++) {
      const exercise = await currentExercise();
      await completeSet(page);
      await page.getByText(`${set + 1} of 5 sets`).waitFor();
      seen.push([exercise, await resting()]);
      if (set === 1) await shot('superset-live-session');
      if (await resting()) await page.getByRole('button', { name: 'Skip rest' }).click();
    }
    expect(seen).toEqual([
      ['Pull-Up', false],
      ['Dip', true],
      ['Pull-Up', false],
      ['Dip', true],
      ['Barbell Curl', true],
    ]);
    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.waitForURL((url) => url.pathname === '/workouts');
  });

  it('the details show the pair as one group', async () => {
    await page.goto(`${run.app.url}/workouts/view/${workoutId}`);
    const group = page.getByRole('region', { name: 'Superset A' });
    await group.getByRole('heading', { name: 'Pull-Up' }).waitFor();
    await group.getByRole('heading', { name: 'Dip' }).waitFor();
    expect(await group.getByRole('heading', { name: 'Barbell Curl' }).count()).toBe(0);
  });

  it('the JSON export keeps the grouping, planned and completed', async () => {
    const exported = await page.evaluate(async () => (await fetch('/export')).json());
    const planned = exported.workouts.find((workout: { id: string }) => workout.id === workoutId);
    const done = exported.completedWorkouts.find(
      (completed: { originalWorkoutId: string }) => completed.originalWorkoutId === workoutId,
    );
    const supersets = (list: { superset?: string }[]) => list.map((exercise) => exercise.superset ?? null);
    expect(supersets(planned.exercises)).toEqual(['A', 'A', null]);
    expect(supersets(done.actualExercises)).toEqual(['A', 'A', null]);
    const csv = await page.evaluate(async () => (await fetch('/export/sets.csv')).text());
    expect(csv.split('\r\n')[0]?.endsWith(',Superset')).toBe(true);
    expect(csv).toContain('Pull-Up,1,');
  });
});

interface PlanDay {
  weekNumber: number;
  dayNumber: number;
  workout: { name: string; exercises: { name: string; superset?: string }[] };
}

describe("the coach's supersets in a short plan", () => {
  it('a 30-minute plan pairs accessory work, and the review draws each pair as one group', async () => {
    await mutateFromPage(page, 'addUserEquipment', {
      equipment: [{ name: 'Hex Dumbbell Set', category: 'Free Weights', subcategory: 'Dumbbells' }],
    });
    const { strengthPlan: draft } = await mutateFromPage<{ strengthPlan: { planId: string } }>(
      page,
      'saveStrengthPlan',
      {
        programData: { primaryGoals: ['general-fitness'], experienceLevel: 'beginner', sessionDuration: 30 },
      },
    );
    const { strengthPlan } = await mutateFromPage<{
      strengthPlan: { generatedPlan: { workoutSchedule: PlanDay[] } };
    }>(page, 'generateStrengthPlan', { planId: draft.planId });
    // The coach pairs where a session would otherwise lose an exercise; with these answers, one day a week.
    const day = strengthPlan.generatedPlan.workoutSchedule.find(
      (entry) => entry.weekNumber === 1 && entry.workout.exercises.some((exercise) => exercise.superset),
    );
    if (!day) throw new Error('week 1 pairs nothing');
    const pair = day.workout.exercises.filter((exercise) => exercise.superset === 'A').map((e) => e.name);
    expect(pair).toHaveLength(2);

    await openFromServer(page, `${run.app.url}/strength-plan-review?planId=${draft.planId}`);
    await page.getByRole('heading', { name: 'Plan Overview' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Day ${day.dayNumber} `) }).click();
    const group = page.getByRole('region', { name: 'Superset A' });
    for (const name of pair) await group.getByText(name, { exact: true }).waitFor();
    await group.getByText(`Superset with ${pair[1]}: go straight on to it, and rest after both.`).waitFor();
    await shot('superset-plan-review');
  });
});
