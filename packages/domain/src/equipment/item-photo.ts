import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { EQUIPMENT_SERVER_MESSAGES } from './text.ts';

/**
 * An athlete's item shows one of their own uploaded photos: its imageUrl is the photo's address
 * on this server, `/photos/{photoId}`, or empty. Nothing else is stored, so the page never loads another site's
 * image and the server can check the photo is the athlete's.
 */
export const PHOTO_PATH = '/photos/';

const PHOTO_ID = `[A-Za-z0-9-]{1,${LIMITS.id}}`;
const ITEM_PHOTO_URL = new RegExp(`^${PHOTO_PATH}(${PHOTO_ID})$`);

/** Where a stored photo is served (GET /photos/:id, same origin, owner only). */
export function photoUrl(photoId: string): string {
  return `${PHOTO_PATH}${photoId}`;
}

/** The photo an imageUrl points at, or null for an empty (or any other) address. */
export function photoIdOfImageUrl(imageUrl: string): string | null {
  return ITEM_PHOTO_URL.exec(imageUrl)?.[1] ?? null;
}

/**
 * An item's stored imageUrl as the app serves and exports it: one of the athlete's photos, else none. An address an
 * import stored before imports were checked as saves are (another site's image) is never shown or exported.
 */
export function shownImageUrl(imageUrl: string): string {
  return photoIdOfImageUrl(imageUrl) === null ? '' : imageUrl;
}

/** An item's imageUrl as the add and edit calls take it: empty, or one of the athlete's photos. */
export const itemImageUrlSchema = z.string().check(
  z.maxLength(LIMITS.url),
  z.refine((value) => value === '' || photoIdOfImageUrl(value) !== null, {
    error: EQUIPMENT_SERVER_MESSAGES.imageUrlInvalid,
  }),
);
