/** Equipment photos (issue 10): the browser scales to this long side before upload, which keeps most under 1 MB. */
export const PHOTO_LONG_SIDE_PX = 1600;
/** The largest upload the server accepts, after the browser's scaling. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Photos one athlete may keep; deleting one makes room for another. */
export const PHOTO_MAX_PER_ATHLETE = 50;
