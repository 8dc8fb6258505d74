import { describe, expect, it } from 'vitest';
import { equipmentAnalysisComplete, imageProcessingFailed, PHOTO_MESSAGES } from './text.ts';

describe('image processor toasts (spec §8)', () => {
  it("'Identified n equipment items with p% confidence.'", () => {
    expect(equipmentAnalysisComplete(4, 0.876)).toEqual({
      title: 'Equipment Analysis Complete!',
      description: 'Identified 4 equipment items with 88% confidence.',
    });
  });
  it('a processing failure appends the reason', () => {
    expect(imageProcessingFailed('no images')).toMatchObject({
      title: 'Processing Failed',
      description: 'Failed to process equipment images: no images',
      variant: 'destructive',
    });
  });
});

describe('photo upload refusals', () => {
  it('name the limit in the words an athlete reads', () => {
    expect(PHOTO_MESSAGES.tooLarge(8 * 1024 * 1024)).toBe('This photo is larger than 8 MB.');
    expect(PHOTO_MESSAGES.tooMany(50)).toBe(
      'You can keep at most 50 equipment photos. Delete some to upload more.',
    );
  });
});
