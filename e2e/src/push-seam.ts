import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestRun } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { seeAndCloseToast } from './test-data.ts';

// The push seam the notification suites share (push.e2e.ts says why it is needed): Chromium's PushManager answering
// as it does once registered with its push service, which this machine cannot reach, and the server's VAPID keys.

/** A signed-in athlete's browser with notifications allowed, and the app's service worker as CDP names it. */
export interface PushBrowser {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The app's service worker registration, for `ServiceWorker.deliverPushMessage`; set once it registers. */
  registration: { id?: string };
}

/** Opens that browser: the permission granted, the seam installed, the athlete signed in on the dashboard. */
export async function openPushBrowser(
  run: TestRun,
  who: { email: string; displayName: string },
): Promise<PushBrowser> {
  const context = await run.browser.newContext();
  // Playwright sends it as the DevTools protocol's Browser.grantPermissions, for this context.
  await context.grantPermissions(['notifications'], { origin: run.app.url });
  await context.addInitScript(pushManagerWithoutNetwork);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registration: { id?: string } = {};
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const app = registrations.find((entry) => entry.scopeURL.startsWith(run.app.url));
    if (app) registration.id = app.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto(run.app.url);
  await signInThroughPopup(page, who);
  await page.getByText(`Welcome back, ${who.displayName}!`).waitFor();
  return { context, page, cdp, registration };
}

/**
 * Delivers `payload` to the app's service worker as a push. DevTools names the worker's registration in an event that
 * may come after the page is ready, and a push sent before it would go to no worker: so it waits for the name first.
 */
export async function deliverPush(
  run: TestRun,
  { cdp, registration }: Pick<PushBrowser, 'cdp' | 'registration'>,
  payload: object,
): Promise<void> {
  await expect.poll(() => registration.id, { timeout: 10_000 }).toBeDefined();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: run.app.url,
    registrationId: registration.id ?? '',
    data: JSON.stringify(payload),
  });
}

/** Turns notifications on for this device from the profile, as the athlete does, once the service worker is ready. */
export async function turnOnNotifications(run: TestRun, page: Page): Promise<void> {
  await page.goto(`${run.app.url}/profile`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await seeAndCloseToast(page, 'Notifications on');
}

/** Installed before the app's scripts: subscribe/getSubscription as Chromium answers them once registered. */
export function pushManagerWithoutNetwork() {
  const KEPT = 'e2e-push-subscription';
  const encode = (bytes: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  type Kept = { endpoint: string; keys: { p256dh: string; auth: string } };
  const subscriptionOf = (kept: Kept) => ({
    endpoint: kept.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: kept.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEPT);
      return true;
    },
  });
  const read = (): Kept | null => JSON.parse(localStorage.getItem(KEPT) ?? 'null');
  PushManager.prototype.getSubscription = async () => {
    const kept = read();
    return (kept && subscriptionOf(kept)) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    if (Notification.permission !== 'granted') throw new DOMException('permission denied', 'NotAllowedError');
    if (!options?.applicationServerKey) throw new DOMException('no applicationServerKey', 'AbortError');
    const kept = read();
    if (kept) return subscriptionOf(kept) as unknown as PushSubscription;
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const fresh: Kept = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
      keys: {
        p256dh: encode(await crypto.subtle.exportKey('raw', pair.publicKey)),
        auth: encode(crypto.getRandomValues(new Uint8Array(16)).buffer),
      },
    };
    localStorage.setItem(KEPT, JSON.stringify(fresh));
    return subscriptionOf(fresh) as unknown as PushSubscription;
  };
}

/** A VAPID key pair for this run's server, made as `pnpm vapid:keys` makes one. */
export async function vapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { VAPID_PUBLIC_KEY: Buffer.from(raw).toString('base64url'), VAPID_PRIVATE_KEY: jwk.d ?? '' };
}
