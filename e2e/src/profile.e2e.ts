import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { openFromServer } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await run.browser.newPage();
});

const currentYear = new Date().getFullYear();

// One athlete's first visit, in order: each step builds on the one before, as it would for a person.
describe('sign in, complete the profile, sign out', () => {
  it('signs in through the popup and shows the signed-in state without a reload', async () => {
    await page.goto(run.app.url);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada Lovelace' });
    await page.getByText('Welcome back, Ada Lovelace!').waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await page
      .getByRole('link', { name: /Ada Lovelace/ })
      .first()
      .waitFor();
  });

  it('names what is missing in the profile banner', async () => {
    const banner = page.getByRole('region', { name: 'Complete Your Profile' });
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('Add your sex and birth year to personalize your experience');
    expect(text).toContain('Incomplete');
    expect(text).toMatch(/Sex/);
    expect(text).toMatch(/Birth Year/);
  });

  it('refuses an invalid birth year and keeps what was typed', async () => {
    await page.goto(`${run.app.url}/profile`);
    await page.getByText('ada@example.test').waitFor();
    await page.getByLabel('Birth Year').fill('1850');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Please enter a valid birth year').first().waitFor();
    expect(await page.getByLabel('Birth Year').inputValue()).toBe('1850');
  });

  it("fills the profile, sees 'Profile Updated', and the banner is gone after a reload", async () => {
    await page.getByLabel('Sex').click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByLabel('Birth Year').fill('1990');
    await page.getByText(`Age: ${currentYear - 1990} years old`).waitFor();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile Updated').waitFor();
    await page.getByText('Your profile has been saved successfully.').waitFor();
    await page.getByText('Complete', { exact: true }).waitFor();

    await page.goto(`${run.app.url}/dashboard`);
    await page.reload();
    await page.getByText('Welcome back, Ada Lovelace!').waitFor();
    expect(await page.getByRole('region', { name: 'Complete Your Profile' }).count()).toBe(0);
  });

  it('keeps the profile across a server restart', async () => {
    await run.app.restart();
    // Without the browser's cached copy, what shows must come from the restarted server's database.
    await openFromServer(page, `${run.app.url}/profile`);
    await page.getByText('ada@example.test').waitFor();
    expect(await page.getByLabel('Birth Year').inputValue()).toBe('1990');
  });

  it('signs out from the menu: back to / and signed out', async () => {
    await page.goto(`${run.app.url}/dashboard`);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.goto(`${run.app.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
