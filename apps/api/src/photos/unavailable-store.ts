import type { PhotoStore } from '@liftwise/domain';

export const PHOTO_STORAGE_MISSING =
  'Photo storage is not configured (the PHOTOS R2 binding of wrangler.jsonc).';

/** Where no storage is configured (a Worker without the PHOTOS binding): every use fails with the reason. */
export const unavailablePhotoStore: PhotoStore = {
  put: () => Promise.reject(new Error(PHOTO_STORAGE_MISSING)),
  get: () => Promise.reject(new Error(PHOTO_STORAGE_MISSING)),
  delete: () => Promise.reject(new Error(PHOTO_STORAGE_MISSING)),
};
