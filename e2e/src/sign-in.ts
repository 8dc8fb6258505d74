import type { Page } from 'playwright-core';

/** Signs in the way a person does: the Sign In button, the popup's local provider form, the popup closing. */
export async function signInThroughPopup(page: Page, who: { email: string; displayName: string }) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill(who.email);
  await popup.getByLabel('Display name').fill(who.displayName);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}
