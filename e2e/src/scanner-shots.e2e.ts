// Screenshots only (not a test for the suite): the server parts of issue 10 are stood in by page.route.
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';

const SHOTS = '/work/shots/scanner';
const fixtures = [1, 2, 3, 4].map((n) => readFileSync(`${SHOTS}/fixtures/photo${n}.jpg`));
const run = useAppAndBrowser();
let page: Page;

interface Photo {
  id: string;
  contentType: string;
  size: number;
  createdAt: string;
  processed: boolean;
}
const photos: Photo[] = [];
const bytes = new Map<string, Buffer>();
let uploads = 0;

const result = {
  equipment: [
    {
      id: 'scan-1',
      name: 'Power Rack',
      status: 'Good',
      category: 'Racks',
      subcategory: 'Power Racks',
      description: 'A full power rack with J-hooks and safety pins.',
      specifications: { height: '90 in', 'pull-up bar': true },
      availability: { always: true, timeRestrictions: [], notes: '' },
    },
    {
      id: 'scan-2',
      name: 'Adjustable Dumbbells',
      status: 'Excellent',
      category: 'Free Weights',
      subcategory: 'Dumbbells',
      description: 'A pair of dial-adjustable dumbbells on a stand.',
      specifications: { weight: '5-52.5 lbs', pair: true },
      availability: { always: false, timeRestrictions: ['Weekdays 6-9 am'], notes: 'Shared with family' },
    },
  ],
  confidence: 0.87,
  summary: 'A home gym with a power rack and a pair of adjustable dumbbells.',
  photoCount: 3,
};

const standIns: Record<string, () => unknown> = {
  getUserImageCount: () => ({ count: photos.length }),
  getEquipmentPhotos: () => ({ photos: [...photos].reverse() }),
  processEquipmentImages: () => {
    for (const photo of photos) photo.processed = true;
    return result;
  },
};

async function trpcStandIn(route: Route) {
  const url = new URL(route.request().url());
  const names = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
  if (!names.some((name) => name in standIns)) return route.continue();
  const real = await route.fetch();
  const answers = (await real.json()) as unknown[];
  const body = names.map((name, index) => {
    const standIn = standIns[name];
    return standIn ? { result: { data: standIn() } } : answers[index];
  });
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}

async function photosStandIn(route: Route) {
  const request = route.request();
  if (request.method() === 'POST') {
    uploads += 1;
    if (uploads === 4) {
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'You can keep at most 50 photos. Delete some to upload more.' }),
      });
    }
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const photo = {
      id: `photo-${uploads}`,
      contentType: request.headers()['content-type'] ?? 'image/jpeg',
      size: body.length,
      createdAt: new Date().toISOString(),
      processed: false,
    };
    photos.push(photo);
    bytes.set(photo.id, body);
    return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ photo }) });
  }
  const id = new URL(request.url()).pathname.split('/').pop() ?? '';
  const stored = bytes.get(id);
  if (!stored) return route.fulfill({ status: 404, body: '' });
  return route.fulfill({ status: 200, contentType: 'image/jpeg', body: stored });
}

async function shoot(name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.route(/\/trpc\//, trpcStandIn);
  await page.route(/\/photos(\/[^/]+)?$/, photosStandIn);
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
  await page.getByText('Welcome back, Ada!').waitFor();
});

describe('scanner screenshots (stand-ins for the server parts)', () => {
  it('empty, with photos, results, add form', async () => {
    await page.goto(`${run.app.url}/equipment-image-processor`);
    await page.getByText('No equipment images uploaded yet.', { exact: false }).waitFor();
    await shoot('1-empty');

    await page.getByLabel('Choose photos').setInputFiles(
      fixtures.map((buffer, index) => ({ name: `gym-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
    );
    await page.getByText('3 equipment image(s) uploaded').waitFor();
    await page.getByRole('alert').filter({ hasText: 'at most 50' }).waitFor();
    await shoot('2-photos');

    await page.getByRole('button', { name: 'Process Equipment Images' }).click();
    await page.getByText('Analysis results').waitFor();
    await shoot('3-results');

    await page.getByRole('button', { name: 'Add to my equipment' }).first().click();
    await page.getByText('Check what the scan found, then save it.').waitFor();
    await shoot('4-add-form');
  });
});
