import { describe, expect, it } from 'vitest';
import { equipmentAnalysisComplete, imageProcessingFailed } from './messages.ts';

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
