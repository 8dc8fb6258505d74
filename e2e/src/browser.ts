import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium (Playwright's own browser download does not work here); CHROMIUM_PATH overrides. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * The same Chromium with a DevTools port, its default profile being the returned context: another DevTools client on
 * the port (Lighthouse in `pnpm bench:web`) opens its tabs with that context's cookies, i.e. signed in.
 */
export function launchBrowserOnPort(port: number, profileDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
}
