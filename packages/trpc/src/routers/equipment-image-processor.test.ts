import {
  type EquipmentImageResult,
  type EquipmentScanner,
  SCAN_CLAIM_TTL_MS,
  SCAN_MAX_BYTES,
  SCAN_MESSAGES,
  type ScanRequest,
} from '@liftwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The harness's clock: a test moves it on to see a claim lapse. */
let clock = new Date('2026-03-01T12:00:00Z');

async function withScanner(scanner?: EquipmentScanner) {
  clock = new Date('2026-03-01T12:00:00Z');
  harness = await createTestHarness(() => clock, undefined, scanner && { scanner });
  return harness;
}

/** A model whose first scan waits until `answerFirst()`; later scans answer at once. */
function slowFirstModel() {
  let answerFirst!: () => void;
  const firstAnswered = new Promise<void>((resolve) => {
    answerFirst = resolve;
  });
  let calls = 0;
  const model = visionModel(async () => {
    calls += 1;
    if (calls === 1) await firstAnswered;
    return RESULT;
  });
  return { ...model, answerFirst };
}

/** A PNG of `megabytes` MB: the scan's byte bound reads the stored size. */
function pngOf(megabytes: number): Uint8Array {
  const bytes = new Uint8Array(Math.round(megabytes * 1024 * 1024));
  bytes.set(TEST_PNG);
  return bytes;
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

  it('one scan of an athlete at a time: a second answers CONFLICT while the first runs, and sends nothing', async () => {
    const model = slowFirstModel();
    const h = await withScanner(model.scanner);
    const owner = await h.signUp();
    await h.storePhoto(owner.id, 'one');
    await h.storePhoto(owner.id, 'two');
    const caller = h.callerFor(owner);

    const first = caller.processEquipmentImages();
    await vi.waitFor(() => expect(model.requests).toHaveLength(1));
    await expect(caller.processEquipmentImages()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SCAN_MESSAGES.scanRunning,
    });
    // Another athlete scans meanwhile.
    const other = await h.signUp();
    await h.storePhoto(other.id, 'theirs');
    await expect(h.callerFor(other).processEquipmentImages()).resolves.toMatchObject({ photoCount: 1 });

    model.answerFirst();
    await expect(first).resolves.toMatchObject({ photoCount: 2 });
    expect(model.requests).toHaveLength(2);
    // Done, the scan let go: the next one runs (and finds nothing new).
    await expect(caller.processEquipmentImages()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: SCAN_MESSAGES.noNewPhotos,
    });
  });

  it('a scan that failed or timed out lets go: the next one sends the same photos', async () => {
    let answer: () => Promise<EquipmentImageResult> = () =>
      Promise.reject(new Error('The vision model did not answer within 70 seconds.'));
    const model = visionModel(() => answer());
    const h = await withScanner(model.scanner);
    const owner = await h.signUp();
    await h.storePhoto(owner.id, 'photo');
    const caller = h.callerFor(owner);
    await expect(caller.processEquipmentImages()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    answer = async () => RESULT;
    await expect(caller.processEquipmentImages()).resolves.toMatchObject({ photoCount: 1 });
    expect(model.requests).toHaveLength(2);
  });

  it('a claim left by a server that stopped mid-scan holds the athlete up only until it lapses', async () => {
    const model = visionModel(async () => RESULT);
    const h = await withScanner(model.scanner);
    const owner = await h.signUp();
    await h.storePhoto(owner.id, 'photo');
    // A scan that claimed the photo and never came back.
    await h.queries.photos.claimForScan(owner.id, 'stopped-scan', ['photo'], clock, new Date(0));
    const caller = h.callerFor(owner);
    await expect(caller.processEquipmentImages()).rejects.toMatchObject({ code: 'CONFLICT' });
    clock = new Date(clock.getTime() + SCAN_CLAIM_TTL_MS + 1);
    await expect(caller.processEquipmentImages()).resolves.toMatchObject({ photoCount: 1 });
  });

  it('sends at most SCAN_MAX_BYTES a scan, oldest first; the photos beyond wait for the next scan', async () => {
    const model = visionModel(async () => RESULT);
    const h = await withScanner(model.scanner);
    const owner = await h.signUp();
    const third = SCAN_MAX_BYTES / (1024 * 1024) / 3;
    // Two photos fill most of a scan's bytes; the third would take it over.
    await h.storePhoto(owner.id, 'a', new Date('2026-03-01T10:00:00Z'), pngOf(third));
    await h.storePhoto(owner.id, 'b', new Date('2026-03-01T10:01:00Z'), pngOf(third));
    await h.storePhoto(owner.id, 'c', new Date('2026-03-01T10:02:00Z'), pngOf(third * 1.5));
    const caller = h.callerFor(owner);

    await expect(caller.processEquipmentImages()).resolves.toMatchObject({ photoCount: 2 });
    const sentBytes = (request: ScanRequest | undefined) =>
      (request?.photos ?? []).reduce((sum, photo) => sum + photo.bytes.byteLength, 0);
    expect(sentBytes(model.requests[0])).toBeLessThanOrEqual(SCAN_MAX_BYTES);
    const left = (await caller.getEquipmentPhotos()).photos.filter((photo) => !photo.processed);
    expect(left.map((photo) => photo.id)).toEqual(['c']);

    await expect(caller.processEquipmentImages()).resolves.toMatchObject({ photoCount: 1 });
    expect(model.requests[1]?.photos).toHaveLength(1);
  });
});
