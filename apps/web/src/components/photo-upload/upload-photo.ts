import { PHOTO_UPLOAD_TEXT } from '@liftwise/domain';
import { uploadErrorMessage } from './upload-error.ts';

/** A stored photo as POST /photos and getEquipmentPhotos describe it. */
export interface UploadedPhoto {
  id: string;
  contentType: string;
  size: number;
  createdAt: string;
  processed: boolean;
}

/**
 * One photo to POST /photos as the raw body. XMLHttpRequest rather than fetch because only it reports upload
 * progress; `onProgress` gets a fraction 0-1. Rejects with an Error whose message is fit to show.
 */
export function uploadPhoto(
  body: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/photos');
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', body.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          const { photo } = JSON.parse(request.responseText) as { photo: UploadedPhoto };
          onProgress(1);
          resolve(photo);
          return;
        } catch {
          reject(new Error(PHOTO_UPLOAD_TEXT.answerNotUnderstood));
          return;
        }
      }
      reject(new Error(uploadErrorMessage(request.status, request.responseText)));
    };
    request.onerror = () => reject(new Error(uploadErrorMessage(0, '')));
    request.onabort = () => reject(new DOMException(PHOTO_UPLOAD_TEXT.cancelled, 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
