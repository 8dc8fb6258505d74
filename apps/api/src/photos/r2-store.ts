import {
  chunksOf,
  concatBytes,
  PHOTO_CONTENT_TYPES,
  type PhotoByteStream,
  type PhotoContentType,
  type PhotoStore,
} from '@liftwise/domain';

/** The part of Cloudflare's R2 bucket binding the store uses (no @cloudflare/workers-types in the app's types). */
export interface R2BucketLike {
  put(
    key: string,
    value: Uint8Array | ReadableStream<Uint8Array>,
    options: { httpMetadata: { contentType: string } },
  ): Promise<unknown>;
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

/** Workers' stream of a known length (not in Node); R2 takes a stream only when it knows its length up front. */
type FixedLengthStreamClass = new (length: number) => TransformStream<Uint8Array, Uint8Array>;
const { FixedLengthStream } = globalThis as { FixedLengthStream?: FixedLengthStreamClass };

/**
 * What R2 is given for a photo: a stream with its declared length goes through as it arrives (a FixedLengthStream,
 * which also errors if the body is not that long). Without a declared length (a chunked upload) R2 cannot take a
 * stream, so the body is gathered first: at most the upload limit, which the stream itself enforces.
 */
async function r2Value(
  body: Uint8Array | PhotoByteStream,
  length: number | undefined,
): Promise<Uint8Array | ReadableStream<Uint8Array>> {
  if (body instanceof Uint8Array) return body;
  if (length !== undefined && FixedLengthStream && body instanceof ReadableStream) {
    return (body as ReadableStream<Uint8Array>).pipeThrough(new FixedLengthStream(length));
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of chunksOf(body)) chunks.push(chunk);
  return concatBytes(chunks);
}

/**
 * Photos in R2 (Workers: the PHOTOS binding). An R2 put is whole or nothing: a stream that errors part-way (too
 * large, broken off) fails the put and leaves no object.
 */
export function createR2PhotoStore(bucket: R2BucketLike): PhotoStore {
  const objectKey = (key: string) => `photos/${key}`;
  return {
    async put(key, body, contentType, length) {
      await bucket.put(objectKey(key), await r2Value(body, length), { httpMetadata: { contentType } });
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
