import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { deliverPush, openPushBrowser, type PushBrowser, vapidKeys } from './push-seam.ts';
import { seeAndCloseToast } from './test-data.ts';

// Notifications on this device: the athlete turns them on from the profile (Chromium's permission granted as the
// DevTools protocol grants it), sees the device listed, and a push delivered to the app's service worker through
// the DevTools protocol is shown as a notification with its title, body and the page a tap opens; Remove (asked
// first) takes the device off the list and ends this browser's subscription.
//
// One seam: Chromium subscribes by registering with its push service (Google's, over the network), which this
// machine cannot reach (a test profile's subscribe() never returns; an incognito one is refused). The page's
// PushManager therefore hands out a subscription as a browser would, with real P-256 keys, kept across reloads;
// the permission prompt, the app's code, the server, its database and the service worker are the real ones.

const keys = await vapidKeys();
const run = useAppAndBrowser({ env: () => keys });
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
/** The app's service worker registration as the DevTools protocol names it. */
let registration: PushBrowser['registration'];

/** The notifications the app's service worker shows now. */
function notifications(): Promise<{ title: string; body: string; url: string | undefined }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      url: (shown.data as { url?: string } | null)?.url,
    }));
  });
}

beforeAll(async () => {
  ({ context, page, cdp, registration } = await openPushBrowser(run, {
    email: 'push@example.test',
    displayName: 'Pia Push',
  }));
});

afterAll(async () => {
  await context.close();
});

describe('notifications on this device', () => {
  it('turns them on from the profile and lists this device', async () => {
    await page.goto(`${run.app.url}/profile`);
    await page.getByRole('heading', { name: 'Notifications on this device' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await seeAndCloseToast(page, 'Notifications on');
    await page.getByText('Notifications are on for this device.').waitFor();
    await page.getByText('Chrome on Linux', { exact: true }).waitFor();
    await page.getByText(/^This device · Added /).waitFor();
  });

  it('answers a test notification at once, whatever the push service does after', async () => {
    // The push service this subscription names is out of reach here: the send happens after the answer.
    const started = Date.now();
    await page.getByRole('button', { name: 'Send a test notification' }).click();
    await seeAndCloseToast(page, 'Test notification sent');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('shows a push delivered to the service worker, with its title, body and the page a tap opens', async () => {
    const payload = {
      title: 'Rest Complete',
      body: 'Set 3 of 4 · Squat · 100 kg × 5',
      url: '/workouts/start/w1',
    };
    await deliverPush(run, { cdp, registration }, payload);
    await expect
      .poll(notifications, { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, url: `${run.app.url}/workouts/start/w1` }]);
  });

  it('opens only the app’s own pages: a foreign url in a push opens the dashboard', async () => {
    await deliverPush(
      run,
      { cdp, registration },
      {
        title: 'Elsewhere',
        body: 'x',
        url: 'https://example.com/phish',
        tag: 'other',
      },
    );
    await expect
      .poll(async () => (await notifications()).find((shown) => shown.title === 'Elsewhere')?.url, {
        timeout: 10_000,
      })
      .toBe(`${run.app.url}/dashboard`);
  });

  it('removes the device after asking, and ends this browser’s subscription', async () => {
    await page.getByRole('button', { name: /^Remove Chrome on Linux/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await seeAndCloseToast(page, 'Device removed');
    await page.getByText('No device has notifications on yet.').waitFor();
    await page.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    const subscribed = await page.evaluate(async () =>
      Boolean(await (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    );
    expect(subscribed).toBe(false);
  });

  it('ends this browser’s subscription when the athlete signs out', async () => {
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await seeAndCloseToast(page, 'Notifications on');
    await page.getByText('Notifications are on for this device.').waitFor();
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const subscribed = await page.evaluate(async () =>
      Boolean(await (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    );
    expect(subscribed).toBe(false);
  });
});
