import { readdirSync } from 'node:fs';
import { PHOTO_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness(() => new Date('2026-03-01T12:00:00Z'));
});
afterAll(() => harness.dispose());

const upload = (userId: string, id: string, at: string) => harness.storePhoto(userId, id, new Date(at));

const filesOnDisk = () => readdirSync(harness.photoFolder).sort();

describe('photo procedures', () => {
  it('counts, lists newest first and deletes the row and the bytes', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    expect(await caller.getUserImageCount()).toEqual({ count: 0 });
    expect(await caller.getEquipmentPhotos()).toEqual({ photos: [] });

    await upload(user.id, 'photo-a', '2026-03-01T10:00:00Z');
    await upload(user.id, 'photo-b', '2026-03-01T11:00:00Z');
    expect(await caller.getUserImageCount()).toEqual({ count: 2 });
    expect(await caller.getEquipmentPhotos()).toEqual({
      photos: [
        {
          id: 'photo-b',
          contentType: 'image/png',
          size: 11,
          createdAt: '2026-03-01T11:00:00.000Z',
          processed: false,
        },
        {
          id: 'photo-a',
          contentType: 'image/png',
          size: 11,
          createdAt: '2026-03-01T10:00:00.000Z',
          processed: false,
        },
      ],
    });

    expect(await caller.deleteEquipmentPhoto({ photoId: 'photo-a' })).toEqual({ photoId: 'photo-a' });
    expect(await caller.getUserImageCount()).toEqual({ count: 1 });
    expect(await harness.photoStore.get('photo-a')).toBeNull();
    expect(filesOnDisk()).toEqual(['photo-b.png']);
  });

  it("a second athlete sees 0 photos and cannot delete the first athlete's", async () => {
    const owner = await harness.signUp();
    const stranger = harness.callerFor(await harness.signUp());
    await upload(owner.id, 'photo-owned', '2026-03-01T10:00:00Z');

    expect(await stranger.getUserImageCount()).toEqual({ count: 0 });
    expect(await stranger.getEquipmentPhotos()).toEqual({ photos: [] });
    await expect(stranger.deleteEquipmentPhoto({ photoId: 'photo-owned' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PHOTO_MESSAGES.notFound,
    });
    expect(await harness.callerFor(owner).getUserImageCount()).toEqual({ count: 1 });
    expect(await harness.photoStore.get('photo-owned')).not.toBeNull();
  });

  it('refuses an empty photo id', async () => {
    const caller = harness.callerFor(await harness.signUp());
    await expect(caller.deleteEquipmentPhoto({ photoId: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
