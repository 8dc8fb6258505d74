import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { startModelServer } from './openai-compatible.ts';
import { choosePhotos, jpegOf } from './photos.ts';
import { signInThroughPopup } from './sign-in.ts';
import { seeAndCloseToast } from './test-data.ts';

/**
 * The scanner with a vision model configured: the app talks to a small OpenAI-compatible server started here (the
 * model is the edge of the world) that answers a fixed identification. Everything else is real.
 */
const IDENTIFIED = {
  equipment: [
    {
      id: '1',
      name: 'Olympic Barbell',
      status: 'Good',
      category: 'Free Weights',
      subcategory: 'Barbells',
      description: 'A 20 kg bar with blue collars.',
      specifications: { weight: '20 kg' },
      availability: { always: true, timeRestrictions: [], notes: '' },
    },
    {
      id: '2',
      name: 'power rack',
      status: 'Excellent',
      category: 'Racks & Rigs',
      subcategory: 'Power Racks',
      description: 'Black rack with J-hooks.',
      specifications: {},
      availability: { always: true, timeRestrictions: [], notes: '' },
    },
  ],
  confidence: 0.9,
  summary: 'A barbell and a power rack in a garage gym.',
};

let model: Awaited<ReturnType<typeof startModelServer>>;
beforeAll(async () => {
  model = await startModelServer(JSON.stringify(IDENTIFIED));
});
afterAll(() => model.close());
const run = useAppAndBrowser({ env: () => ({ AI_BASE_URL: model.baseUrl, AI_VISION_MODEL: 'e2e-vision' }) });
let page: Page;

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'ravi@example.test', displayName: 'Ravi' });
  await page.getByText('Welcome back, Ravi!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('identifying equipment from photos with a vision model', () => {
  it('uploads two photos, processes them, and shows the result cards with the toast', async () => {
    await page.goto(`${run.app.url}/equipment-image-processor`);
    await choosePhotos(page, [
      { name: 'garage-1.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, 2400, 1800) },
      { name: 'garage-2.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, 1200, 900) },
    ]);
    await page.getByText('2 equipment image(s) uploaded').waitFor();
    await page.getByRole('button', { name: 'Process Equipment Images' }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: 'Identified 2 equipment items with 90% confidence.' })
      .waitFor();
    await seeAndCloseToast(page, 'Equipment Analysis Complete!');
    await page.getByText('A barbell and a power rack in a garage gym.').waitFor();
    // Matched to the default catalogue's spelling.
    await page.getByText('Power Rack', { exact: true }).first().waitFor();
    // Both photos went to the model as images.
    const sent = JSON.stringify(model.requests.at(-1));
    expect(sent.match(/data:image\/jpeg;base64,/g)?.length).toBe(2);
  });

  it("'Add to my equipment' opens the add form filled in; saving puts it on the equipment list", async () => {
    await page
      .getByRole('button', { name: /Add to my equipment/ })
      .first()
      .click();
    await page.waitForURL('**/equipment/add');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Olympic Barbell');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL('**/equipment');
    await page.getByText('Olympic Barbell').first().waitFor();
  });

  it('photos already processed are not sent again', async () => {
    await page.goto(`${run.app.url}/equipment-image-processor`);
    expect(await page.getByRole('button', { name: 'Process Equipment Images' }).isDisabled()).toBe(true);
  });
});
