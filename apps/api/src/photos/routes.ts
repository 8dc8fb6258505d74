import type { Queries } from '@liftwise/db';
import {
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_ATHLETE,
  PHOTO_MESSAGES,
  PHOTO_SNIFF_BYTES,
  PHOTO_UPLOAD_SLOT_TTL_MS,
  PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE,
  PHOTO_UPLOADS_IN_FLIGHT_PER_PROCESS,
  type PhotoStore,
  SERVER_MESSAGES,
  sniffPhotoType,
} from '@liftwise/domain';
import type { Context } from 'hono';
import { Hono } from 'hono/tiny'; // as app.ts

import type { AppEnv } from '../types.ts';
import { PHOTO_STORAGE_MISSING } from './unavailable-store.ts';
import { type BodyProblem, declaredLength, openBody } from './upload-body.ts';

/** The athlete's own: a shared browser's HTTP cache must not keep them for the next person (app.ts says it too). */
export const PHOTO_CACHE_CONTROL = 'no-store';

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
  /** Uploads this process receives at once, all athletes together (PHOTO_UPLOADS_IN_FLIGHT_PER_PROCESS). */
  maxInFlight?: number;
}

/** The session middleware (app.ts) ran before: no user means no session. */
const notSignedIn = (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ message: SERVER_MESSAGES.notAuthenticated }, 401);
};

/**
 * POST /photos (the raw image bytes as the body, one photo a request, so the browser can show each file's
 * progress) and GET /photos/:id. Mounted behind the same-origin guard and the session middleware (app.ts).
 *
 * An upload takes its place before a byte of its body is read: this process's count of uploads
 * under way, then a place reserved in the database within the athlete's photo limit and uploads-at-once limit.
 * Refused, it answers at once (409 over the photo limit, 429 over an at-once limit) and its body is never read.
 * Taken, the body streams to the store with the size limit enforced as it arrives; whatever goes wrong, the place is
 * freed and nothing partial is kept.
 */
export function createPhotoRoutes(deps: PhotoRouteDeps) {
  const maxBytes = deps.maxBytes ?? PHOTO_MAX_BYTES;
  const maxPerAthlete = deps.maxPerAthlete ?? PHOTO_MAX_PER_ATHLETE;
  const maxInFlight = deps.maxInFlight ?? PHOTO_UPLOADS_IN_FLIGHT_PER_PROCESS;
  const routes = new Hono<AppEnv>();
  const { store, queries } = deps;
  // In this process's memory on purpose: what it protects is this process's (or Worker isolate's) own load.
  let inFlight = 0;

  const refusedBody = (c: Context<AppEnv>, problem: BodyProblem) =>
    problem === 'too-large'
      ? c.json({ message: PHOTO_MESSAGES.tooLarge(maxBytes) }, 413)
      : c.json({ message: PHOTO_MESSAGES.interrupted }, 400);

  /** Receives one upload whose place this process has counted: reserve, stream, complete. */
  async function receive(c: Context<AppEnv>, photoStore: PhotoStore, userId: string) {
    const now = deps.now();
    const staleBefore = new Date(now.getTime() - PHOTO_UPLOAD_SLOT_TTL_MS);
    // Places a stopped server left behind: no longer counted, and any bytes they stored go.
    for (const key of await queries.photos.dropStaleUploads(userId, staleBefore))
      await photoStore.delete(key);
    const id = crypto.randomUUID();
    const place = await queries.photos.reserveUpload(userId, id, now, {
      maxPerAthlete,
      maxInFlight: PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE,
      staleBefore,
    });
    if (place === 'full') return c.json({ message: PHOTO_MESSAGES.tooMany(maxPerAthlete) }, 409);
    if (place === 'busy')
      return c.json({ message: PHOTO_MESSAGES.tooManyAtOnce(PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE) }, 429);
    try {
      const body = await openBody(c.req.raw.body, maxBytes, PHOTO_SNIFF_BYTES);
      if ('refused' in body) return refusedBody(c, body.refused);
      // The type is the bytes' own, never the sender's header or file name; it is stored and served as such.
      const contentType = sniffPhotoType(body.head);
      if (!contentType) {
        await body.stream.cancel();
        return c.json({ message: PHOTO_MESSAGES.notAnImage }, 400);
      }
      try {
        await photoStore.put(id, body.stream, contentType, declaredLength(c.req.raw));
      } catch (error) {
        const problem = body.problem();
        if (problem) return refusedBody(c, problem);
        throw error;
      }
      // Bytes first, row second: a row never points at missing bytes.
      const photo = await queries.photos.completeUpload(
        userId,
        id,
        { contentType, sizeBytes: body.received() },
        deps.now(),
        staleBefore,
      );
      if (photo) return c.json({ photo }, 201);
      // The place went stale under a very slow upload and may have been given away: this one does not count.
      await photoStore.delete(id);
      return c.json({ message: PHOTO_MESSAGES.interrupted }, 400);
    } catch (error) {
      await photoStore.delete(id);
      throw error;
    } finally {
      await queries.photos.releaseUpload(id);
    }
  }

  routes.post('/', async (c) => {
    const user = c.get('user');
    if (!user) return notSignedIn(c);
    if (!store) return c.json({ message: PHOTO_STORAGE_MISSING }, 503);
    if ((declaredLength(c.req.raw) ?? 0) > maxBytes)
      return c.json({ message: PHOTO_MESSAGES.tooLarge(maxBytes) }, 413);
    if (inFlight >= maxInFlight) return c.json({ message: PHOTO_MESSAGES.serverBusy }, 429);
    inFlight += 1;
    try {
      return await receive(c, store, user.id);
    } finally {
      inFlight -= 1;
    }
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
