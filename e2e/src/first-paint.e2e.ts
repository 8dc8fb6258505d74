import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup, waitUntilInteractive } from './sign-in.ts';
import { calledProcedures, dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

/**
 * Largest contentful paint: a list page's heading is its largest text, and app.html paints it before any script runs
 * (apps/web/src/app-shell-inline-script.ts); the app's scripts start only after that first paint.
 */
const run = useAppAndBrowser();
let page: Page;
let todayWorkoutId: string;

const PHONE = { width: 375, height: 812 };

/** Each list page: its heading, and something only the page itself (not a skeleton) shows in its header. */
const LIST_PAGES = [
  { path: '/schedule', title: 'Schedule', pageOwn: { role: 'button', name: 'Schedule Workout' } },
  { path: '/workouts', title: 'My Workouts', pageOwn: { role: 'link', name: 'Create Workout' } },
  { path: '/equipment', title: 'Equipment', pageOwn: { role: 'link', name: 'Add Equipment' } },
] as const;

beforeAll(async () => {
  // No service worker: these tests hold back or refuse the page's scripts, and a worker would serve them from its
  // precache past page.route (the worker is offline.e2e.ts's subject).
  page = await run.browser.newPage({ serviceWorkers: 'block' });
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'paint@example.test', displayName: 'Paint' });
  await page.getByText('Welcome back, Paint!').waitFor();
  await page.setViewportSize(PHONE);
  // With a workout, the workout list shows Create Workout in its header.
  ({
    workout: { id: todayWorkoutId },
  } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: {
      name: 'Push Day',
      date: dayFromToday(1),
      exercises: [{ name: 'Bench Press', sets: 3, reps: '8', weight: '135' }],
    },
  }));
});

describe('a first load of a list page', () => {
  it.each(LIST_PAGES)(
    'paints the heading of $path from the HTML alone, where the page then shows it',
    async ({ path, title, pageOwn }) => {
      const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
      await page.route('**/assets/*.js', (route) => route.abort());
      let beforeScripts: Awaited<ReturnType<typeof heading.boundingBox>>;
      try {
        await openFromServer(page, `${run.app.url}${path}`);
        await heading.waitFor();
        beforeScripts = await heading.boundingBox();
      } finally {
        await page.unroute('**/assets/*.js');
      }
      await openFromServer(page, `${run.app.url}${path}`);
      // In the page's own header (an empty equipment list offers Add Equipment again below it).
      await page.locator('main header').getByRole(pageOwn.role, { name: pageOwn.name }).waitFor();
      expect(beforeScripts).not.toBeNull();
      expect(await heading.boundingBox()).toEqual(beforeScripts);
    },
  );

  it('shows the plain skeleton on a page whose heading needs its data', async () => {
    await page.route('**/assets/*.js', (route) => route.abort());
    try {
      await openFromServer(page, `${run.app.url}/dashboard`);
      await page.getByRole('status').getByText('Loading…').waitFor({ state: 'attached' });
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    } finally {
      await page.unroute('**/assets/*.js');
    }
  });

  it("starts the app's scripts only once the page has painted", async () => {
    await openFromServer(page, `${run.app.url}/schedule`);
    await waitUntilInteractive(page);
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      // When the frame was drawn (the entry's start is when it reached the screen, a few milliseconds on).
      firstPaint:
        (performance.getEntriesByName('first-contentful-paint')[0] as { paintTime?: number } | undefined)
          ?.paintTime ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
  });
});

/** app.html's parked preloads of each route's own code (scripts/prerender.ts): file → the routes it is for. */
async function routeCodeFiles(): Promise<Map<string, Set<string>>> {
  const html = await (await fetch(`${run.app.url}/dashboard`)).text();
  const files = new Map<string, Set<string>>();
  for (const [, href, route] of html.matchAll(/href="([^"]+)" data-route="([^"]+)"/g)) {
    if (!href || !route) continue;
    files.set(href, (files.get(href) ?? new Set()).add(route));
  }
  return files;
}

describe("a first load's requests", () => {
  it.each([
    { route: '/dashboard', path: () => '/dashboard' },
    { route: '/workouts/start/$workoutId', path: () => `/workouts/start/${todayWorkoutId}` },
  ])(
    "fetch $route's own code beside the frame's, before the frame has run, and no other page's",
    async ({ route, path }) => {
      const routeCode = await routeCodeFiles();
      const own = [...routeCode].filter(([, routes]) => routes.has(route)).map(([file]) => file);
      expect(own.length).toBeGreaterThan(0);
      // The frame's chunk is held back: the page's code must not wait for the frame to run and ask for it.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const continued: Promise<void>[] = [];
      await page.route('**/assets/app-frame-*.js', (held) => {
        const going = released.then(() => held.continue());
        continued.push(going);
        return going;
      });
      // What this document has loaded (the page before it may still be loading its own deferred parts).
      const loaded = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        );
      try {
        await openFromServer(page, `${run.app.url}${path()}`, 'commit');
        await expect
          .poll(async () => {
            const files = await loaded();
            return own.filter((file) => !files.includes(file));
          })
          .toEqual([]);
        const othersOnly = (await loaded()).filter((file) => routeCode.has(file) && !own.includes(file));
        expect(othersOnly).toEqual([]);
      } finally {
        release();
        // Each held request goes on before the route is removed (removing it first answers them itself).
        await Promise.all(continued);
        await page.unroute('**/assets/app-frame-*.js');
      }
      await waitUntilInteractive(page);
    },
  );

  it('ask for no stylesheet: both pages carry the one stylesheet inline, and a route never waits for it', async () => {
    const stylesheets: string[] = [];
    const onRequest = (request: { url: () => string; resourceType: () => string }) => {
      if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
        stylesheets.push(request.url());
    };
    page.on('request', onRequest);
    try {
      for (const path of ['/dashboard', '/schedule', '/goals', `/workouts/start/${todayWorkoutId}`]) {
        await openFromServer(page, `${run.app.url}${path}`);
        await waitUntilInteractive(page);
      }
    } finally {
      page.off('request', onRequest);
    }
    expect(stylesheets).toEqual([]);
  });
});

describe("a page's first read", () => {
  it.each([
    { route: '/dashboard', path: () => '/dashboard', shows: 'Welcome back, Paint!' },
    {
      route: '/workouts/start/$workoutId',
      path: () => `/workouts/start/${todayWorkoutId}`,
      shows: 'Press Start when you are ready for your first set.',
    },
  ])(
    'on $route is asked for by app.html beside the scripts, and the app takes that answer instead of asking again',
    async ({ path, shows }) => {
      await openFromServer(page, `${run.app.url}${path()}`);
      await page.getByText(shows).waitFor();
      await waitUntilInteractive(page);
      const { preloaded, reads } = await page.evaluate(() => ({
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')]
          .map((link) => link.href)
          .filter((href) => href.includes('/trpc/')),
        reads: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/trpc/')),
      }));
      expect(preloaded).toHaveLength(1);
      expect(reads[0]).toBe(preloaded[0]);
      // Asked for twice, a procedure would show the app's request did not match the preload.
      const procedures = reads.flatMap((url) => calledProcedures(new URL(url)));
      expect(procedures.filter((name, index) => procedures.indexOf(name) !== index)).toEqual([]);
    },
  );
});
