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

/** Signs in the way a person does: the Sign In button, the popup's local provider form, the popup closing. */
export async function signInThroughPopup(page: Page, who: Person) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await fillLocalSignInForm(popup, who);
  await closed;
}
