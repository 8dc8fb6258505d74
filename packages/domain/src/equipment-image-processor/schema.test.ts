import { describe, expect, it } from 'vitest';
import { equipmentImageResultSchema, equipmentPhotoSchema, imageCountSchema } from './schema.ts';

describe('equipment image result schema (spec §3)', () => {
  it('image result confidence is 0-1 and the count is a whole number', () => {
    const item = {
      id: 'i1',
      name: 'Dumbbell',
      status: 'Good',
      category: 'Free Weights',
      subcategory: 'Dumbbells',
      description: '',
      specifications: { weight: { min: 5, max: 50, unit: 'lbs' } },
      availability: { always: true, timeRestrictions: [], notes: '' },
    };
    expect(
      equipmentImageResultSchema.safeParse({ equipment: [item], confidence: 0.8, summary: '' }).success,
    ).toBe(true);
    expect(
      equipmentImageResultSchema.safeParse({ equipment: [], confidence: 1.2, summary: '' }).success,
    ).toBe(false);
    expect(imageCountSchema.safeParse({ count: -1 }).success).toBe(false);
  });
});

describe('equipment photo schema', () => {
  it('takes only the accepted image types and a positive size', () => {
    const photo = {
      id: 'p1',
      contentType: 'image/png',
      size: 10,
      createdAt: '2026-01-01T00:00:00Z',
      processed: false,
    };
    expect(equipmentPhotoSchema.safeParse(photo).success).toBe(true);
    expect(equipmentPhotoSchema.safeParse({ ...photo, contentType: 'image/gif' }).success).toBe(false);
    expect(equipmentPhotoSchema.safeParse({ ...photo, size: 0 }).success).toBe(false);
  });
});
