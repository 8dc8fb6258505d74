import { describe, expect, it } from 'vitest';
import { SCAN_MESSAGES } from './messages.ts';
import { scanPhotos } from './scan.ts';

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
