import type { Page } from 'playwright-core';

// What e2e files share to set up a situation (data, a failing server, a day): what the athlete does is done through
// the screens in each file (the steps that more than one file takes are in screens.ts).

/**
 * Calls a procedure from the signed-in page, with its session cookie and origin, as the app's own client does
 * (httpBatchLink without a transformer: a mutation is a POST of its input as JSON). For setting up data a test is
 * not about; what the athlete does is done through the screens.
 */
export async function mutateFromPage<T = unknown>(page: Page, procedure: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ procedure, input }) => {
      const response = await fetch(`/trpc/${procedure}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`${procedure}: ${response.status} ${JSON.stringify(body)}`);
      return body.result.data;
    },
    { procedure, input },
  );
}

/** A calendar day n days from the browser's today (same machine, same zone). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'June 5, 2024', as the schedule's day cells name a calendar day. */
export function dayCellName(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Tuesday' for '2026-11-24'. */
export function weekdayOf(date: string): string {
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] as string;
}

/** The next `count` days after today that fall on one of `weekdays`: where a started plan's sessions land. */
export function nextTrainingDays(weekdays: readonly string[], count: number): string[] {
  const days: string[] = [];
  for (let n = 1; days.length < count; n++) {
    const date = dayFromToday(n);
    if (weekdays.includes(weekdayOf(date))) days.push(date);
  }
  return days;
}

/** 'Tue, Nov 24', as the Start Plan toast names the first workout's day. */
export function shortDay(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${weekdayOf(date).slice(0, 3)}, ${MONTH_NAMES[m - 1]?.slice(0, 3)} ${d}`;
}

/** Whether a request calls `procedure`, alone (`/trpc/getProfile`) or in a batch (`/trpc/getProfile,getX?batch=1`). */
export function callsProcedure(url: URL, procedure: string): boolean {
  return calledProcedures(url).includes(procedure);
}

/** The procedures a tRPC request calls: one, or a batch's (`/trpc/getGoals,getProfile`); none for another URL. */
export function calledProcedures(url: URL): string[] {
  const [, path] = url.pathname.split('/trpc/');
  return path ? path.split(',') : [];
}

/**
 * The server's answer to one procedure is a 500 until the returned function is called. A batch that holds it fails
 * whole, as a batch does when the server is down.
 */
export async function failingCallsTo(page: Page, procedure: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => callsProcedure(url, procedure);
  await page.route(matches, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  );
  return () => page.unroute(matches);
}

/** Sees the toast, then closes it as a person would, so the next step starts with nothing over the page. */
export async function seeAndCloseToast(page: Page, title: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]', { hasText: title });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
}

const FRESH_LOAD_FLAG = 'liftwise-e2e-fresh-load';
const pagesWithFreshLoads = new WeakSet<Page>();

/** The IndexedDB database where the app keeps each athlete's data (apps/web/src/lib/offline-store.ts). */
export const OFFLINE_DATABASE = 'liftwise-offline';

/**
 * Opens `url` with this browser's cached data gone, so the screen shows what the server has (data set up through
 * `mutateFromPage` bypasses the app's cache). Clearing it from the running page is not enough: the app persists
 * its cache on every change, and one write between the clear and the reload brings the old data back. So the
 * clearing runs in the next page itself, before any of the app's scripts: localStorage, and the IndexedDB
 * database the cache lives in (the app's first open of it waits until the deletion is done).
 * `waitUntil: 'commit'` returns as soon as the new document has replaced the old one.
 */
export async function openFromServer(
  page: Page,
  url: string,
  waitUntil: 'commit' | 'load' = 'load',
): Promise<void> {
  if (!pagesWithFreshLoads.has(page)) {
    pagesWithFreshLoads.add(page);
    await page.addInitScript(
      ({ flag, database }) => {
        if (window.sessionStorage.getItem(flag) === null) return;
        window.sessionStorage.removeItem(flag);
        window.localStorage.clear();
        window.indexedDB.deleteDatabase(database);
      },
      { flag: FRESH_LOAD_FLAG, database: OFFLINE_DATABASE },
    );
  }
  // A page stuck in a loop never answers an evaluate, which has no time limit of its own: fail, not hang.
  await Promise.race([
    page.evaluate((flag) => window.sessionStorage.setItem(flag, '1'), FRESH_LOAD_FLAG),
    new Promise((_, reject) =>
      setTimeout(
        () => reject(new Error(`the page before ${url} did not answer within 10 s`)),
        10_000,
      ).unref(),
    ),
  ]);
  await page.goto(url, { waitUntil });
}

/** A box on the screen, in CSS pixels from the viewport's top left (what `boundingBox()` answers). */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function boxesOverlap(a: ScreenBox, b: ScreenBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Where the toasts on screen are once they have slid in: the boxes a person's next tap may land on. Waits for at
 * least one toast, then for its entry transition to end (measured mid-slide, a toast is not where it stays).
 */
export async function settledToastBoxes(page: Page): Promise<ScreenBox[]> {
  await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((toast) =>
      toast.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
  return page.locator('[data-sonner-toast]').evaluateAll((toasts) =>
    toasts.map((toast) => {
      const { x, y, width, height } = toast.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}
