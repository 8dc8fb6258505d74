import { PRODUCT_NAME } from '../constants/product.ts';
import { errorToast, type ToastContent } from '../errors/toast-content.ts';
import { imageCountLine, SCANNER_TEXT } from './scanner.ts';

/** Spec §8 failure of the image processor. */
export const SCANNER_TOASTS = {
  processingFailedTitle: 'Processing Failed',
  processingFailedPrefix: 'Failed to process equipment images',
} as const;

/** 'Processing Failed' / 'Failed to process equipment images: {reason}'. */
export function imageProcessingFailed(reason: string): ToastContent {
  return errorToast(
    `${SCANNER_TOASTS.processingFailedPrefix}: ${reason}`,
    SCANNER_TOASTS.processingFailedTitle,
  );
}

/** 'Equipment Analysis Complete!' / 'Identified n equipment items with p% confidence.'; confidence is 0-1. */
export function equipmentAnalysisComplete(itemCount: number, confidence: number): ToastContent {
  const percent = Math.round(confidence * 100);
  return {
    title: 'Equipment Analysis Complete!',
    description: `Identified ${itemCount} equipment items with ${percent}% confidence.`,
  };
}

/** The scan's own refusals; the web shows them after 'Failed to process equipment images: '. */
export const SCAN_MESSAGES = {
  visionUnconfigured: 'No vision model is configured: set AI_BASE_URL and AI_VISION_MODEL (see the README).',
  visionUnconfiguredOnWorkers:
    'No vision model is configured: set WORKERS_AI_VISION_MODEL and the AI binding (see the README).',
  noNewPhotos: 'No new photos to process.',
  scanRunning: 'A scan is already running. Wait for it to finish, then try again.',
  /**
   * Why the vision model gave no result, in plain words: the provider's own text can carry a key fragment
   * or an internal address, so it goes to the server log only.
   */
  modelTimedOut: (seconds: number) => `The vision model did not answer within ${seconds} seconds.`,
  modelRefused: 'The vision model service refused the request.',
  modelUnreachable: 'The vision model service could not be reached.',
  modelDeclined: 'The vision model declined to answer.',
} as const;

/** Refusals of an equipment photo upload, shown beside the file they concern. */
export const PHOTO_MESSAGES = {
  notAnImage: 'This file is not a JPEG, PNG or WebP image.',
  tooLarge: (maxBytes: number) => `This photo is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  tooMany: (max: number) => `You can keep at most ${max} equipment photos. Delete some to upload more.`,
  interrupted: 'The upload did not finish. Please try again.',
  tooManyAtOnce: (max: number) =>
    `At most ${max} photos can upload at once. Wait for one to finish, then try again.`,
  serverBusy: 'The server is receiving too many photos right now. Try again in a moment.',
  notFound: 'Photo not found.',
} as const;

/** Why a picked photo did not upload, said under it: the browser's side (reading, preparing, sending it). */
export const PHOTO_UPLOAD_TEXT = {
  unreadable: 'This file could not be read as an image.',
  noImageSize: (width: number, height: number) => `Not an image size: ${width}×${height}.`,
  notPrepared: 'This photo could not be prepared for upload.',
  browserCannotPrepare: 'This browser cannot prepare photos for upload.',
  unreachable: 'The upload did not reach the server. Check your connection and try again.',
  tooLarge: 'This photo is too large to upload.',
  signInAgain: 'Please sign in again to upload photos.',
  failed: (status: number) => `The upload failed (HTTP ${status}). Try again.`,
  answerNotUnderstood: 'The server answered in a way this page does not understand. Try again.',
  cancelled: 'The upload was cancelled.',
} as const;

/** The image processor (spec §2). */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const SCANNER_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    imageProcessor: {
      title: SCANNER_TEXT.title,
      signedOut: SCANNER_TEXT.signedOut,
      processButton: SCANNER_TEXT.processButton,
      /** 'n equipment image(s) uploaded' or 'No equipment images uploaded yet. Use the {product} app …' */
      countLine: (count: number, product: string = PRODUCT_NAME) => imageCountLine(count, product),
      // The texts below are ours: the spec quotes none for the photo list and the result.
      photosTitle: 'Your equipment photos',
      photosDescription:
        'Photograph your equipment, then process the photos to add what is found to your equipment.',
      photosLoadFailed: 'Your photos could not be shown.',
      retry: 'Retry',
      allProcessed: 'All photos are processed. Add new photos to scan again.',
      processed: 'Processed',
      deletePhotoTitle: 'Delete this photo?',
      photoAlt: (position: number) => `Your equipment, upload ${position}`,
      deletePhotoLabel: (position: number) => `Delete equipment photo ${position}`,
      deletePhotoDescription:
        'The photo is removed from your account and from any equipment it shows. Equipment added from it stays.',
      resultTitle: 'Analysis results',
      /** 'p% confidence · n photo(s) analysed'; confidence is a whole percent. */
      resultSummary: (percent: number, photoCount: number) =>
        `${percent}% confidence · ${photoCount} photo(s) analysed`,
      nothingIdentified: 'No equipment was identified in these photos.',
    },
    /** The photo picker and upload list shared by the scanner and the equipment form. */
    photoUpload: {
      takePhoto: 'Take photo',
      chooseOne: 'Choose photo',
      chooseMany: 'Choose photos',
      uploadingLabel: 'Photos being uploaded',
      removeFile: (name: string) => `Remove ${name}`,
      uploadingFile: (name: string) => `Uploading ${name}`,
      retry: 'Retry',
    },
  }) as const)();
