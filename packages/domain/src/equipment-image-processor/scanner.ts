import { PRODUCT_NAME } from '../constants/product.ts';

export const SCANNER_TEXT = {
  title: 'AI Equipment Scanner',
  signedOut: 'Please sign in to use the equipment image processor.',
  processButton: 'Process Equipment Images',
} as const;

/** The image processor's count line (spec §2). */
export function imageCountLine(count: number, product: string = PRODUCT_NAME): string {
  if (count > 0) return `${count} equipment image(s) uploaded`;
  return `No equipment images uploaded yet. Use the ${product} app to upload images of your equipment.`;
}

/**
 * Under a scan's results when new photos are left: a scan sends at most SCAN_MAX_PHOTOS and SCAN_MAX_BYTES, oldest
 * first, and the rest wait. Empty when none are left.
 */
export function photosWaitingLine(unprocessed: number): string {
  if (unprocessed <= 0) return '';
  return `${unprocessed} photo(s) wait for the next scan: press '${SCANNER_TEXT.processButton}' again.`;
}

/** Disabled while processing, while the count loads, or when the count is 0 (spec §2). */
export function canProcessImages(state: {
  processing: boolean;
  countLoading: boolean;
  count: number;
}): boolean {
  return !state.processing && !state.countLoading && state.count > 0;
}

/** The results card shows confidence (0-1) as a whole percent. */
export function confidencePercent(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}
