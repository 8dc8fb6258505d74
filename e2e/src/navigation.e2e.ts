import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { fillLocalSignInForm, signInThroughPopup, waitUntilInteractive } from './sign-in.ts';

const run = useAppAndBrowser();

describe('sign-in when the browser blocks the popup', () => {
  it('falls back to a full-page redirect and comes back signed in', async () => {
    const context = await run.browser.newContext();
    // What a popup blocker does: window.open returns null.
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await context.newPage();
    await page.goto(run.app.url);
    await waitUntilInteractive(page);
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await fillLocalSignInForm(page, { email: 'grace@example.test', displayName: 'Grace Hopper' });
    await page.getByText('Welcome back, Grace Hopper!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});

describe('the signed-in menu', () => {
  let page: Page;
  const menuItem = () => page.getByRole('menuitem', { name: 'Sign Out', exact: true });

  beforeAll(async () => {
    page = await run.browser.newPage();
    await page.goto(run.app.url);
    await signInThroughPopup(page, { email: 'alan@example.test', displayName: 'Alan Turing' });
    await page.getByText('Welcome back, Alan Turing!').waitFor();
  });

  it('lists every destination of the spec and follows one', async () => {
    await page.getByRole('button', { name: /menu/i }).click();
    for (const name of [
      'Dashboard',
      'Schedule',
      'Workouts',
      'Equipment',
      'AI Equipment Scanner',
      'Goals',
      'AI Program Generator',
      'Sign Out',
      'Sign Out Everywhere',
    ]) {
      await page.getByRole('menuitem', { name, exact: true }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'AI Equipment Scanner' }).click();
    await page.waitForURL((url) => url.pathname === '/equipment-image-processor');
    expect(await menuItem().count()).toBe(0);
  });

  it('closes on Escape', async () => {
    await page.getByRole('button', { name: /menu/i }).click();
    await menuItem().waitFor();
    await page.keyboard.press('Escape');
    await menuItem().waitFor({ state: 'detached' });
  });

  it('closes on a click outside it', async () => {
    await page.getByRole('button', { name: /menu/i }).click();
    await menuItem().waitFor();
    await page.mouse.click(5, 400);
    await menuItem().waitFor({ state: 'detached' });
  });

  it('turns the prerendered landing page into the signed-in app', async () => {
    await page.goto(run.app.url);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Welcome back, Alan Turing!').waitFor();
  });
});

describe('the hand-over from the landing page to the app', () => {
  it('signs in on the landing page and becomes the app with one React root: no error on the page', async () => {
    const context = await run.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(run.app.url);
    await signInThroughPopup(page, { email: 'grace@example.test', displayName: 'Grace Hopper' });
    await page.getByText('Welcome back, Grace Hopper!').waitFor();
    // The app's code arrives as a dynamic import here: it must not also mount itself as app.html's entry does.
    expect(await page.locator('#root > *').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Sign Out Everywhere', () => {
  it('asks the server to end every session, then leaves this browser signed out', async () => {
    const context = await run.browser.newContext();
    const page = await context.newPage();
    await page.goto(run.app.url);
    await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada Lovelace' });
    await page.getByText('Welcome back, Ada Lovelace!').waitFor();
    await page.getByRole('button', { name: /menu/i }).click();
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/auth/signout/everywhere'),
    );
    await page.getByRole('menuitem', { name: 'Sign Out Everywhere' }).click();
    await request;
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await context.close();
  });
});
