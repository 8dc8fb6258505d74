import { PHOTO_UPLOAD_TEXT } from '@liftwise/domain';
import { targetSize } from './photo-size.ts';

/** What every photo is sent as: drawing onto a canvas keeps only the pixels, so EXIF and location are gone. */
export const UPLOAD_TYPE = 'image/jpeg';
const UPLOAD_QUALITY = 0.85;

/** Scales a picked photo to PHOTO_LONG_SIDE_PX on its long side and re-encodes it as JPEG. */
export async function reencodePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    // 'from-image' applies the EXIF rotation before it is dropped, so a phone's portrait photo stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(PHOTO_UPLOAD_TEXT.unreadable);
  }
  try {
    const size = targetSize({ width: bitmap.width, height: bitmap.height });
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(size.width, size.height);
      draw(canvas.getContext('2d'), bitmap, size);
      return await canvas.convertToBlob({ type: UPLOAD_TYPE, quality: UPLOAD_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    draw(canvas.getContext('2d'), bitmap, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(PHOTO_UPLOAD_TEXT.notPrepared))),
        UPLOAD_TYPE,
        UPLOAD_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  size: { width: number; height: number },
): void {
  if (!context) throw new Error(PHOTO_UPLOAD_TEXT.browserCannotPrepare);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}
