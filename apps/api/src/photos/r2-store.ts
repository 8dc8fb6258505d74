import { PHOTO_CONTENT_TYPES, type PhotoContentType, type PhotoStore } from '@liftwise/domain';

/** The part of Cloudflare's R2 bucket binding the store uses (no @cloudflare/workers-types in the app's types). */
export interface R2BucketLike {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(
    key: string,
  ): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

export function isR2Bucket(value: unknown): value is R2BucketLike {
  const bucket = value as Partial<R2BucketLike> | null | undefined;
  return (
    typeof bucket?.put === 'function' &&
    typeof bucket.get === 'function' &&
    typeof bucket.delete === 'function'
  );
}

const isPhotoType = (type: string | undefined): type is PhotoContentType =>
  (PHOTO_CONTENT_TYPES as readonly (string | undefined)[]).includes(type);

/** Photos in R2 (Workers: the PHOTOS binding). An R2 put is whole or nothing, so no partial object is readable. */
export function createR2PhotoStore(bucket: R2BucketLike): PhotoStore {
  const objectKey = (key: string) => `photos/${key}`;
  return {
    async put(key, bytes, contentType) {
      await bucket.put(objectKey(key), bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(objectKey(key));
      if (!object) return null;
      const contentType = object.httpMetadata?.contentType;
      if (!isPhotoType(contentType)) throw new Error(`Photo ${key} has no image content type in R2`);
      return { bytes: new Uint8Array(await object.arrayBuffer()), contentType };
    },
    async delete(key) {
      await bucket.delete(objectKey(key));
    },
  };
}
