/** Photo limits (issue 10): one photo per upload, checked again by the server. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_PER_ATHLETE = 50;
/** The browser scales each photo so its long side is at most this many pixels before uploading. */
export const PHOTO_LONG_SIDE_PX = 1600;
