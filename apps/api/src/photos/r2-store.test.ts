import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { createR2PhotoStore, isR2Bucket } from './r2-store.ts';

// The PHOTOS binding of wrangler.jsonc as workerd serves it locally (miniflare's R2, kept in memory here).
let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ PHOTOS: unknown }>>>;
beforeAll(async () => {
  proxy = await getPlatformProxy<{ PHOTOS: unknown }>({ persist: false });
}, 60_000);
afterAll(() => proxy?.dispose());

describe('photos in R2 (the PHOTOS binding)', () => {
  it('stores the bytes with their type, reads them back whole, and deletes them', async () => {
    const bucket = proxy.env.PHOTOS;
    if (!isR2Bucket(bucket)) throw new Error('wrangler.jsonc has no PHOTOS R2 binding');
    const store = createR2PhotoStore(bucket);
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 9, 8, 7]);
    expect(await store.get('w1')).toBeNull();
    await store.put('w1', bytes, 'image/webp');
    expect(await store.get('w1')).toEqual({ bytes, contentType: 'image/webp' });
    await store.delete('w1');
    expect(await store.get('w1')).toBeNull();
  });

  it('stores a streamed body whole, and nothing of one that errors part-way', async () => {
    const bucket = proxy.env.PHOTOS;
    if (!isR2Bucket(bucket)) throw new Error('wrangler.jsonc has no PHOTOS R2 binding');
    const store = createR2PhotoStore(bucket);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const streamOf = (chunks: Uint8Array[], failAtEnd: boolean) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(chunk);
          else if (failAtEnd) controller.error(new Error('too large'));
          else controller.close();
        },
      });
    await store.put('s1', streamOf([bytes.slice(0, 3), bytes.slice(3)], false), 'image/jpeg', bytes.length);
    expect(await store.get('s1')).toEqual({ bytes, contentType: 'image/jpeg' });
    await expect(store.put('s2', streamOf([bytes, bytes], true), 'image/jpeg')).rejects.toThrow('too large');
    expect(await store.get('s2')).toBeNull();
  });
});
