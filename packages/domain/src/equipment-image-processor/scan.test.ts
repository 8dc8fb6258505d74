import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, SCAN_MAX_BYTES } from './limits.ts';
import { photosForScan, SCAN_MAX_PHOTOS, scanPhotos } from './scan.ts';
import { SCAN_MESSAGES } from './text.ts';

const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' as const };

// The answering scanner is the vision model's adapter: its runs are in apps/api/src/ai/vision-scanner.test.ts.
describe('a scan before any model is asked', () => {
  it("refuses with the unconfigured scanner's reason, photos or not", async () => {
    const scanner = { available: false as const, reason: SCAN_MESSAGES.visionUnconfigured };
    await expect(scanPhotos({ photos: [photo], knownEquipment: [], scanner })).resolves.toEqual({
      ok: false,
      kind: 'unavailable',
      reason: 'No vision model is configured: set AI_BASE_URL and AI_VISION_MODEL (see the README).',
    });
  });
});

describe('the photos one scan sends', () => {
  const sized = (...sizes: number[]) => sizes.map((size, index) => ({ id: `p${index + 1}`, size }));
  const ids = (photos: { id: string }[]) => photos.map((photo) => photo.id);
  const MB = 1024 * 1024;

  it('takes the oldest photos while they fit the byte bound, and stops at the first that does not', () => {
    expect(ids(photosForScan(sized(3 * MB, 4 * MB, 2 * MB, 0.1 * MB)))).toEqual(['p1', 'p2']);
    expect(ids(photosForScan(sized(...Array(12).fill(0.5 * MB))))).toHaveLength(SCAN_MAX_PHOTOS);
  });

  it('sends ten photos of the largest size one at a time, never 80 MB at once', () => {
    const chosen = photosForScan(sized(...Array(10).fill(PHOTO_MAX_BYTES)));
    expect(ids(chosen)).toEqual(['p1']);
  });

  it('always sends the oldest photo, so one over the bound cannot hold the rest up', () => {
    expect(ids(photosForScan(sized(2 * SCAN_MAX_BYTES, 1)))).toEqual(['p1']);
    expect(ids(photosForScan([]))).toEqual([]);
  });

  it('bounds a scan at no less than one upload, so every photo fits a scan of its own', () => {
    expect(SCAN_MAX_BYTES).toBeGreaterThanOrEqual(PHOTO_MAX_BYTES);
  });
});
