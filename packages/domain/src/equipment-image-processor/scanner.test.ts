import { describe, expect, it } from 'vitest';
import {
  canProcessImages,
  confidencePercent,
  imageCountLine,
  photosWaitingLine,
  SCANNER_TEXT,
} from './scanner.ts';

describe('equipment image processor (spec §2)', () => {
  it("'n equipment image(s) uploaded' or the empty text naming the product", () => {
    expect(imageCountLine(3)).toBe('3 equipment image(s) uploaded');
    expect(imageCountLine(0)).toBe(
      'No equipment images uploaded yet. Use the Liftwise app to upload images of your equipment.',
    );
  });
  it('the button is disabled while processing, while the count loads, or when the count is 0', () => {
    expect(canProcessImages({ processing: false, countLoading: false, count: 2 })).toBe(true);
    expect(canProcessImages({ processing: true, countLoading: false, count: 2 })).toBe(false);
    expect(canProcessImages({ processing: false, countLoading: true, count: 2 })).toBe(false);
    expect(canProcessImages({ processing: false, countLoading: false, count: 0 })).toBe(false);
  });
  it('shows confidence (0-1) as a percent and quotes the signed-out text', () => {
    expect(confidencePercent(0.876)).toBe(88);
    expect(confidencePercent(1.5)).toBe(100);
    expect(SCANNER_TEXT.signedOut).toBe('Please sign in to use the equipment image processor.');
  });
});

describe('photos left after a scan', () => {
  it('says how many wait for the next scan and how to send them, and nothing when none are left', () => {
    expect(photosWaitingLine(3)).toBe(
      "3 photo(s) wait for the next scan: press 'Process Equipment Images' again.",
    );
    expect(photosWaitingLine(0)).toBe('');
  });
});
