// Many first loads in a row, as an athlete reloading between sets would make them: every one shows its screen.
// A renderer whose effects ran later than the router expects once left about one load in fifty on its pending
// page, suspending and resuming in a loop at 100% CPU. The loop needs the right timing, so one pass over the
// screens rarely meets it; five passes at two sizes (170 loads) met it every time while it could happen. None of
// the loads logs an error either, where React reports what it could not render.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { makeScreenData, type SignedInScreen, signedInScreens } from './signed-in-screens.ts';
import { openFromServer } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
let screens: SignedInScreen[];
const errors: string[] = [];

const PASSES = 5;
/** Far beyond a first load on this machine (about 0.3 s), short enough that a stuck page fails quickly. */
const SHOWN_WITHIN_MS = 10_000;

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'reload@example.test', displayName: 'Reload' });
  await page.getByText('Welcome back, Reload!').waitFor();
  screens = signedInScreens(await makeScreenData(page));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
});

it(`shows every signed-in screen on each of ${PASSES} passes of first loads, on a phone and a laptop`, async () => {
  const stuck: string[] = [];
  for (let pass = 1; pass <= PASSES && stuck.length === 0; pass++) {
    for (const size of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      for (const [name, path, ready] of screens) {
        await openFromServer(page, `${run.app.url}${path}`);
        const shown = await Promise.race([
          ready(page).then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), SHOWN_WITHIN_MS)),
        ]);
        if (!shown) {
          stuck.push(`${name} at ${size.width} px, pass ${pass}`);
          break;
        }
      }
      if (stuck.length > 0) break;
    }
  }
  expect(stuck, 'a first load that never showed its screen').toEqual([]);
  expect(errors, 'errors logged by the first loads').toEqual([]);
}, 600_000);
