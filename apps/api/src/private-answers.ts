import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types.ts';

/** The routes that answer about (or for) the signed-in athlete, whatever the answer: data, 401, 429 or 413. */
const PRIVATE_PATHS = /^\/(?:trpc|auth|events|export|photos)(?:\/|$)/;

/**
 * The browser's HTTP cache keeps nothing of these answers: on a shared browser the next person could read the last
 * athlete's after Sign Out (offline, with `cache: 'only-if-cached'`). What the app keeps for offline use lives in
 * its own per-athlete store, which Sign Out clears; a route's own header is overridden on purpose.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (PRIVATE_PATHS.test(c.req.path)) c.res.headers.set('Cache-Control', 'no-store');
});
