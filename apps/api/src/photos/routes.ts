import type { Queries } from '@liftwise/db';
import {
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_ATHLETE,
  PHOTO_MESSAGES,
  type PhotoStore,
  SERVER_MESSAGES,
  sniffPhotoType,
} from '@liftwise/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../types.ts';
import { readLimitedBody } from './read-body.ts';
import { PHOTO_STORAGE_MISSING } from './unavailable-store.ts';

/** A photo's bytes never change under its id, so the browser may keep them; private, as they are the athlete's. */
export const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * A photo opened on its own (a link, a new tab) is a document of the photo's origin: if a browser ever rendered one
 * as anything but an image (bytes after the image that read as HTML), it would be a sandboxed page that may load
 * and run nothing. As an <img> the policy does not apply.
 */
export const PHOTO_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

export interface PhotoRouteDeps {
  queries: Queries;
  /** Absent on a Worker without the PHOTOS binding: the routes then answer 503 with the reason. */
  store: PhotoStore | undefined;
  now: () => Date;
  maxBytes?: number;
  maxPerAthlete?: number;
}

/** The session middleware (app.ts) ran before: no user means no session. */
const notSignedIn = (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ message: SERVER_MESSAGES.notAuthenticated }, 401);
};

/**
 * POST /photos (the raw image bytes as the body, one photo a request, so the browser can show each file's
 * progress) and GET /photos/:id. Mounted behind the same-origin guard and the session middleware (app.ts).
 */
export function createPhotoRoutes(deps: PhotoRouteDeps) {
  const maxBytes = deps.maxBytes ?? PHOTO_MAX_BYTES;
  const maxPerAthlete = deps.maxPerAthlete ?? PHOTO_MAX_PER_ATHLETE;
  const routes = new Hono<AppEnv>();
  const { store } = deps;

  routes.post('/', async (c) => {
    const user = c.get('user');
    if (!user) return notSignedIn(c);
    if (!store) return c.json({ message: PHOTO_STORAGE_MISSING }, 503);
    const userId = user.id;
    // Refused before the body is read: a full athlete's upload would only be thrown away.
    if ((await deps.queries.photos.count(userId)) >= maxPerAthlete)
      return c.json({ message: PHOTO_MESSAGES.tooMany(maxPerAthlete) }, 409);
    const body = await readLimitedBody(c.req.raw, maxBytes);
    if (!body.ok)
      return body.reason === 'too-large'
        ? c.json({ message: PHOTO_MESSAGES.tooLarge(maxBytes) }, 413)
        : c.json({ message: PHOTO_MESSAGES.interrupted }, 400);
    const contentType = sniffPhotoType(body.bytes);
    if (!contentType) return c.json({ message: PHOTO_MESSAGES.notAnImage }, 400);

    const id = crypto.randomUUID();
    // Bytes first, row second: a row never points at missing bytes, and bytes without a row are deleted here.
    await store.put(id, body.bytes, contentType);
    try {
      const photo = await deps.queries.photos.create(
        userId,
        { id, contentType, sizeBytes: body.bytes.byteLength, storageKey: id },
        deps.now(),
        maxPerAthlete,
      );
      if (photo) return c.json({ photo }, 201);
    } catch (error) {
      await store.delete(id);
      throw error;
    }
    // Another upload of the same athlete took the last place while this one was read.
    await store.delete(id);
    return c.json({ message: PHOTO_MESSAGES.tooMany(maxPerAthlete) }, 409);
  });

  routes.get('/:id', async (c) => {
    const user = c.get('user');
    if (!user) return notSignedIn(c);
    const photo = await deps.queries.photos.get(user.id, c.req.param('id'));
    const stored = photo && store && (await store.get(photo.storageKey));
    if (!stored) return c.json({ message: PHOTO_MESSAGES.notFound }, 404);
    // The type is the one sniffed from the bytes at upload and stored with them, never the sender's header or name;
    // nosniff (also app-wide) keeps the browser to it.
    // A copy typed over a plain ArrayBuffer, which is what a response body takes.
    return c.body(new Uint8Array(stored.bytes), 200, {
      'Content-Type': stored.contentType,
      'Cache-Control': PHOTO_CACHE_CONTROL,
      'Content-Security-Policy': PHOTO_CONTENT_SECURITY_POLICY,
      'Content-Disposition': `inline; filename="${photo.id}.${PHOTO_EXTENSIONS[stored.contentType]}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
