import { PHOTO_LONG_SIDE_PX, PHOTO_UPLOAD_TEXT } from '@liftwise/domain';

export interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is re-encoded at: the long side scaled down to `longSide`, the aspect kept, never scaled up
 * (a small photo keeps its size), and never below 1 px.
 */
export function targetSize(source: Size, longSide: number = PHOTO_LONG_SIDE_PX): Size {
  const { width, height } = source;
  if (!(width > 0 && height > 0)) throw new Error(PHOTO_UPLOAD_TEXT.noImageSize(width, height));
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
