import {
  type EquipmentImageResult,
  type EquipmentScanner,
  SCAN_MESSAGES,
  type ScanRequest,
} from '@liftwise/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestHarness, TEST_PNG } from '../testing.ts';

const RESULT: EquipmentImageResult = {
  equipment: [
    {
      id: 'scan-1',
      name: 'Olympic Barbell',
      status: 'Good',
      category: 'Free Weights',
      subcategory: 'Barbells',
      description: 'A 20 kg bar on a rack.',
      specifications: {},
      availability: { always: true, timeRestrictions: [], notes: '' },
    },
  ],
  confidence: 0.82,
  summary: 'One barbell.',
};

/**
 * The vision model is the edge of the world here (apps/api tests the real adapters over MockLanguageModelV4): this
 * scanner records what it was sent and answers a fixed result, or fails as a model would.
 */
function visionModel(answer: () => Promise<EquipmentImageResult>) {
  const requests: ScanRequest[] = [];
  const scanner: EquipmentScanner = {
    available: true,
    scan: (request) => {
      requests.push(request);
      return answer();
    },
  };
  return { scanner, requests };
}

let harness: Awaited<ReturnType<typeof createTestHarness>> | undefined;
afterEach(() => harness?.dispose());

async function withScanner(scanner?: EquipmentScanner) {
  harness = await createTestHarness(
    () => new Date('2026-03-01T12:00:00Z'),
    undefined,
    scanner && { scanner },
  );
  return harness;
}

describe('processEquipmentImages', () => {
  it("refuses with the unconfigured scanner's reason", async () => {
    const h = await withScanner();
    const caller = h.callerFor(await h.signUp());
    await expect(caller.processEquipmentImages()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: SCAN_MESSAGES.visionUnconfigured,
    });
  });

  it('sends the athlete’s new photos, answers the result and marks them processed; a second run has none', async () => {
    const model = visionModel(async () => RESULT);
    const h = await withScanner(model.scanner);
    const owner = await h.signUp();
    const other = await h.signUp();
    await h.storePhoto(owner.id, 'mine-1');
    await h.storePhoto(owner.id, 'mine-2');
    await h.storePhoto(other.id, 'theirs');
    const caller = h.callerFor(owner);

    const answer = await caller.processEquipmentImages();
    expect(answer).toMatchObject({ confidence: 0.82, summary: 'One barbell.', photoCount: 2 });
    expect(answer.equipment.map((item) => item.name)).toEqual(['Olympic Barbell']);
    expect(model.requests[0]?.photos.map((photo) => [...photo.bytes])).toEqual([
      [...TEST_PNG],
      [...TEST_PNG],
    ]);
    expect((await caller.getEquipmentPhotos()).photos.every((photo) => photo.processed)).toBe(true);
    await expect(caller.processEquipmentImages()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: SCAN_MESSAGES.noNewPhotos,
    });
    // The other athlete's photo was never sent (two photos went), and is still theirs to process.
    expect((await h.callerFor(other).getEquipmentPhotos()).photos[0]?.processed).toBe(false);
  });

  it('a failed scan answers BAD_GATEWAY with the reason and leaves the photos to retry', async () => {
    const model = visionModel(() =>
      Promise.reject(new Error('The vision model did not answer within 70 seconds.')),
    );
    const h = await withScanner(model.scanner);
    const owner = await h.signUp();
    await h.storePhoto(owner.id, 'photo');
    const caller = h.callerFor(owner);
    await expect(caller.processEquipmentImages()).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: expect.stringContaining('did not answer within 70 seconds'),
    });
    expect((await caller.getEquipmentPhotos()).photos[0]?.processed).toBe(false);
  });
});
