import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { keptAnswer } from './offline-cache.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

// Changes made offline wait on the device, show at once, and are saved once
// when the connection returns, however many times they are sent.

const run = useAppAndBrowser();
let context: BrowserContext;
let page: Page;
let workoutId = '';
let goalId = '';

const WAITING = (count: number) =>
  count === 1 ? '1 change waiting to be saved' : `${count} changes waiting to be saved`;

async function serverCompleted(): Promise<{ id: string; name: string }[]> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/trpc/getCompletedWorkouts');
    return (await response.json()).result.data;
  });
  return answer.completedWorkouts;
}

async function serverUpcoming(): Promise<{ id: string; name: string }[]> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/trpc/getWorkouts');
    return (await response.json()).result.data;
  });
  return answer.upcoming;
}

async function serverRead<T>(procedure: string): Promise<T> {
  return page.evaluate(async (path) => {
    const response = await fetch(`/trpc/${path}`);
    return (await response.json()).result.data;
  }, procedure);
}

beforeAll(async () => {
  context = await run.browser.newContext();
  page = await context.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'basement@example.test', displayName: 'Basement' });
  await page.getByText('Welcome back, Basement!').waitFor();
  const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: {
      name: 'Cellar Squat',
      date: dayFromToday(0),
      exercises: [{ name: 'Back Squat', sets: 1, reps: '5', weight: '185' }],
    },
  });
  workoutId = workout.id;
  const { goal } = await mutateFromPage<{ goal: { id: string } }>(page, 'saveGoal', {
    goalData: {
      title: 'Cellar Squat 300',
      type: 'strength',
      targetValue: 300,
      unit: 'lbs',
      targetDate: '2027-06-30',
    },
  });
  goalId = goal.id;
  await mutateFromPage(page, 'addUserEquipment', {
    equipment: [{ name: 'Cellar Rack', category: 'Racks', subcategory: 'Squat Racks' }],
  });
  // The one online visit of each screen used below: the worker installs, and their data is kept.
  // Each screen's answer is kept before the next full page load, which could abort its write (offline-cache.ts).
  await openFromServer(page, `${run.app.url}/workouts`);
  await page.getByText('Cellar Squat').first().waitFor();
  await keptAnswer(page, 'getWorkouts');
  await page.goto(`${run.app.url}/workouts/create`);
  await page.getByLabel('Workout Name').waitFor();
  await page.goto(`${run.app.url}/equipment`);
  await page.getByText('Cellar Rack').first().waitFor();
  await keptAnswer(page, 'getUserEquipment');
  await page.goto(`${run.app.url}/goals/edit/${goalId}`);
  await page.getByLabel('Goal Title *').waitFor();
  await keptAnswer(page, 'getGoal');
  await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
  await page.getByRole('heading', { name: 'Back Squat' }).waitFor();
  await keptAnswer(page, 'getWorkout');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});

afterAll(async () => {
  await context.close();
});

describe('offline, changes wait on the device', () => {
  it('a session finished offline is in Recently Completed at once, and saved once when back online', async () => {
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: 'Complete Set' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save Set' }).click();
      await page.getByText('1 of 1 sets').waitFor();
      await page.getByRole('button', { name: 'Finish Workout' }).click();
      await page.waitForURL((url) => url.pathname === '/workouts');
      await page.getByRole('region', { name: 'Recently Completed' }).getByText('Cellar Squat').waitFor();
      await page.getByRole('status').getByText(WAITING(1)).waitFor();
    } finally {
      await context.setOffline(false);
    }
    // Back online: the change is sent, the count goes, and the server has the session once.
    await page.getByRole('status').getByText(WAITING(1)).waitFor({ state: 'detached' });
    const completed = await serverCompleted();
    expect(completed.map((session) => session.name)).toEqual(['Cellar Squat']);
  });

  it('the replay of a finished session with the same key twice is one session on the server', async () => {
    const before = await serverCompleted();
    const clientKey = await page.evaluate(() => crypto.randomUUID());
    const completedWorkout = {
      name: 'Cellar Squat',
      date: new Date().toISOString(),
      originalWorkoutId: workoutId,
      actualExercises: [],
      duration: 600,
      notes: '',
    };
    const first = await mutateFromPage(page, 'saveCompletedWorkout', { completedWorkout, clientKey });
    const second = await mutateFromPage(page, 'saveCompletedWorkout', { completedWorkout, clientKey });
    expect(second).toEqual(first);
    expect(await serverCompleted()).toHaveLength(before.length + 1);
  });

  it('a workout created offline shows in the list at once and is saved on reconnect', async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByLabel('Workout Name').waitFor();
    await context.setOffline(true);
    try {
      await page.getByLabel('Workout Name').fill('Attic Press');
      await page.getByRole('combobox', { name: 'Exercise Name' }).fill('Floor Press');
      await page.getByLabel('Reps').fill('8');
      await page.getByRole('button', { name: 'Add Exercise' }).click();
      await page.getByRole('button', { name: 'Save Workout' }).click();
      await page.waitForURL((url) => url.pathname === '/workouts');
      await page.getByText('Attic Press').first().waitFor();
      await page.getByRole('status').getByText(WAITING(1)).waitFor();
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('status').getByText(WAITING(1)).waitFor({ state: 'detached' });
    const upcoming = await serverUpcoming();
    expect(upcoming.filter((workout) => workout.name === 'Attic Press')).toHaveLength(1);
  });

  it('a goal edited and an item deleted offline show at once and are saved, in order, on reconnect', async () => {
    await page.goto(`${run.app.url}/goals/edit/${goalId}`);
    await page.getByLabel('Current Value').waitFor();
    await context.setOffline(true);
    try {
      await page.getByLabel('Current Value').fill('250');
      await page.getByRole('button', { name: 'Update Goal' }).click();
      await page.waitForURL((url) => url.pathname === '/goals');
      await page.getByRole('status').getByText(WAITING(1)).waitFor();

      await page.goto(`${run.app.url}/equipment`);
      await page.getByRole('button', { name: 'Delete Cellar Rack' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('button', { name: 'Delete Cellar Rack' }).waitFor({ state: 'detached' });
      await page.getByRole('status').getByText(WAITING(2)).waitFor();
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('status').getByText(WAITING(2)).waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(WAITING(1)).waitFor({ state: 'detached' });
    const { goals } = await serverRead<{ goals: { id: string; currentValue: number }[] }>('getGoals');
    expect(goals.find((goal) => goal.id === goalId)?.currentValue).toBe(250);
    const { equipment } = await serverRead<{ equipment: { name: string }[] }>('getUserEquipment');
    expect(equipment.map((item) => item.name)).not.toContain('Cellar Rack');
  });
});
