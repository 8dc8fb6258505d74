import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFilePhotoStore } from './photo-files.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'liftwise-photo-files-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);

describe('photos as files', () => {
  it('creates its folder at the first write, reads the bytes and type back, and deletes them', async () => {
    const folder = join(root, 'uploads');
    const store = createFilePhotoStore(folder);
    expect(await store.get('p1')).toBeNull();
    await store.put('p1', bytes, 'image/jpeg');
    expect(await store.get('p1')).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(readdirSync(folder)).toEqual(['p1.jpg']);
    await store.delete('p1');
    expect(await store.get('p1')).toBeNull();
    expect(readdirSync(folder)).toEqual([]);
    await store.delete('p1');
  });

  it('writes a stream chunk by chunk; one that errors part-way leaves nothing, not even its temporary file', async () => {
    const folder = join(root, 'uploads');
    const store = createFilePhotoStore(folder);
    const streamOf = (chunks: Uint8Array[], failAtEnd: boolean) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(chunk);
          else if (failAtEnd) controller.error(new Error('too large'));
          else controller.close();
        },
      });
    await store.put('s1', streamOf([bytes.slice(0, 2), bytes.slice(2)], false), 'image/jpeg');
    expect(await store.get('s1')).toEqual({ bytes, contentType: 'image/jpeg' });

    await expect(store.put('s2', streamOf([bytes, bytes], true), 'image/jpeg')).rejects.toThrow('too large');
    expect(await store.get('s2')).toBeNull();
    expect(readdirSync(folder)).toEqual(['s1.jpg']);
  });

  it('refuses a key that could name a path outside the folder', async () => {
    const store = createFilePhotoStore(join(root, 'uploads'));
    await expect(store.put('../escape', bytes, 'image/png')).rejects.toThrow('Invalid photo storage key');
    expect(readdirSync(root)).toEqual(['uploads']);
    expect(readdirSync(join(root, 'uploads'))).toEqual([]);
  });

  it('leaves no temporary file behind when the rename fails', async () => {
    const folder = join(root, 'uploads');
    const store = createFilePhotoStore(folder);
    mkdirSync(folder);
    // A non-empty folder where the photo's file should go makes the rename fail after the bytes were written.
    const blocker = join(folder, 'blocked.png');
    mkdirSync(blocker);
    writeFileSync(join(blocker, 'inside'), 'x');
    await expect(store.put('blocked', bytes, 'image/png')).rejects.toThrow();
    expect(readdirSync(folder)).toEqual(['blocked.png']);
  });
});
