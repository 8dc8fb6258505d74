import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { calledProcedures, dayFromToday, mutateFromPage } from './test-data.ts';

// An athlete with two devices sees a change made on one on the other's open page within 2 s, no reload.

const run = useAppAndBrowser();
const athlete = { email: 'rhea@example.test', displayName: 'Rhea' };
let phone: { context: BrowserContext; page: Page };
let laptop: { context: BrowserContext; page: Page };

/** A device of its own (cookies, storage), signed in as the athlete. */
async function device(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await run.browser.newContext();
  const page = await context.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, athlete);
  await page.getByText(`Welcome back, ${athlete.displayName}!`).waitFor();
  return { context, page };
}

/** Opens an app page and waits until its real-time stream is connected (the server answered /events). */
async function openListening(page: Page, path: string) {
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/events' && response.status() === 200,
  );
  await page.goto(`${run.app.url}${path}`);
  await streamOpen;
}

beforeAll(async () => {
  phone = await device();
  laptop = await device();
});

afterAll(async () => {
  await phone.context.close();
  await laptop.context.close();
});

describe("a change on one device shows on the athlete's other device without a reload", () => {
  it("a workout created on the phone is on the laptop's open My Workouts within 2 s", async () => {
    await openListening(laptop.page, '/workouts');
    await laptop.page.getByRole('heading', { name: 'My Workouts' }).waitFor();
    await laptop.page.getByText('No workouts yet').waitFor();
    const reloads: string[] = [];
    laptop.page.on('load', () => reloads.push(laptop.page.url()));

    await mutateFromPage(phone.page, 'saveWorkout', {
      workout: {
        name: 'Phone Pull Day',
        date: dayFromToday(1),
        exercises: [{ name: 'Barbell Row', sets: 3, reps: '8', weight: '135' }],
      },
    });
    await laptop.page.getByText('Phone Pull Day').first().waitFor({ timeout: 2000 });
    expect(reloads).toEqual([]);
  });

  it("a goal saved on the phone is on the laptop's open Goals within 2 s", async () => {
    await openListening(laptop.page, '/goals');
    await laptop.page.getByText('No goals yet').waitFor();

    await mutateFromPage(phone.page, 'saveGoal', {
      goalData: {
        title: 'Deadlift 405',
        type: 'strength',
        targetValue: 405,
        unit: 'lbs',
        targetDate: '2030-12-31',
      },
    });
    await laptop.page.getByText('Deadlift 405').first().waitFor({ timeout: 2000 });
  });

  it("a body weight logged on the phone is on the laptop's open Progress card within 2 s", async () => {
    await openListening(laptop.page, '/progress');
    const card = laptop.page.getByRole('region', { name: 'Body weight' });
    await card.getByText('No body weight in this period').waitFor();
    const reloads: string[] = [];
    laptop.page.on('load', () => reloads.push(laptop.page.url()));

    await mutateFromPage(phone.page, 'saveBodyWeight', {
      entry: { date: dayFromToday(0), weight: 165.4, unit: 'lb' },
    });
    await card.getByRole('listitem').filter({ hasText: '165.4 lbs' }).waitFor({ timeout: 2000 });
    expect(reloads).toEqual([]);
  });

  it('a change in one area refetches only that area on the other device', async () => {
    await openListening(laptop.page, '/goals');
    await laptop.page.getByText('Deadlift 405').first().waitFor();
    const refetched: string[] = [];
    laptop.page.on('request', (request) => refetched.push(...calledProcedures(new URL(request.url()))));
    await mutateFromPage(phone.page, 'saveGoal', {
      goalData: {
        title: 'Bench 315',
        type: 'strength',
        targetValue: 315,
        unit: 'lbs',
        targetDate: '2030-12-31',
      },
    });
    await laptop.page.getByText('Bench 315').first().waitFor({ timeout: 2000 });
    expect(refetched.length).toBeGreaterThan(0);
    expect(refetched.every((procedure) => procedure === 'getGoals' || procedure === 'getGoal')).toBe(true);
  });

  it('a stream cut by a server restart comes back by itself, and a change made meanwhile shows', async () => {
    await openListening(laptop.page, '/goals');
    await laptop.page.getByText('Bench 315').first().waitFor();
    const reconnected = laptop.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/events' && response.status() === 200,
    );
    // A deploy: the server stops (ending every stream) and starts again; the phone saves before the laptop is back.
    await run.app.restart();
    await mutateFromPage(phone.page, 'saveGoal', {
      goalData: {
        title: 'Row 225',
        type: 'strength',
        targetValue: 225,
        unit: 'lbs',
        targetDate: '2030-12-31',
      },
    });
    await reconnected;
    await laptop.page.getByText('Row 225').first().waitFor({ timeout: 5000 });
  });

  it('a change made while the app was closed shows once it opens again, though its kept data is from before', async () => {
    await openListening(laptop.page, '/workouts');
    await laptop.page.getByText('Phone Pull Day').first().waitFor();
    // The laptop's app is closed (its data kept on the device); the phone plans another workout meanwhile.
    await laptop.page.goto('about:blank');
    await mutateFromPage(phone.page, 'saveWorkout', {
      workout: {
        name: 'Closed Lid Squats',
        date: dayFromToday(2),
        exercises: [{ name: 'Back Squat', sets: 5, reps: '5', weight: '225' }],
      },
    });
    // Opened again: the kept list shows at once, and the new workout joins it once the stream is open.
    await openListening(laptop.page, '/workouts');
    await laptop.page.getByText('Closed Lid Squats').first().waitFor({ timeout: 3000 });
  });

  it("signing out closes the device's stream", async () => {
    await openListening(laptop.page, '/dashboard');
    // An EventSource the page closes ends its request (Chromium reports it finished, or failed as aborted).
    const isStream = (request: { url(): string }) => new URL(request.url()).pathname === '/events';
    const closed = Promise.race([
      laptop.page.waitForEvent('requestfinished', { predicate: isStream }),
      laptop.page.waitForEvent('requestfailed', { predicate: isStream }),
    ]);
    await laptop.page.getByRole('button', { name: /menu/i }).click();
    await laptop.page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await laptop.page.waitForURL((url) => url.pathname === '/');
    await closed;
  });
});
