import { type ModelAllowance, ModelAllowanceSpentError } from '../coach/allowance.ts';
import type { UserEquipment } from '../equipment/schema.ts';
import { SCAN_MAX_BYTES } from './limits.ts';
import type { EquipmentScanner, ScanPhoto } from './port.ts';
import type { EquipmentImageResult } from './schema.ts';
import { SCAN_MESSAGES } from './text.ts';

/** Photos one scan sends at most (oldest first); the rest wait for the next press of the button. */
export const SCAN_MAX_PHOTOS = 10;

/**
 * The photos one scan sends, from the athlete's unprocessed ones oldest first: as many as fit both SCAN_MAX_PHOTOS
 * and SCAN_MAX_BYTES, stopping at the first that does not (the order is kept; the rest wait for the next scan).
 * The first always goes, whatever its size, so no photo can hold up the ones behind it.
 */
export function photosForScan<T extends { size: number }>(
  oldestFirst: readonly T[],
  limits: { maxPhotos: number; maxBytes: number } = { maxPhotos: SCAN_MAX_PHOTOS, maxBytes: SCAN_MAX_BYTES },
): T[] {
  const chosen: T[] = [];
  let bytes = 0;
  for (const photo of oldestFirst) {
    if (chosen.length === limits.maxPhotos) break;
    if (chosen.length > 0 && bytes + photo.size > limits.maxBytes) break;
    chosen.push(photo);
    bytes += photo.size;
  }
  return chosen;
}

/**
 * One scan's outcome. `unavailable` and `no-photos` are the athlete's to fix (a refusal); `failed` is the model's
 * (a malformed answer, no answer in time, an unreachable endpoint); `allowance-spent`: today's AI allowance is used
 * up. Every reason is plain words for the 'Failed to process equipment images: {reason}' toast.
 */
export type ScanOutcome =
  | { ok: true; result: EquipmentImageResult; photoCount: number }
  | { ok: false; kind: 'unavailable' | 'no-photos' | 'failed' | 'allowance-spent'; reason: string };

/**
 * processEquipmentImages' core, apart from where photos are stored: the athlete's unprocessed photos and equipment
 * in, the scanner's result or why there is none out. Never a made-up result.
 */
export async function scanPhotos(request: {
  photos: readonly ScanPhoto[];
  knownEquipment: readonly UserEquipment[];
  scanner: EquipmentScanner;
  allowance?: ModelAllowance;
}): Promise<ScanOutcome> {
  const { photos, knownEquipment, scanner, allowance } = request;
  if (!scanner.available) return { ok: false, kind: 'unavailable', reason: scanner.reason };
  if (photos.length === 0) return { ok: false, kind: 'no-photos', reason: SCAN_MESSAGES.noNewPhotos };
  try {
    const result = await scanner.scan({
      photos: photos.slice(0, SCAN_MAX_PHOTOS),
      knownEquipment,
      allowance,
    });
    return { ok: true, result, photoCount: Math.min(photos.length, SCAN_MAX_PHOTOS) };
  } catch (error) {
    if (error instanceof ModelAllowanceSpentError)
      return { ok: false, kind: 'allowance-spent', reason: error.message };
    return { ok: false, kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
