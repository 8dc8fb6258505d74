/**
 * Equipment photos: the browser scales to this long side and re-encodes as JPEG before upload (about
 * 2 MP at most, all a vision model reads, and most under 1 MB), so the stored photos are already small.
 */
export const PHOTO_LONG_SIDE_PX = 1600;
/** The largest upload the server accepts, after the browser's scaling; enforced while the body streams in. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Photos one athlete may keep; deleting one makes room for another. Uploads under way count against it. */
export const PHOTO_MAX_PER_ATHLETE = 50;
/** Uploads one athlete may have under way at once (the web app sends one at a time), across all servers. */
export const PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE = 3;
/** Uploads one server process (or Worker isolate) receives at once, all athletes together. */
export const PHOTO_UPLOADS_IN_FLIGHT_PER_PROCESS = 16;
/**
 * How long an upload's reserved place lasts: longer than an 8 MB upload over a slow phone connection takes. A place
 * older than this belongs to a server that stopped mid-upload and no longer counts.
 */
export const PHOTO_UPLOAD_SLOT_TTL_MS = 15 * 60 * 1000;

/**
 * The bytes one scan sends at most (oldest photos first, the rest wait for the next scan): ten browser-scaled photos
 * fit, ten 8 MB ones sent by hand do not. At least PHOTO_MAX_BYTES, so every photo fits in a scan of its own.
 */
export const SCAN_MAX_BYTES = 8 * 1024 * 1024;
/**
 * How long a scan's claim on the athlete's photos lasts: longer than the vision model's 70 s (spec) and the reads
 * around it. A claim older than this belongs to a server that stopped mid-scan, and the next scan takes it over.
 */
export const SCAN_CLAIM_TTL_MS = 3 * 60 * 1000;
