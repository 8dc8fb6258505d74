import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { openFromServer } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
/** Every console.error line of the page, in order. */
const errorLogs: string[] = [];

beforeAll(async () => {
  page = await run.browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errorLogs.push(message.text());
  });
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'edsger@example.test', displayName: 'Edsger' });
  await page.getByText('Welcome back, Edsger!').waitFor();
});

/** The network drops every call to one procedure until the returned function is called. */
async function cutNetworkTo(procedure: string): Promise<() => Promise<void>> {
  const pattern = `**/trpc/${procedure}**`;
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

describe('profile when the network or the server fails', () => {
  it("a failed load says 'Failed to load profile. Please try again.' and shows no form until Retry loads it", async () => {
    const restore = await cutNetworkTo('getProfile');
    await openFromServer(page, `${run.app.url}/profile`);
    await page.getByText('Failed to load profile. Please try again.').waitFor();
    // The card says so instead of an empty form, which would read as if the saved data were gone.
    await page.getByText('Your profile could not be loaded.').waitFor();
    expect(await page.getByRole('button', { name: 'Save Profile' }).count()).toBe(0);
    expect(await page.getByText('Incomplete', { exact: true }).count()).toBe(0);

    await restore();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
  });

  it('a load that failed once is reported once: Retry and a save that succeed add no second failure', async () => {
    await page.getByLabel('Birth Year').fill('1931');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Your profile has been saved successfully.').waitFor();
    expect(errorLogs.filter((line) => line.startsWith('getProfile failed.'))).toHaveLength(1);
    expect(await page.getByText('Failed to load profile. Please try again.').count()).toBeLessThanOrEqual(1);
  });

  it("a failed save says 'Failed to save profile. Please try again.', keeps the form, and saving again works", async () => {
    await page.getByLabel('Birth Year').fill('1930');
    const restore = await cutNetworkTo('saveProfile');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Failed to save profile. Please try again.').waitFor();
    expect(await page.getByLabel('Birth Year').inputValue()).toBe('1930');

    await restore();
    // The answer itself, not the toast: the one of the save before may still be on screen.
    const saved = page.waitForResponse(
      (response) => response.url().includes('/trpc/saveProfile') && response.ok(),
    );
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await saved;
    await openFromServer(page, page.url());
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
    expect(await page.getByLabel('Birth Year').inputValue()).toBe('1930');
  });

  it("a rate-limited save (429) shows the server's message and keeps the form", async () => {
    const message = 'Too many requests. Please wait a moment and try again.';
    const pattern = '**/trpc/saveProfile**';
    // What the server's limiter answers, in tRPC's error shape (a batch of one), as TOO_MANY_REQUESTS.
    await page.route(pattern, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message,
              code: -32029,
              data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'saveProfile' },
            },
          },
        ]),
      }),
    );
    await page.getByLabel('Birth Year').fill('1932');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(message).waitFor();
    expect(await page.getByLabel('Birth Year').inputValue()).toBe('1932');
    await page.unroute(pattern);
  });
});
