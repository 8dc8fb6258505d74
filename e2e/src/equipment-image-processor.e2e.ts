// The scanner screen with no vision model configured (the default): the real server, storage and database.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { choosePhotos, jpegOf } from './photos.ts';
import { signInThroughPopup } from './sign-in.ts';

const run = useAppAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'grace@example.test', displayName: 'Grace' });
  await page.getByText('Welcome back, Grace!').waitFor();
});

describe('equipment image processor', () => {
  it('starts empty with the spec text and the button disabled', async () => {
    await page.goto(`${run.app.url}/equipment-image-processor`);
    await page
      .getByText('No equipment images uploaded yet. Use the Liftwise app to upload images of your equipment.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Process Equipment Images' }).isDisabled()).toBe(true);
  });

  it('uploads photos scaled to 1600 px on the long side, shows them, and enables processing', async () => {
    const big = await jpegOf(page, 4000, 3000);
    await choosePhotos(page, [
      { name: 'rack.jpg', mimeType: 'image/jpeg', buffer: big },
      { name: 'bench.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, 800, 600) },
    ]);
    await page.getByText('2 equipment image(s) uploaded').waitFor();
    const images = page.getByRole('list', { name: 'Your equipment photos' }).getByRole('img');
    await expect.poll(() => images.count()).toBe(2);
    // Served back by GET /photos/:id: the larger one at 1600×1200, the small one as it was.
    await expect
      .poll(() => images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).naturalWidth).sort()))
      .toEqual([1600, 800]);
    expect(await page.getByRole('button', { name: 'Process Equipment Images' }).isEnabled()).toBe(true);
  });

  it('a file that is not an image is refused in the browser with Retry, and stored photos are unchanged', async () => {
    await choosePhotos(page, [
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') },
    ]);
    await page.getByRole('alert').filter({ hasText: 'This file could not be read as an image.' }).waitFor();
    await page.getByRole('button', { name: 'Remove notes.jpg' }).click();
    await page.getByText('2 equipment image(s) uploaded').waitFor();
  });

  it('deletes a photo after confirming', async () => {
    await page.getByRole('button', { name: 'Delete equipment photo 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('1 equipment image(s) uploaded').waitFor();
  });

  it("without a vision model, processing says 'Processing Failed' with the reason", async () => {
    await page.getByRole('button', { name: 'Process Equipment Images' }).click();
    await page.getByText('Processing Failed').waitFor();
    await page
      .getByText('Failed to process equipment images: No vision model is configured', { exact: false })
      .waitFor();
  });
});
