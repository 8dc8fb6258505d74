import type { ModelAllowance } from '../coach/allowance.ts';
import type { UserEquipment } from '../equipment/schema.ts';
import type { EquipmentImageResult } from './schema.ts';

/**
 * The scanner's ports. Photos are bytes the server stores for the athlete (files on Node, R2 on
 * Workers: `PhotoStore`, implemented in apps/api); a vision model identifies equipment in them
 * (`EquipmentScanner`, implemented in apps/api/src/ai/ over the `ai` SDK or the Workers AI binding). The procedures
 * in packages/trpc see only these interfaces.
 */

/**
 * An upload's body as it arrives: a web ReadableStream, named here by the one method the stores use (the domain
 * has neither DOM nor Node types).
 */
export interface PhotoByteStream {
  getReader(): {
    read(): Promise<{ done: boolean; value?: Uint8Array }>;
    cancel(reason?: unknown): Promise<void>;
    releaseLock(): void;
  };
}

/**
 * The stored bytes of one photo, by key. Writes are whole or nothing: no partial file is ever readable, and a
 * stream that errors (too large, broken off) leaves nothing under the key. A stream is written as it arrives;
 * `length`, when the sender declared it, lets a store that needs it up front (R2) stream too.
 */
export interface PhotoStore {
  put(
    key: string,
    body: Uint8Array | PhotoByteStream,
    contentType: PhotoContentType,
    length?: number,
  ): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: PhotoContentType } | null>;
  delete(key: string): Promise<void>;
}

/** The image types accepted, as their bytes prove them (never the name or the declared type). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** The file extension of each accepted type: the Node store's file names, a served photo's download name. */
export const PHOTO_EXTENSIONS: Record<PhotoContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface ScanPhoto {
  bytes: Uint8Array;
  contentType: PhotoContentType;
}

export interface ScanRequest {
  photos: readonly ScanPhoto[];
  /** What the athlete already has, so the model can name matches the same way. */
  knownEquipment: readonly UserEquipment[];
  /** The athlete's daily allowance of model requests: the scan's request spends one. */
  allowance?: ModelAllowance;
}

/**
 * Identifies equipment in photos. `available` is false with a plain-words `reason` when no vision model is
 * configured: the procedure then answers the spec's 'Failed to process equipment images: {reason}' — never a
 * made-up result.
 */
export type EquipmentScanner =
  | { available: true; scan(request: ScanRequest): Promise<EquipmentImageResult> }
  | { available: false; reason: string };
