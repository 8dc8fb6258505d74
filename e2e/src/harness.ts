import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningApp, startApp } from './server.ts';

export interface TestRun {
  /** The real Node server on a free port with a fresh database. */
  readonly app: RunningApp;
  /** Debian's Chromium. */
  readonly browser: Browser;
}

/**
 * Waits for every start to settle, then throws the first failure. Each start keeps what it started as it does, so
 * afterAll stops the server even when the browser failed to launch (a machine without Chromium had left every
 * file's server running after `npm test`).
 */
export async function allStarted(starts: readonly Promise<unknown>[]): Promise<void> {
  for (const result of await Promise.allSettled(starts))
    if (result.status === 'rejected') throw result.reason;
}

/**
 * Every end-to-end test file's set-up: the server and the browser start together before the file's tests and stop
 * after them. `env` (read when the server starts, after the file's earlier beforeAll hooks) adds configuration. Read `run.app` and `run.browser` inside hooks and tests (they exist once beforeAll has run).
 */
export function useAppAndBrowser(options: { env?: () => Record<string, string> } = {}): TestRun {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await allStarted([
      startApp(options.env?.()).then((started) => {
        app = started;
      }),
      launchBrowser().then((launched) => {
        browser = launched;
      }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return {
    get app() {
      if (!app) throw new Error('the app starts in beforeAll; read run.app inside a hook or test');
      return app;
    },
    get browser() {
      if (!browser)
        throw new Error('the browser starts in beforeAll; read run.browser inside a hook or test');
      return browser;
    },
  };
}
