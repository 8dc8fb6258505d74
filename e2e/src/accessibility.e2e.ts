// Every signed-in screen, with a little data, checked by axe-core (WCAG 2.x A/AA rules, colour contrast included)
// in the real Chromium, on a phone and on a laptop: no violation of any impact.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

/** Ids of the data the screens show, made once through the app's own endpoints. */
const made = { workoutId: '', completedFromId: '', goalId: '', planId: '' };

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: unknown; failureSummary?: string | undefined }[];
}

/** axe-core's violations on the page as it is now, said briefly enough to read in a failed test. */
async function violations(): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(async () => {
    // The page as it settles: a colour transition caught halfway (a link's hover fade) blends two colours that
    // neither state shows. Endless ones (the skeletons' pulse) never finish and are left running.
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const runner = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    })) satisfies Violation[];
  });
  return found.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(node.target)}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  );
}

/** Each signed-in route, and what shows once it has loaded (checked only then: a skeleton is not the screen). */
function screens(): [string, string, (page: Page) => Promise<void>][] {
  const heading = (name: string) => (p: Page) =>
    p.getByRole('heading', { name, exact: true }).first().waitFor();
  return [
    ['dashboard', '/dashboard', (p) => p.getByRole('group', { name: 'This Week' }).waitFor()],
    ['profile', '/profile', (p) => p.getByRole('button', { name: 'Save Profile' }).waitFor()],
    ['equipment', '/equipment', heading('Home Rack')],
    ['equipment add', '/equipment/add', (p) => p.getByLabel('Name', { exact: false }).first().waitFor()],
    ['equipment catalogue', '/equipment/catalogue', (p) => p.getByRole('main').locator('h1').waitFor()],
    ['goals', '/goals', heading('Bench 225')],
    ['goal form', '/goals/create', heading('Add New Goal')],
    ['goal edit', `/goals/edit/${made.goalId}`, heading('Edit Goal')],
    ['workouts', '/workouts', heading('My Workouts')],
    ['workout create', '/workouts/create', heading('Create New Workout')],
    ['schedule', '/schedule', heading('Schedule')],
    ['progress', '/progress', (p) => p.getByRole('main').locator('h1').waitFor()],
    ['create-program wizard', '/create-program', heading('Start New Plan')],
    ['plan review', `/strength-plan-review?planId=${made.planId}`, heading('Plan Overview')],
    ['workout details', `/workouts/view/${made.completedFromId}`, heading('Leg Day')],
    ['live session', `/workouts/start/${made.workoutId}`, heading('Push Day')],
    ['equipment scanner', '/equipment-image-processor', (p) => p.getByRole('main').locator('h1').waitFor()],
  ];
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'ally@example.test', displayName: 'Ally Access' });
  await page.getByText('Welcome back, Ally Access!').waitFor();
  const call = <T>(procedure: string, input: unknown) => mutateFromPage<T>(page, procedure, input);
  const exercises = [
    { name: 'Bench Press', sets: 2, reps: '8-10', weight: '135' },
    { name: 'Dips', sets: 2, reps: '10' },
  ];
  made.workoutId = (
    await call<{ workout: { id: string } }>('saveWorkout', {
      workout: { name: 'Push Day', date: dayFromToday(0), time: '18:00', exercises },
    })
  ).workout.id;
  made.completedFromId = (
    await call<{ workout: { id: string } }>('saveWorkout', {
      workout: { name: 'Leg Day', date: dayFromToday(-1), exercises },
    })
  ).workout.id;
  await call('saveCompletedWorkout', {
    completedWorkout: {
      name: 'Leg Day',
      date: new Date().toISOString(),
      originalWorkoutId: made.completedFromId,
      duration: 1800,
      notes: 'Felt strong',
      actualExercises: [],
    },
  });
  await call('addUserEquipment', {
    equipment: [{ name: 'Home Rack', category: 'Free Weights', subcategory: 'Barbells' }],
  });
  made.goalId = (
    await call<{ goal: { id: string } }>('saveGoal', {
      goalData: {
        title: 'Bench 225',
        targetValue: 225,
        currentValue: 185,
        unit: 'lbs',
        targetDate: dayFromToday(90),
      },
    })
  ).goal.id;
  const { strengthPlan: draft } = await call<{ strengthPlan: { planId: string } }>('saveStrengthPlan', {
    programData: { trainingDays: 3, preferredDays: ['Monday', 'Wednesday', 'Friday'] },
  });
  await call('generateStrengthPlan', { planId: draft.planId });
  made.planId = draft.planId;
});

describe.each([
  ['a phone', { width: 375, height: 812 }],
  ['a laptop', { width: 1280, height: 800 }],
])('every signed-in screen on %s has no axe-core violation', (_, size) => {
  it.each(screens().map(([name]) => [name]))('%s', async (name) => {
    const [, path, ready] = screens().find(([screen]) => screen === name) ?? [];
    if (!path || !ready) throw new Error(`no screen ${name}`);
    await page.setViewportSize(size);
    // Without the browser's cached data: the data was made behind the app's back.
    await openFromServer(page, `${run.app.url}${path}`);
    await ready(page);
    expect(await violations()).toEqual([]);
  });
});
