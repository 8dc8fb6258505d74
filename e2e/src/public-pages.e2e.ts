import { constants, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { fillLocalSignInForm, waitUntilInteractive } from './sign-in.ts';

const run = useAppAndBrowser();

/** The script `/` may load for a signed-out visitor, gzip (LANDING_JS_BUDGET_BYTES of the web's budget). */
const LANDING_SCRIPT_BUDGET_BYTES = 20 * 1024;
let page: Page;

beforeEach(async () => {
  page = await run.browser.newPage();
});

describe('public pages', () => {
  it('shows the landing page with the hero, every promised feature and the footer', async () => {
    await page.goto(run.app.url);
    await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
    const text = await page.locator('body').textContent();
    for (const promise of [
      /AI workout generation/i,
      /equipment profiles/i,
      /rest timers/i,
      /recurring workouts/i,
      /progress analytics/i,
      /JSON import\/export/i,
      /real-time sync/i,
      /offline support/i,
    ]) {
      expect(text).toMatch(promise);
    }
    expect(text).toContain('2024');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  });

  it.each([
    ['/privacy-policy.html', /Privacy Policy/],
    ['/terms-of-use.html', /Terms of Use/],
    ['/cookie-policy.html', /Cookie Policy/],
  ])('footer link %s opens a real page', async (href, heading) => {
    await page.goto(run.app.url);
    await page.locator(`footer a[href="${href}"]`).click();
    await page.waitForURL(`**${href}`);
    expect(await page.locator('h1').textContent()).toMatch(heading);
    expect((await page.locator('body').textContent())?.length ?? 0).toBeGreaterThan(500);
  });

  it('shows the 404 page for an unknown path, logs the path, and returns home', async () => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`${run.app.url}/no-such-page`);
    await page.getByText('Oops! Page not found').waitFor();
    expect(logged.join('\n')).toContain('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each(['/dashboard', '/profile', '/workouts/create', '/strength-plan-review'])(
    'sends a signed-out visitor from %s back to /',
    async (path) => {
      await page.goto(`${run.app.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'STRENGTH UNLEASHED' }).waitFor();
    },
  );
});

describe('the prerendered landing page', () => {
  it('arrives as HTML with its hero, and its script wires it without an error', async () => {
    const html = await (await fetch(run.app.url)).text();
    expect(html).toContain('STRENGTH UNLEASHED');
    expect(html).toContain('Features');
    // A strict CSP (script-src 'self') forbids inline scripts.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(run.app.url);
    await waitUntilInteractive(page);
    // Wired: the menu button reacts (it is only a button in the static HTML).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it(`loads at most ${LANDING_SCRIPT_BUDGET_BYTES / 1024} KB gzip of script for a signed-out visitor, none of the app`, async () => {
    await page.goto(run.app.url, { waitUntil: 'networkidle' });
    await waitUntilInteractive(page);
    // Whatever the page's script does once it has run (the session check, a lazy import) has had its turn.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    let gzip = 0;
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      gzip += gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
    }
    expect(gzip).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
    expect(scripts.filter((script) => /\/(framework|app-frame)-/.test(script))).toEqual([]);
  });

  it("sends every other path the app shell: the frame and a page skeleton, not the landing page's content", async () => {
    const html = await (await fetch(`${run.app.url}/dashboard`)).text();
    expect(html).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col"><header/);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('STRENGTH UNLEASHED');
  });

  it.each([
    ['/robots.txt', /text\/plain/, /User-agent: \*/],
    ['/site.webmanifest', /manifest\+json|application\/json/, /"name": "Liftwise"/],
  ])('serves %s as a file', async (path, type, body) => {
    const response = await fetch(`${run.app.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(await response.text()).toMatch(body);
  });
});

describe('a tap before the landing script has run', () => {
  it('still starts sign-in, and the athlete comes back signed in', async () => {
    // A slow phone: the prerendered page is on screen while its script is still on the way.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(run.app.url, { waitUntil: 'commit' });
    // The bar's Sign In (the menu's own is hidden at this width), whatever element it is.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByText('Sign In', { exact: true })
      .first()
      .click();
    // Sign-in started: the identity provider's form, in this tab.
    await page.getByLabel('Email').waitFor({ timeout: 10_000 });
    releaseScript();
    await fillLocalSignInForm(page, { email: 'early@example.test', displayName: 'Early Tap' });
    await page.getByText('Welcome back, Early Tap!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});

describe('on a phone', () => {
  it('reaches Features, Pricing and About through the menu', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(run.app.url);
    await waitUntilInteractive(page);
    for (const [name, hash] of [
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['About', '#about'],
    ]) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.hash === hash);
      await page.getByRole('button', { name: 'Menu', expanded: false }).waitFor();
    }
  });
});

describe('cancelling sign-in', () => {
  it('logs the failure once although the popup reports it on two channels', async () => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Sign-in failed.')) failures.push(message.text());
    });
    await page.goto(run.app.url);
    await waitUntilInteractive(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    await expect.poll(() => failures.length).toBeGreaterThan(0);
    // Both announcements leave the popup before it closes; a few more turns of the page's event loop let a
    // second one arrive if it were going to be logged.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(failures).toHaveLength(1);
  });
});
