import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
let todayId = '';

const PHONE = { width: 375, height: 812 };

/** Whether the element is wholly on the first screen, without scrolling. */
async function onFirstScreen(name: string): Promise<boolean> {
  const box = await page.getByRole('main').getByRole('link', { name, exact: true }).boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'noor@example.test', displayName: 'Noor' });
  await page.getByText('Welcome back, Noor!').waitFor();
  await page.setViewportSize(PHONE);
  const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: {
      name: 'Push Day',
      date: dayFromToday(0),
      exercises: [{ name: 'Bench Press', sets: 3, reps: '8', weight: '135' }],
    },
  });
  todayId = workout.id;
});

describe('the dashboard on a phone', () => {
  it("puts today's workout (Start) and Create Workout on the first screen", async () => {
    await openFromServer(page, `${run.app.url}/dashboard`);
    const today = page.getByRole('region', { name: "Today's workout" });
    await today.getByText('Push Day').waitFor();
    const start = today.getByRole('link', { name: 'Start Workout' });
    expect(await start.getAttribute('href')).toBe(`/workouts/start/${todayId}`);
    expect(await onFirstScreen('Start Workout')).toBe(true);
    expect(await onFirstScreen('Create Workout')).toBe(true);
  });

  it('keeps every action card, compact: the whole page fits in about two screens', async () => {
    for (const heading of [
      'Manage Equipment',
      'View Scheduled Workouts',
      'Manage Goals',
      'View Workouts',
      'AI Program Generator',
      'AI Equipment Image Scan',
    ]) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.getByRole('link', { name: 'View Schedule' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      2 * PHONE.height,
    );
  });

  it('paints the frame and the page skeleton from the HTML alone, before any script runs', async () => {
    const context = await run.browser.newContext({ javaScriptEnabled: false });
    try {
      const htmlOnly = await context.newPage();
      await htmlOnly.goto(`${run.app.url}/dashboard`);
      await htmlOnly
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Liftwise/ })
        .waitFor();
      await htmlOnly.getByRole('status').getByText('Loading…').waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
  });

  it("a first load fetches the page's code while the session check is still out, and asks who is signed in once", async () => {
    // The server's answer to /auth/session is held until the dashboard's own chunk has been asked for (5 s at
    // most): were the code fetched only after the session (the router's own order), the wait would run out.
    let sessionRequests = 0;
    let codeAskedFor: (asked: boolean) => void = () => undefined;
    const dashboardCode = new Promise<boolean>((resolve) => {
      codeAskedFor = resolve;
      setTimeout(() => resolve(false), 5000);
    });
    page.on('request', (request) => {
      if (/\/assets\/dashboard-[\w-]+\.js$/.test(request.url())) codeAskedFor(true);
    });
    await page.route('**/auth/session', async (route) => {
      sessionRequests++;
      await dashboardCode;
      await route.continue();
    });
    try {
      await openFromServer(page, `${run.app.url}/dashboard`);
      await page.getByRole('region', { name: "Today's workout" }).getByText('Push Day').waitFor();
      expect(await dashboardCode, "the dashboard's code was asked for before the session answered").toBe(
        true,
      );
      expect(sessionRequests).toBe(1);
    } finally {
      await page.unroute('**/auth/session');
    }
  });

  it('a first load asks for the toaster, offline support, the stream and the menu only once the page shows its reads', async () => {
    // Asked for as the app mounted, these went out beside the page's own code and data on a phone's connection
    //. The page's reads are held for a while: nothing deferred may be asked for until they answer.
    const deferred = /\/assets\/(toaster|offline-support|signed-in-services|user-menu-dropdown)-[\w-]+\.js$/;
    // Only the new document's requests count: the one the last test left may still be loading its own deferred
    // parts as this test starts (CI once saw its user-menu-dropdown request here). So the listener is attached, and
    // the reads held, once the navigation has committed: long before the new document's scripts can ask for anything.
    let readsAnswered = false;
    const askedEarly: string[] = [];
    const asked = new Set<string>();
    const onRequest = (request: { url(): string }) => {
      const part = deferred.exec(request.url())?.[1];
      if (!part) return;
      asked.add(part);
      if (!readsAnswered) askedEarly.push(part);
    };
    let committed = false;
    let release: Promise<void> | undefined;
    await page.route('**/trpc/**', async (route) => {
      if (!committed) return route.continue();
      release ??= new Promise((resolve) => setTimeout(resolve, 1500));
      await release;
      readsAnswered = true;
      await route.continue();
    });
    try {
      await openFromServer(page, `${run.app.url}/dashboard`, 'commit');
      committed = true;
      page.on('request', onRequest);
      await page.getByRole('region', { name: "Today's workout" }).getByText('Push Day').waitFor();
      await expect.poll(() => asked.size, { timeout: 10_000 }).toBe(4);
      expect(askedEarly, 'asked for before the page had its reads').toEqual([]);
    } finally {
      page.off('request', onRequest);
      await page.unroute('**/trpc/**');
    }
  });

  it('Start Workout opens the live session of today’s workout', async () => {
    await page
      .getByRole('region', { name: "Today's workout" })
      .getByRole('link', { name: 'Start Workout' })
      .click();
    await page.waitForURL(`**/workouts/start/${todayId}`);
    await page.getByRole('heading', { name: 'Push Day' }).waitFor();
  });
});
