// Every signed-in screen, with a little data, checked by axe-core (WCAG 2.x A/AA rules, colour contrast included)
// in the real Chromium, on a phone and on a laptop: no violation of any impact.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { makeScreenData, type ScreenData, signedInScreens } from './signed-in-screens.ts';
import { openFromServer } from './test-data.ts';

const EMPTY: ScreenData = { workoutId: '', completedFromId: '', goalId: '', planId: '' };

const run = useAppAndBrowser();
let page: Page;

/** The data the screens show, made once through the app's own endpoints. */
let made: ScreenData;

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: unknown; failureSummary?: string | undefined }[];
}

/** axe-core's violations on the page as it is now, said briefly enough to read in a failed test. */
async function violations(): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(async () => {
    // The page as it settles: a colour transition caught halfway (a link's hover fade) blends two colours that
    // neither state shows. Endless ones (the skeletons' pulse) never finish and are left running.
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const runner = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    })) satisfies Violation[];
  });
  return found.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(node.target)}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  );
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'ally@example.test', displayName: 'Ally Access' });
  await page.getByText('Welcome back, Ally Access!').waitFor();
  made = await makeScreenData(page);
});

describe.each([
  ['a phone', { width: 375, height: 812 }],
  ['a laptop', { width: 1280, height: 800 }],
])('every signed-in screen on %s has no axe-core violation', (_, size) => {
  // The names are listed before the data exists; each test reads its screen's address once it does.
  it.each(signedInScreens(EMPTY).map(([name]) => [name]))('%s', async (name) => {
    const [, path, ready] = signedInScreens(made).find(([screen]) => screen === name) ?? [];
    if (!path || !ready) throw new Error(`no screen ${name}`);
    await page.setViewportSize(size);
    // Without the browser's cached data: the data was made behind the app's back.
    await openFromServer(page, `${run.app.url}${path}`);
    await ready(page);
    expect(await violations()).toEqual([]);
  });
});
