import { describe, expect, it } from 'vitest';
import { itemImageUrlSchema, photoIdOfImageUrl, photoUrl, shownImageUrl } from './item-photo.ts';
import { equipmentInputSchema } from './schema.ts';
import { EQUIPMENT_SERVER_MESSAGES } from './text.ts';

const PHOTO_ID = '0b6f3c52-8a1e-4f7b-9d2a-6c1e5f4a3b21';

describe("an item's photo address", () => {
  it('is the photo route of one of the athlete’s photos, and reads back to the photo id', () => {
    expect(photoUrl(PHOTO_ID)).toBe(`/photos/${PHOTO_ID}`);
    expect(photoIdOfImageUrl(photoUrl(PHOTO_ID))).toBe(PHOTO_ID);
  });

  it('names no photo when empty, elsewhere, or with more path after the id', () => {
    for (const url of [
      '',
      'https://example.com/a.jpg',
      '/photos/',
      `/photos/${PHOTO_ID}/x`,
      `/api/${PHOTO_ID}`,
    ]) {
      expect(photoIdOfImageUrl(url)).toBeNull();
    }
  });

  it('is taken empty or as a photo path; any other address is refused with the reason', () => {
    expect(itemImageUrlSchema.parse('')).toBe('');
    expect(itemImageUrlSchema.parse(`/photos/${PHOTO_ID}`)).toBe(`/photos/${PHOTO_ID}`);
    const refused = itemImageUrlSchema.safeParse('https://tracker.example/pixel.gif');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(EQUIPMENT_SERVER_MESSAGES.imageUrlInvalid);
  });

  it('defaults to empty on an item sent without one', () => {
    const item = equipmentInputSchema.parse({ name: 'Bench', category: 'Benches', subcategory: 'Flat' });
    expect(item.imageUrl).toBe('');
  });

  it("is shown only when it is one of the athlete's photos: an address stored another way shows nothing", () => {
    expect(shownImageUrl(`/photos/${PHOTO_ID}`)).toBe(`/photos/${PHOTO_ID}`);
    for (const stored of ['', 'https://tracker.example/p.gif?u=x', 'javascript:alert(1)', '/photos/../x'])
      expect(shownImageUrl(stored)).toBe('');
  });
});
