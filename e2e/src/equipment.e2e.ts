import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { choosePhotos, jpegOf } from './photos.ts';
import { chooseOption as choose, loadedWidth } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { callsProcedure, openFromServer } from './test-data.ts';

const run = useAppAndBrowser();

/** The summary tiles as { label: value }. */
async function tiles(page: Page): Promise<Record<string, string>> {
  await page.locator('dl[aria-label="Summary"]').waitFor();
  const entries = await page
    .locator('dl[aria-label="Summary"] > div')
    .evaluateAll((divs) =>
      divs.map((div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent]),
    );
  return Object.fromEntries(entries);
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/** Calls to one procedure, alone or in a batch, answer 500 until the returned function is called. */
async function failWith500(page: Page, procedure: string): Promise<() => Promise<void>> {
  const matches = (url: URL) =>
    url.pathname.startsWith('/trpc/') && url.pathname.split(/[/,]/).includes(procedure);
  await page.route(matches, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  return () => page.unroute(matches);
}

async function signIn(page: Page, email: string, displayName: string) {
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email, displayName });
  await page.getByText(`Welcome back, ${displayName}!`).waitFor();
}

// One athlete's equipment, in order: each step builds on the one before, as it would for a person.
describe('an athlete keeps their equipment', () => {
  let page: Page;

  beforeAll(async () => {
    page = await run.browser.newPage();
    await signIn(page, 'lu@example.test', 'Lu');
  });

  it("the dashboard says 'Get Started' before any equipment, and the empty list offers the catalogue", async () => {
    const manage = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Manage Equipment' }) });
    await manage.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/equipment');
    await page.getByRole('heading', { name: 'No equipment yet' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Add from catalogue' }).first().waitFor();
    expect(await tiles(page)).toEqual({ 'Total Equipment': '0', Excellent: '0', Good: '0', Categories: '0' });
    // Home, Gym and Travel from the start, Home active.
    for (const name of ['All locations', 'Home (active)', 'Gym', 'Travel']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
  });

  it('shows every validation message of the add form', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Add Equipment' }).first().click();
    await page.getByLabel('Name', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    for (const message of ['Equipment name is required', 'Category is required', 'Subcategory is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/equipment/add');
  });

  it("a failed save says 'Failed to add equipment. Please try again.' and keeps what was typed", async () => {
    await page.getByLabel('Name', { exact: true }).fill('Garage Dumbbells');
    await choose(page, 'Category', 'Free Weights');
    await choose(page, 'Subcategory', 'Dumbbells');
    await page.getByLabel('Specification 1 name').fill('Weight range');
    await page.getByLabel('Specification 1 value').fill('5-50 lbs');
    await page.getByText('Range: 5–50 lbs').waitFor();
    await page.getByRole('button', { name: 'Add specification' }).click();
    await page.getByLabel('Specification 2 name').fill('Adjustable');
    await page.getByLabel('Specification 2 value').fill('yes');
    // A third row left half empty is not sent.
    await page.getByRole('button', { name: 'Add specification' }).click();
    await page.getByLabel('Specification 3 name').fill('Colour');

    const restore = await failWith500(page, 'addUserEquipment');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Failed to add equipment. Please try again.').waitFor();
    await restore();
    expect(new URL(page.url()).pathname).toBe('/equipment/add');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Garage Dumbbells');
    expect(await page.getByLabel('Category', { exact: true }).textContent()).toContain('Free Weights');
    expect(await page.getByLabel('Subcategory', { exact: true }).textContent()).toContain('Dumbbells');
    expect(await page.getByLabel('Specification 1 value').inputValue()).toBe('5-50 lbs');
    expect(await page.getByLabel('Specification 2 value').inputValue()).toBe('yes');
  });

  it('adds it with two specification rows and a range, and the list shows its badges and the tiles', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Equipment Added').waitFor();
    await page.waitForURL((url) => url.pathname === '/equipment');
    const item = card(page, 'Garage Dumbbells');
    await item.waitFor();
    const text = await item.textContent();
    expect(text).toContain('Free Weights • Dumbbells');
    expect(text).toContain('Excellent');
    expect(text).toContain('Always Available');
    expect(text).toContain('Weight range5–50 lbs');
    expect(text).toContain('AdjustableYes');
    expect(text).not.toContain('Colour');
    expect(await tiles(page)).toEqual({ 'Total Equipment': '1', Excellent: '1', Good: '0', Categories: '1' });
  });

  it('edits it: the form opens filled in, and the change is kept after a reload', async () => {
    await card(page, 'Garage Dumbbells').getByRole('link', { name: 'Edit Garage Dumbbells' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/equipment/edit/'));
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Garage Dumbbells');
    expect(await page.getByLabel('Specification 1 value').inputValue()).toBe('5-50 lbs');
    expect(await page.getByLabel('Specification 2 value').inputValue()).toBe('Yes');

    await choose(page, 'Status', 'Good');
    await choose(page, 'Availability', 'Reserved');
    await page.getByLabel('Time restrictions').fill('Weekdays 6-9 am');
    await page.getByLabel('Notes').fill('Shared with my partner');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Equipment Updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/equipment');

    await page.reload();
    const text = await card(page, 'Garage Dumbbells').textContent();
    expect(text).toContain('Good');
    expect(text).toContain('Limited');
    expect(text).toContain('Reserved — Shared with my partner · Weekdays 6-9 am');
    expect(await tiles(page)).toEqual({ 'Total Equipment': '1', Excellent: '0', Good: '1', Categories: '1' });
  });

  it('adds several items from the catalogue in one step, at the chosen location', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Add from catalogue' }).first().click();
    await page.getByLabel('Search').fill('olympic barbell');
    await page.getByLabel('Olympic Barbell', { exact: true }).check();
    await page.getByLabel('Search').fill('');
    await choose(page, 'Category', 'Cardio');
    await page.getByLabel('Rowing Machine', { exact: true }).check();
    await choose(page, 'Add to', 'Gym');

    const added = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/trpc/addUserEquipment',
    );
    await page.getByRole('button', { name: 'Add 2 selected items' }).click();
    // tRPC's batch link sends { "0": input } even for one call.
    const body = (await added).postDataJSON() as Record<string, { equipment: { name: string }[] }>;
    expect(body['0']?.equipment.map((item) => item.name)).toEqual(['Olympic Barbell', 'Rowing Machine']);
    await page.getByText('2 items added to Gym').waitFor();

    // Back on the list, filtered by Gym: the two new items only.
    await card(page, 'Rowing Machine').waitFor();
    expect(await page.getByRole('button', { name: 'Gym', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await card(page, 'Garage Dumbbells').count()).toBe(0);
    expect(await tiles(page)).toEqual({ 'Total Equipment': '2', Excellent: '2', Good: '0', Categories: '2' });
    expect(await card(page, 'Olympic Barbell').textContent()).toContain('Sleeve diameter2 in');
  });

  it('switches location: filters the list, makes Gym active, renames it and adds another', async () => {
    await page.getByRole('button', { name: 'Home (active)', exact: true }).click();
    await card(page, 'Garage Dumbbells').waitFor();
    expect(await card(page, 'Rowing Machine').count()).toBe(0);

    await page.getByRole('button', { name: 'Gym', exact: true }).click();
    await page.getByRole('button', { name: 'Make Gym active' }).click();
    await page.getByRole('button', { name: 'Gym (active)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Home', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Rename Gym' }).click();
    await page.getByLabel('Location name').fill('Garage Gym');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('button', { name: 'Garage Gym (active)', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add location' }).click();
    // A name already taken is refused with the server's reason, and the dialog keeps what was typed.
    await page.getByLabel('Location name').fill('travel');
    await page.getByRole('dialog').getByRole('button', { name: 'Add location' }).click();
    await page.getByText('A location with this name already exists').waitFor();
    await page.getByLabel('Location name').fill('Hotel');
    await page.getByRole('dialog').getByRole('button', { name: 'Add location' }).click();
    await page.getByRole('heading', { name: 'No equipment at Hotel yet' }).waitFor();

    await page.getByRole('button', { name: 'All locations', exact: true }).click();
    expect(await tiles(page)).toEqual({ 'Total Equipment': '3', Excellent: '2', Good: '1', Categories: '2' });
    await page.reload();
    await page.getByRole('button', { name: 'Garage Gym (active)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Hotel', exact: true }).waitFor();
  });

  it('deletes an item after confirmation, and Cancel keeps it', async () => {
    await card(page, 'Garage Dumbbells').getByRole('button', { name: 'Delete Garage Dumbbells' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Garage Dumbbells?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, 'Garage Dumbbells').waitFor();

    await card(page, 'Garage Dumbbells').getByRole('button', { name: 'Delete Garage Dumbbells' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Equipment Deleted').waitFor();
    await card(page, 'Garage Dumbbells').waitFor({ state: 'detached' });
    await page.reload();
    await card(page, 'Rowing Machine').waitFor();
    expect(await card(page, 'Garage Dumbbells').count()).toBe(0);
  });

  it('keeps the equipment and the locations across a restart of the server', async () => {
    await run.app.restart();
    await openFromServer(page, `${run.app.url}/equipment`);
    await page.getByRole('button', { name: 'Garage Gym (active)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'All locations', exact: true }).click();
    await card(page, 'Rowing Machine').waitFor();
    await card(page, 'Olympic Barbell').waitFor();
  });

  it("the dashboard now says 'Manage Equipment'", async () => {
    await page.goto(`${run.app.url}/dashboard`);
    const manage = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Manage Equipment' }) });
    await manage.getByRole('link', { name: 'Manage Equipment' }).waitFor();
  });
});

describe('equipment when the server fails', () => {
  let page: Page;

  beforeAll(async () => {
    page = await run.browser.newPage();
    await signIn(page, 'mo@example.test', 'Mo');
  });

  /** A fresh list page (nothing cached), so the add screen's only call is getDefaultEquipment. */
  async function openListFresh() {
    await openFromServer(page, `${run.app.url}/equipment`);
    await page.getByRole('heading', { name: 'No equipment yet' }).waitFor();
  }

  it('a failed list load shows the empty list with Retry, and Retry loads it', async () => {
    const restore = await failWith500(page, 'getUserEquipment');
    await openFromServer(page, `${run.app.url}/equipment`);
    await page.getByText('Your equipment could not be loaded.').waitFor();
    await page.getByText('Failed to load equipment. Please try again later.').first().waitFor();
    expect(await tiles(page)).toMatchObject({ 'Total Equipment': '0' });
    await restore();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Your equipment could not be loaded.').waitFor({ state: 'detached' });
  });

  it("categories that cannot be loaded say 'Failed to load equipment categories. Please try again later.'", async () => {
    await openListFresh();
    const restoreFetch = await failWith500(page, 'getDefaultEquipment');
    const restoreSeed = await failWith500(page, 'initializeDefaultEquipment');
    await page.getByRole('main').getByRole('link', { name: 'Add Equipment' }).first().click();
    await page.getByText('Failed to load equipment categories. Please try again later.').first().waitFor();
    expect(await page.getByLabel('Name', { exact: true }).count()).toBe(0);
    await restoreFetch();
    await restoreSeed();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Name', { exact: true }).waitFor();
  });

  it('when the first catalogue fetch fails, the app seeds the catalogue and fetches it again (spec §7)', async () => {
    await openListFresh();
    let failed = 0;
    // The fetch after the seeding may go out in one batch with another read (`/trpc/getDefaultEquipment,…`).
    const catalogueRead = (url: URL) => callsProcedure(url, 'getDefaultEquipment');
    await page.route(catalogueRead, (route) => {
      if (failed++ === 0) return route.fulfill({ status: 500, body: 'Internal Server Error' });
      return route.continue();
    });
    const seeded = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/trpc/initializeDefaultEquipment',
    );
    // Counted once its answer is in: the lists alone do not say which request filled them.
    const fetchedAgain = page.waitForResponse(
      (response) => catalogueRead(new URL(response.url())) && response.ok(),
    );
    await page.getByRole('main').getByRole('link', { name: 'Add Equipment' }).first().click();
    await seeded;
    await fetchedAgain;
    await choose(page, 'Category', 'Cardio');
    await choose(page, 'Subcategory', 'Rowers');
    await page.unroute(catalogueRead);
    expect(failed).toBe(2);
  });
});

/** Waits until the open list's highlighted option is this one. */
async function highlighted(page: Page, option: string) {
  await page.locator('[role="option"][data-highlighted]', { hasText: option }).waitFor();
}

describe('the add form with the keyboard only', () => {
  it('fills name, category and subcategory with keys and adds the item with Enter', async () => {
    const page = await run.browser.newPage();
    await signIn(page, 'kim@example.test', 'Kim');
    await page.goto(`${run.app.url}/equipment/add`);
    const name = page.getByLabel('Name', { exact: true });
    await name.focus();
    await page.keyboard.type('Competition Kettlebell');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('Kettle', { delay: 40 });
    // Radix moves the highlight as the letters arrive: press Enter only once it is on the intended choice.
    await highlighted(page, 'Kettlebells');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Competition', exact: true }).waitFor();
    await page.keyboard.type('Comp', { delay: 40 });
    await highlighted(page, 'Competition');
    await page.keyboard.press('Enter');
    await name.press('Enter');
    await page.getByText('Equipment Added').waitFor();
    expect(await card(page, 'Competition Kettlebell').textContent()).toContain('Kettlebells • Competition');
    await page.close();
  });
});

// An item's own photo, on a phone: taken in the form, shown on the card, counted with the
// scanner's photos but never sent to it, and deleted with the item's edit.
describe("an item's photo", () => {
  let page: Page;

  async function scannerSays(line: string) {
    await page.goto(`${run.app.url}/equipment-image-processor`);
    await page.getByText(line).waitFor();
  }

  beforeAll(async () => {
    page = await run.browser.newPage();
    await signIn(page, 'ola@example.test', 'Ola');
    await page.setViewportSize({ width: 375, height: 740 });
  });

  it('is chosen in the add form, can be taken off and replaced, and shows on the card once added', async () => {
    await page.goto(`${run.app.url}/equipment/add`);
    const photo = await jpegOf(page, 1200, 900);
    await choosePhotos(page, [{ name: 'rack.jpg', mimeType: 'image/jpeg', buffer: photo }], 'Choose photo');
    const preview = page.getByRole('img', { name: 'This equipment, as you photographed it' });
    await expect.poll(() => loadedWidth(preview)).toBe(1200);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('button', { name: 'Choose photo', exact: true }).waitFor();
    await choosePhotos(page, [{ name: 'rack-2.jpg', mimeType: 'image/jpeg', buffer: photo }], 'Choose photo');
    await preview.waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Garage Rack');
    await choose(page, 'Category', 'Racks & Rigs');
    await choose(page, 'Subcategory', 'Power Racks');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Equipment Added').waitFor();
    const onCard = card(page, 'Garage Rack').getByRole('img', { name: 'Garage Rack' });
    await expect.poll(() => loadedWidth(onCard)).toBe(1200);
  });

  it('is one photo in the scanner’s count (the removed one is gone), marked processed so it is not sent', async () => {
    await scannerSays('1 equipment image(s) uploaded');
    await page.getByRole('list', { name: 'Your equipment photos' }).getByText('Processed').waitFor();
    expect(await page.getByRole('button', { name: 'Process Equipment Images' }).isDisabled()).toBe(true);
  });

  it('a photo uploaded in a form that is then cancelled is deleted', async () => {
    await page.goto(`${run.app.url}/equipment/add`);
    const photo = await jpegOf(page, 640, 480);
    await choosePhotos(page, [{ name: 'bench.jpg', mimeType: 'image/jpeg', buffer: photo }], 'Choose photo');
    await page.getByRole('img', { name: 'This equipment, as you photographed it' }).waitFor();
    // The delete is sent as the form closes; the full page load below would cancel it if still in flight (an
    // athlete who closes the tab at that instant keeps the photo), so it is awaited.
    const deleted = page.waitForResponse((response) => response.url().includes('deleteEquipmentPhoto'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/equipment');
    expect((await deleted).ok()).toBe(true);
    // Two photos until the delete lands; then the count reads 1 again.
    await scannerSays('1 equipment image(s) uploaded');
  });

  it('removed in an edit and saved, it leaves the card and the athlete’s photos', async () => {
    await page.goto(`${run.app.url}/equipment`);
    await card(page, 'Garage Rack').getByRole('link', { name: 'Edit Garage Rack' }).click();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Equipment Updated').waitFor();
    await card(page, 'Garage Rack').waitFor();
    expect(await card(page, 'Garage Rack').getByRole('img').count()).toBe(0);
    await scannerSays(
      'No equipment images uploaded yet. Use the Liftwise app to upload images of your equipment.',
    );
  });
});
