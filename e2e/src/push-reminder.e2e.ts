import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueWorkoutReminders, workoutReminderPayload } from '../../packages/domain/src/index.ts';
import { useAppAndBrowser } from './harness.ts';
import {
  deliverPush,
  openPushBrowser,
  type PushBrowser,
  turnOnNotifications,
  vapidKeys,
} from './push-seam.ts';
import { mutateFromPage } from './test-data.ts';

// A workout reminder from the server on a device whose app is closed: the push the server builds for it (its own
// functions, as the reminder tick calls them) is delivered to the app's service worker through the DevTools protocol
// (`ServiceWorker.deliverPushMessage`), which shows it with the workout's name, its time and the reminder's tag; a tap
// before the start opens the workout's start page, a tap after it the dashboard, and with the app closed the tap asks
// for the start page. Chromium subscribes through push-seam.ts (push.e2e.ts says why).

const keys = await vapidKeys();
const run = useAppAndBrowser({ env: () => keys });
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let registration: PushBrowser['registration'];
/** The browser's zone: the one the app sends the server with the subscription, and the reminders count in. */
let timeZone: string;

/** What the tests use of a service worker's global scope (the DOM library has no type for it). */
interface ServiceWorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification; action?: string }) => Event;
}

function appWorker() {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('the app has no service worker');
  return worker;
}

/** The notifications the app's service worker shows now, read in the worker itself (no page of the app needed). */
function notifications() {
  return appWorker().evaluate(async () =>
    (await (self as unknown as ServiceWorkerScope).registration.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      tag: shown.tag,
    })),
  );
}

/** The day and minute `instant` is at on the athlete's clock, as a workout is saved with them. */
function wallClock(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A workout starting at `startsAt` on the athlete's clock, saved through the app, and the reminder push the server's
 * tick builds for it at `sentAt` (fifteen minutes' lead).
 */
async function remindedWorkout(name: string, startsAt: Date, sentAt: Date) {
  const { date, time } = wallClock(startsAt);
  const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: { name, date, time, exercises: [{ name: 'Squat', sets: 3, reps: '5', weight: '100 kg' }] },
  });
  const [reminder] = dueWorkoutReminders({ id: workout.id, name, date, time }, '15m', timeZone, sentAt);
  if (!reminder) throw new Error(`no reminder of ${name} is due at ${sentAt.toISOString()}`);
  return { id: workout.id, payload: workoutReminderPayload(reminder, timeZone, sentAt) };
}

/**
 * A tap on the notification with `tag`, as the service worker receives it (the DevTools protocol cannot press a
 * notification): its own notificationclick handler, run on the notification it shows. A real tap also lets the
 * worker bring a window to the front, which a script's event may not (`focus()` is refused): that permission alone
 * is granted here, for the one call; the navigation to the page the handler chose is the browser's own.
 */
async function tap(tag: string) {
  await appWorker().evaluate(async (tag) => {
    const scope = self as unknown as ServiceWorkerScope & {
      WindowClient: { prototype: { focus(): Promise<unknown> } };
    };
    const [shown] = await scope.registration.getNotifications({ tag });
    if (!shown) throw new Error(`no notification ${tag}`);
    const { prototype } = scope.WindowClient;
    const focus = prototype.focus;
    prototype.focus = function focusAsATapAllows() {
      prototype.focus = focus;
      return Promise.resolve(this);
    };
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
  }, tag);
}

beforeAll(async () => {
  ({ context, page, cdp, registration } = await openPushBrowser(run, {
    email: 'remind@example.test',
    displayName: 'Remy Reminder',
  }));
  await turnOnNotifications(run, page);
  timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
});

afterAll(async () => {
  await context.close();
});

describe('a workout reminder pushed by the server', () => {
  it('is shown with the workout’s name, its time and the reminder’s tag, and a tap before the start opens the workout', async () => {
    const now = Date.now();
    const { id, payload } = await remindedWorkout('Dawn Squats', new Date(now + 10 * 60_000), new Date(now));
    expect(payload).toMatchObject({ kind: 'reminder', url: `/workouts/start/${id}` });
    expect(Date.parse(payload.startsAt ?? '')).toBeGreaterThan(now);

    await deliverPush(run, { cdp, registration }, payload);
    await expect
      .poll(async () => (await notifications()).find((shown) => shown.tag === payload.tag), {
        timeout: 10_000,
      })
      .toEqual({ title: 'Dawn Squats', body: payload.body, tag: `workout-reminder-${id}` });
    expect(payload.body).toMatch(/^(Today|Tomorrow) at \d\d:\d\d$/);

    // The app open on another page: the tap brings it to the workout's start page.
    await tap(payload.tag ?? '');
    await page.waitForURL(`${run.app.url}/workouts/start/${id}`);
    await page.getByRole('heading', { name: 'Dawn Squats' }).waitFor();
  });

  it('opens the dashboard when tapped after the workout has started', async () => {
    const now = Date.now();
    // Sent before the start, as the tick sends it; tapped an hour later, once the workout has begun.
    const { payload } = await remindedWorkout(
      'Noon Presses',
      new Date(now - 60 * 60_000),
      new Date(now - 70 * 60_000),
    );
    expect(Date.parse(payload.startsAt ?? '')).toBeLessThan(now);

    await deliverPush(run, { cdp, registration }, payload);
    await expect
      .poll(async () => (await notifications()).find((shown) => shown.tag === payload.tag)?.title, {
        timeout: 10_000,
      })
      .toBe('Noon Presses');
    await tap(payload.tag ?? '');
    await page.waitForURL(`${run.app.url}/dashboard`);
  });

  it('asks the browser to open the workout when no page of the app is open (the app closed)', async () => {
    const now = Date.now();
    const { id, payload } = await remindedWorkout('Late Rows', new Date(now + 10 * 60_000), new Date(now));
    await page.goto('about:blank');
    await deliverPush(run, { cdp, registration }, payload);
    await expect
      .poll(async () => (await notifications()).find((shown) => shown.tag === payload.tag)?.title, {
        timeout: 10_000,
      })
      .toBe('Late Rows');
    // clients.openWindow, like focus(), is refused to a script's event: the window the handler asks for is recorded.
    const opened = await appWorker().evaluate(async (tag) => {
      const scope = self as unknown as ServiceWorkerScope & {
        clients: { openWindow(url: string): Promise<unknown> };
      };
      const [shown] = await scope.registration.getNotifications({ tag });
      if (!shown) throw new Error(`no notification ${tag}`);
      const openWindow = scope.clients.openWindow;
      const asked = new Promise<string>((resolve) => {
        scope.clients.openWindow = async (url: string) => {
          scope.clients.openWindow = openWindow;
          resolve(url);
          return null;
        };
      });
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
      return asked;
    }, payload.tag ?? '');
    expect(opened).toBe(`${run.app.url}/workouts/start/${id}`);
  });
});
