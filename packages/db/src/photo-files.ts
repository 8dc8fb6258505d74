import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  chunksOf,
  PHOTO_CONTENT_TYPES,
  PHOTO_EXTENSIONS,
  type PhotoContentType,
  type PhotoStore,
} from '@liftwise/domain';

/** Keys are made by the server (photo ids); anything else could name a path outside the folder. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,100}$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid photo storage key: ${key}`);
  return key;
}

/**
 * Photos as files in one folder (Node: `.data/uploads`). Each write goes to a temporary name in the same folder and
 * is renamed into place, which is atomic on one file system: a reader sees the whole photo or none, and a crash
 * mid-write leaves only a `.tmp-` file no key ever names.
 */
export function createFilePhotoStore(folder: string): PhotoStore {
  // The content type is kept beside the bytes, in the file name's extension: one file per photo, nothing to sync.
  const pathOf = (key: string, type: PhotoContentType) =>
    join(folder, `${checkedKey(key)}.${PHOTO_EXTENSIONS[type]}`);

  return {
    async put(key, body, contentType) {
      // Made at the first write, not at start-up: a server that never stores a photo leaves no folder behind.
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.tmp-${randomUUID()}`);
      try {
        // A stream is written chunk by chunk as it arrives: the photo is never whole in memory.
        await writeFile(temporary, body instanceof Uint8Array ? body : chunksOf(body), { flag: 'wx' });
        await rename(temporary, pathOf(key, contentType));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      for (const contentType of PHOTO_CONTENT_TYPES) {
        try {
          return { bytes: new Uint8Array(await readFile(pathOf(key, contentType))), contentType };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return null;
    },

    async delete(key) {
      await Promise.all(PHOTO_CONTENT_TYPES.map((type) => rm(pathOf(key, type), { force: true })));
    },
  };
}
