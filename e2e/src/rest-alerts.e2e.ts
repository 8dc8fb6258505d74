import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import {
  deliverPush,
  openPushBrowser,
  type PushBrowser,
  turnOnNotifications,
  vapidKeys,
} from './push-seam.ts';
import { completeSet } from './screens.ts';
import { mutateFromPage } from './test-data.ts';

// The rest's end on a locked phone: with notifications on for this device, completing a set in the live session
// asks the server for the push at the rest's end, and Skip takes it back (the server answers that it had it). The
// service worker shows a delivered rest push only while no page of the app is on screen, with Skip and +15 s, and a
// tap on +15 s reaches the session page. Chromium subscribes through push-seam.ts (push.e2e.ts says why); pushes are
// delivered through the DevTools protocol (`ServiceWorker.deliverPushMessage`).

const keys = await vapidKeys();
const run = useAppAndBrowser({ env: () => keys });
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let registration: PushBrowser['registration'];
let workoutId: string;

/** The answer to the app's next call of `procedure` (a tRPC mutation, alone or in a batch). */
function nextCall(procedure: string): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname.split('/').pop()?.split(',').includes(procedure) ?? false,
  );
}

/** What the tests use of a service worker's global scope (the DOM library has no type for it). */
interface ServiceWorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
}

/** The notifications the app's service worker shows now, read in the worker itself (no page of the app needed). */
async function notifications() {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('the app has no service worker');
  return worker.evaluate(async () =>
    (await (self as unknown as ServiceWorkerScope).registration.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      tag: shown.tag,
      actions: (shown as Notification & { actions?: { action: string; title: string }[] }).actions?.map(
        ({ action, title }) => ({ action, title }),
      ),
    })),
  );
}

const restPush = {
  kind: 'rest',
  title: 'Rest Complete',
  body: 'Set 2 of 3 · Squat · 100 kg × 5',
  url: '',
  tag: 'rest',
};

beforeAll(async () => {
  ({ context, page, cdp, registration } = await openPushBrowser(run, {
    email: 'rest@example.test',
    displayName: 'Rosa Rest',
  }));
  await turnOnNotifications(run, page);
  workoutId = (
    await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: {
        name: 'Leg Day',
        date: '2026-01-05',
        exercises: [{ name: 'Squat', sets: 3, reps: '5', weight: '100 kg' }],
      },
    })
  ).workout.id;
  restPush.url = `/workouts/start/${workoutId}`;
});

afterAll(async () => {
  await context.close();
});

describe('the rest alert of the live session', () => {
  it('is asked of the server when a set is completed, taken back by Pause, asked again by Resume, taken back by Skip', async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByRole('heading', { name: 'Leg Day' }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    const scheduled = nextCall('scheduleRestAlert');
    const before = Date.now();
    await completeSet(page);
    const answer = await scheduled;
    expect(answer.status()).toBe(200);
    const request = JSON.parse(answer.request().postData() ?? '{}') as Record<
      string,
      { endsAt: number; next: unknown }
    >;
    const input = Object.values(request)[0];
    // The rest's end (90 s after the set) and the set that follows, as the session shows them.
    expect(input?.endsAt).toBeGreaterThanOrEqual(before + 90_000);
    expect(input?.endsAt).toBeLessThan(Date.now() + 91_000);
    expect(input?.next).toEqual({
      setNumber: 2,
      setCount: 3,
      exerciseName: 'Squat',
      reps: '5',
      weight: '100 kg',
      unit: 'lb',
    });

    // Pause takes it back; Resume asks again for the end, as much later as the pause lasted.
    const paused = nextCall('cancelRestAlert');
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(await (await paused).text()).toContain('"cancelled":true');
    await page.waitForTimeout(1_000);
    const resumed = nextCall('scheduleRestAlert');
    await page.getByRole('button', { name: 'Resume' }).click();
    const again = Object.values(JSON.parse((await resumed).request().postData() ?? '{}'))[0] as {
      endsAt: number;
    };
    expect(again.endsAt - (input?.endsAt ?? 0)).toBeGreaterThanOrEqual(1_000);

    const cancelled = nextCall('cancelRestAlert');
    await page.getByRole('button', { name: 'Skip rest' }).click();
    // `cancelled: true`: the server had the alert, and now has none.
    expect(await (await cancelled).text()).toContain('"cancelled":true');
  });

  it('is not shown while the session is on screen: the page shows its own notice', async () => {
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
    await deliverPush(run, { cdp, registration }, restPush);
    // A push after it that is always shown: once it is, the rest push before it has been handled.
    await deliverPush(
      run,
      { cdp, registration },
      {
        kind: 'test',
        title: 'Liftwise',
        body: 'after the rest push',
        url: '/profile',
        tag: 'test',
      },
    );
    await expect
      .poll(async () => (await notifications()).map((shown) => shown.title), { timeout: 10_000 })
      .toEqual(['Liftwise']);
  });

  it('is shown with Skip and +15 s when no page of the app is on screen', async () => {
    // Headless Chromium keeps a tab 'visible' whichever is in front (bringToFront and a second tab were tried), so
    // the page leaves the app instead: no window of the app is open, as when the app is closed on a locked phone.
    await page.goto('about:blank');
    await deliverPush(run, { cdp, registration }, restPush);
    await expect
      .poll(async () => (await notifications()).find((shown) => shown.tag === 'rest'), { timeout: 10_000 })
      .toEqual({
        title: 'Rest Complete',
        body: restPush.body,
        tag: 'rest',
        actions: [
          { action: 'skip', title: 'Skip' },
          { action: 'add15', title: '+15 s' },
        ],
      });
  });

  it("gives the notification's +15 s to the open session, which moves its rest and the server's alert", async () => {
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    const scheduled = nextCall('scheduleRestAlert');
    await completeSet(page);
    const first = (Object.values(JSON.parse((await scheduled).request().postData() ?? '{}'))[0] ?? {}) as {
      endsAt?: number;
    };
    const moved = nextCall('scheduleRestAlert');
    // The tap as the service worker receives it (the DevTools protocol cannot press a notification's button): its
    // own notificationclick handler, run on the rest notification it shows, with the action's name.
    const [worker] = context.serviceWorkers();
    await worker?.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerScope;
      const [shown] = await scope.registration.getNotifications({ tag: 'rest' });
      if (!shown) throw new Error('no rest notification');
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: shown, action: 'add15' }),
      );
    });
    const second = (Object.values(JSON.parse((await moved).request().postData() ?? '{}'))[0] ?? {}) as {
      endsAt?: number;
    };
    expect((second.endsAt ?? 0) - (first.endsAt ?? 0)).toBeGreaterThanOrEqual(15_000);
    expect((second.endsAt ?? 0) - (first.endsAt ?? 0)).toBeLessThan(17_000);
    expect(await page.getByRole('region', { name: 'Rest' }).locator('time').textContent()).toMatch(
      /^01:4[3-5]$/,
    );
  });
});
