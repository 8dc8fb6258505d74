import type { PhotoContentType } from './port.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** The first bytes that decide a photo's type (WebP's form type ends at byte 12). */
export const PHOTO_SNIFF_BYTES = 12;

/**
 * The image type the bytes themselves prove (their magic numbers), or null: a file's name and declared type are
 * whatever the sender says, so they are never trusted.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  // RIFF, a 4-byte size, then the WEBP form type.
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
