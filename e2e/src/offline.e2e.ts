import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { keptAnswer, offlineRecords } from './offline-cache.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

// The app opens without the network after one visit, with the athlete's last data; sign-out leaves none
// of it; a new version of the service worker waits for the athlete's Reload.

const run = useAppAndBrowser();
let context: BrowserContext;
let page: Page;
let workoutId = '';

const OFFLINE_BANNER =
  "You are offline. Your plans and history stay available; changes are kept on this device and saved when you're back online.";

/** Waits until the app has written something containing `text` to the athlete's kept cache. */
async function kept(text: string) {
  await expect
    .poll(async () => Object.values(await offlineRecords(page)).some((value) => value.includes(text)), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** Waits until the service worker has installed the whole build (precached) and is active. */
async function serviceWorkerActive(target: Page) {
  await target.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The build's service worker, which the server reads (with its compressed siblings) when it starts. */
const builtWorker = new URL('../../apps/web/dist/sw.js', import.meta.url).pathname;

/**
 * Deploys the next version of the app's service worker: the same build with one more line, as any change to a
 * file changes sw.js (its precache list holds every file's revision). The line answers which version it is. The
 * server restarts on it, as a deploy does; the returned function puts the build back and restarts again.
 */
async function deployNextWorker(): Promise<() => Promise<void>> {
  const files = [builtWorker, `${builtWorker}.br`, `${builtWorker}.gz`].filter((file) => existsSync(file));
  const saved = new Map(files.map((file) => [file, readFileSync(file)]));
  const next = `${readFileSync(builtWorker, 'utf8')}\nself.addEventListener('message', (event) => { if (event.data === 'version?') event.source.postMessage('next'); });\n`;
  for (const file of files) rmSync(file);
  writeFileSync(builtWorker, next);
  await run.app.restart();
  return async () => {
    rmSync(builtWorker);
    for (const [file, bytes] of saved) writeFileSync(file, bytes);
    await run.app.restart();
  };
}

beforeAll(async () => {
  context = await run.browser.newContext();
  page = await context.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'oona@example.test', displayName: 'Oona' });
  await page.getByText('Welcome back, Oona!').waitFor();
  const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: {
      name: 'Basement Push',
      date: dayFromToday(0),
      exercises: [{ name: 'Overhead Press', sets: 3, reps: '5', weight: '95' }],
    },
  });
  workoutId = workout.id;
});

afterAll(async () => {
  await context.close();
});

describe('after one visit online', () => {
  it('opens /dashboard and /workouts/start/{id} offline with their data, and again after a reload offline', async () => {
    // The one online visit: the worker installs, and both pages' data lands in the kept cache.
    await openFromServer(page, `${run.app.url}/dashboard`);
    await page.getByRole('region', { name: "Today's workout" }).getByText('Basement Push').waitFor();
    await keptAnswer(page, 'getWorkouts');
    await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
    await page.getByText('Overhead Press').first().waitFor();
    await serviceWorkerActive(page);
    await keptAnswer(page, 'getWorkout');

    await context.setOffline(true);
    try {
      await page.goto(`${run.app.url}/dashboard`);
      await page.getByRole('region', { name: "Today's workout" }).getByText('Basement Push').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.getByRole('status').filter({ hasText: OFFLINE_BANNER }).waitFor();

      await page.goto(`${run.app.url}/workouts/start/${workoutId}`);
      await page.getByText('Overhead Press').first().waitFor();
      await page.reload();
      await page.getByText('Overhead Press').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(`/workouts/start/${workoutId}`);
    } finally {
      await context.setOffline(false);
    }
  });

  it('shows the offline banner while the network is gone, and takes it away when it is back', async () => {
    await page.goto(`${run.app.url}/dashboard`);
    await page.getByText('Welcome back, Oona!').waitFor();
    const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
    expect(await banner.count()).toBe(0);
    await context.setOffline(true);
    await banner.waitFor();
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });
});

describe('a new version of the app', () => {
  it("waits for the athlete: 'A new version is ready', and Reload hands over to it", async () => {
    await page.goto(`${run.app.url}/dashboard`);
    await page.getByText('Welcome back, Oona!').waitFor();
    await serviceWorkerActive(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const restoreBuild = await deployNextWorker();
    try {
      // The browser looks for a new worker on each page load: the athlete opens the app again.
      await page.reload();
      const prompt = page.locator('[data-sonner-toast]', { hasText: 'A new version is ready' });
      await prompt.waitFor();
      // Waiting, not swapped in under the open page.
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
      ).toBe(true);

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByText('Welcome back, Oona!').waitFor();
      const version = await page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), {
              once: true,
            });
            navigator.serviceWorker.controller?.postMessage('version?');
          }),
      );
      expect(version).toBe('next');
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
      ).toBeNull();
    } finally {
      await restoreBuild();
    }
  });
});

describe('signing out', () => {
  it("leaves none of the athlete's data readable: IndexedDB holds none of it, and offline the app does not open", async () => {
    await page.goto(`${run.app.url}/dashboard`);
    await page.getByRole('region', { name: "Today's workout" }).getByText('Basement Push').waitFor();
    await kept('Basement Push');

    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => offlineRecords(page)).toEqual({});

    await context.setOffline(true);
    try {
      await page.goto(`${run.app.url}/dashboard`);
      // No athlete known here any more: the guard sends the visitor to the landing page, and nothing of Oona's shows.
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      expect(await page.getByText('Basement Push').count()).toBe(0);
      expect(await page.getByText('Oona').count()).toBe(0);
      expect(await offlineRecords(page)).toEqual({});
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('a Sign Out without signal', () => {
  /** Who the server says is signed in on the session cookies the browser held: `null` once that session ended. */
  async function serverSessionUser(cookies: string): Promise<unknown> {
    const response = await fetch(`${run.app.url}/auth/session`, { headers: { cookie: cookies } });
    return ((await response.json()) as { user: unknown }).user;
  }

  it('ends the server session as soon as the app reaches the server again, and the next load stays signed out', async () => {
    const shared = await run.browser.newContext();
    try {
      const tab = await shared.newPage();
      await tab.goto(run.app.url);
      await signInThroughPopup(tab, { email: 'pia@example.test', displayName: 'Pia' });
      await tab.getByText('Welcome back, Pia!').waitFor();
      const cookies = (await shared.cookies(run.app.url))
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ');
      expect(await serverSessionUser(cookies)).toMatchObject({ displayName: 'Pia' });
      // One visit online, as an athlete's first: the app is installed and opens without signal.
      await serviceWorkerActive(tab);

      await shared.setOffline(true);
      await tab.getByRole('button', { name: /menu/i }).click();
      await tab.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
      await tab.waitForURL((url) => url.pathname === '/');
      // The server never heard it: the session the cookie names is still open.
      expect(await serverSessionUser(cookies)).toMatchObject({ displayName: 'Pia' });

      await shared.setOffline(false);
      // Back in signal, the next person at this computer opens the app: it must not be Pia's, nor read her data
      // (app.html asks for the dashboard's first read early, but not while a sign-out waits; once the sign-out has
      // reached the server, a read finds no session).
      const reads: string[] = [];
      shared.on('response', (response) => {
        if (response.url().includes('/trpc/') && response.ok()) reads.push(response.url());
      });
      await tab.goto(`${run.app.url}/dashboard`);
      await tab.waitForURL((url) => url.pathname === '/');
      await tab.getByRole('link', { name: 'Sign In' }).first().waitFor();
      expect(await tab.getByText('Welcome back, Pia!').count()).toBe(0);
      expect(reads).toEqual([]);
      await expect.poll(() => serverSessionUser(cookies)).toBeNull();
    } finally {
      await shared.close();
    }
  });
});
