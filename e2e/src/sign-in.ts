import type { Page } from 'playwright-core';

interface Person {
  email: string;
  displayName: string;
}

/** The local identity provider's login page, filled in as a person would. */
export async function fillLocalSignInForm(page: Page, who: Person) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Display name').fill(who.displayName);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A page is prerendered HTML until its script has wired it (the landing page's plain script, or the app): wait for
 * that before clicking. A Sign In clicked before then follows its link (the full-page redirect), not the popup these
 * tests go through.
 */
export async function waitUntilInteractive(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Signs in the way a person does: the Sign In button, the popup's local provider form, the popup closing. Answers
 * the address of the page the form was on (the provider's login page, wherever the app's sign-in redirected).
 */
export async function signInThroughPopup(page: Page, who: Person): Promise<URL> {
  await waitUntilInteractive(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByLabel('Email').waitFor();
  const loginPage = new URL(popup.url());
  await fillLocalSignInForm(popup, who);
  await closed;
  return loginPage;
}
