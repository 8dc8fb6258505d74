import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

const card = (name: string) => page.getByRole('listitem').filter({ hasText: name });
const section = (name: string) => page.getByRole('region', { name });

const reloadFromServer = () => openFromServer(page, page.url());

function exercises(names: string[]) {
  return names.map((name) => ({ name, sets: 3, reps: '8-10', weight: '100' }));
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
  await page.getByText('Welcome back, Ada!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

// 'My Workouts' at a phone's size, as one athlete's week fills up.
describe('the workout list', () => {
  it('starts empty, offering Create Workout', async () => {
    await page.goto(`${run.app.url}/workouts`);
    await page.getByRole('heading', { name: 'My Workouts' }).waitFor();
    await page.getByText('No workouts yet').waitFor();
    await page.getByRole('link', { name: 'Create Workout' }).click();
    await page.waitForURL('**/workouts/create');
  });

  it('shows the stat cards, Today and Tomorrow, the first 3 exercises with +N more, missed and completed', async () => {
    await mutateFromPage(page, 'saveWorkout', {
      workout: {
        name: 'Push Day',
        date: dayFromToday(0),
        exercises: exercises(['Bench Press', 'Overhead Press', 'Dips', 'Lateral Raise', 'Pushdown']),
      },
    });
    await mutateFromPage(page, 'saveWorkout', {
      workout: { name: 'Pull Day', date: dayFromToday(1), duration: 90, exercises: exercises(['Deadlift']) },
    });
    await mutateFromPage(page, 'saveWorkout', {
      workout: { name: 'Old Plan', date: dayFromToday(-3), exercises: exercises(['Plank']) },
    });
    const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: { name: 'Leg Day', date: dayFromToday(-1), exercises: exercises(['Back Squat', 'Lunge']) },
    });
    await mutateFromPage(page, 'saveCompletedWorkout', {
      completedWorkout: {
        name: 'Leg Day',
        date: new Date().toISOString(),
        originalWorkoutId: workout.id,
        duration: 2700,
        notes: '',
        actualExercises: [],
      },
    });
    await openFromServer(page, `${run.app.url}/workouts`);

    const stats = page.getByRole('region', { name: 'Workout stats' });
    await stats.getByText('Upcoming').waitFor();
    // Each card is its label then its figure: 2 upcoming, 1 completed, (60 + 90 + 60 + 60) / 4 min, 5 + 1 + 1 + 2.
    expect((await stats.locator(':scope > div').allTextContents()).map((text) => text.trim())).toEqual([
      'Upcoming2',
      'Completed1',
      'Avg Duration68 min',
      'Total Exercises9',
    ]);

    const push = section('Upcoming').getByRole('listitem').filter({ hasText: 'Push Day' }).first();
    await push.getByText('Today', { exact: true }).waitFor();
    expect(
      await push.getByRole('list', { name: 'Exercises' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Bench Press', 'Overhead Press', 'Dips', '+2 more']);
    await card('Pull Day').getByText('Tomorrow', { exact: true }).waitFor();
    await section('Missed').getByText('Old Plan').waitFor();
    await section('Recently Completed').getByText('Leg Day').waitFor();
    expect(await section('Upcoming').getByText('Leg Day').count()).toBe(0);
  });

  it('links each card to its screen: start, copy, edit, view details', async () => {
    const push = card('Push Day').first();
    await push.getByRole('link', { name: 'Start Workout' }).click();
    await page.waitForURL('**/workouts/start/*');
    await page.goBack();
    await card('Push Day').first().getByRole('link', { name: 'Copy Push Day' }).click();
    await page.waitForURL(/\/workouts\/create\?copyFrom=/);
    await page.goBack();
    await card('Push Day').first().getByRole('link', { name: 'Edit Push Day' }).click();
    await page.waitForURL('**/workouts/edit/*');
    await page.goBack();
    await section('Recently Completed').getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL('**/workouts/view/*');
    await page.goBack();
    await page.getByRole('heading', { name: 'My Workouts' }).waitFor();
  });

  it('deletes a workout only after confirming, with the toast', async () => {
    await card('Pull Day').getByRole('button', { name: 'Delete Pull Day' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await card('Pull Day').waitFor();

    await card('Pull Day').getByRole('button', { name: 'Delete Pull Day' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Workout Deleted').waitFor();
    await card('Pull Day').waitFor({ state: 'detached' });
    await reloadFromServer();
    await card('Push Day').first().waitFor();
    expect(await card('Pull Day').count()).toBe(0);
  });

  it('a failed load says so and Retry brings the list back', async () => {
    await page.route('**/trpc/getWorkouts**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await reloadFromServer();
    await page.getByText('Failed to load workouts. Please try again later.').first().waitFor();
    await page.getByText('Your workouts could not be loaded.').waitFor();
    await page.unroute('**/trpc/getWorkouts**');
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await card('Push Day').first().waitFor();
  });
});
