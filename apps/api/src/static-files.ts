import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';

/**
 * The app shell, served for every path without a file; the browser's router then shows the route, or its 404 page.
 * index.html is the prerendered landing page of `/` (docs/decisions/0010-prerendered-public-pages.md).
 */
const SPA_FALLBACK = 'app.html';

/** Vite names everything under /assets/ by content hash, so a given URL never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, robots.txt, the manifest) may change with a deploy: revalidate, cheaply, by ETag. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from disk (Node only; on Workers the assets binding does it). Text files are sent
 * from their precompressed `.br`/`.gz` siblings when the build wrote them and the browser accepts them.
 */
export function serveWebApp(distDir: string): MiddlewareHandler<AppEnv> {
  if (!existsSync(distDir)) {
    // `pnpm dev` serves the web app from Vite instead; `npm start` always builds first.
    console.warn(
      `The web app is not built (${distDir} is missing): run \`pnpm build\`, or use \`pnpm dev\`.`,
    );
    return async (c) => c.text('The web app is not built: run `pnpm build`, or use `pnpm dev`.', 404);
  }
  // serveStatic resolves its root against the working directory.
  const root = relative(process.cwd(), distDir) || '.';
  const files = serveStatic({ root, precompressed: true });
  const fallback = serveStatic({ root, path: SPA_FALLBACK, precompressed: true });
  const none = async () => {};

  return async (c, next) => {
    const file = await files(c, none);
    if (file) return withCaching(c, file);
    // A missing file (a stale hashed asset, /favicon.png) is a 404, not the app's HTML under a script's name.
    if (c.req.path.startsWith('/assets/') || /\.[^/]*$/.test(c.req.path)) return next();
    const page = await fallback(c, none);
    return page ? withCaching(c, page) : next();
  };
}

function withCaching(c: Context<AppEnv>, response: Response): Response {
  const headers = response.headers;
  // Whether or not this answer was compressed, another Accept-Encoding may get another body.
  if (!headers.get('Vary')?.includes('Accept-Encoding')) headers.append('Vary', 'Accept-Encoding');
  if (c.req.path.startsWith('/assets/') && response.status === 200) {
    headers.set('Cache-Control', IMMUTABLE);
    return response;
  }
  headers.set('Cache-Control', REVALIDATE);
  // Weak: derived from the file's size, time and encoding rather than its bytes, which serveStatic streams.
  const etag = `W/"${[
    headers.get('Content-Length'),
    headers.get('Last-Modified'),
    headers.get('Content-Encoding'),
  ]
    .map((part) => part ?? '')
    .join('-')
    .replace(/[^\w.-]/g, '')}"`;
  headers.set('ETag', etag);
  const match = c.req.header('If-None-Match');
  if (match?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    void response.body?.cancel();
    const notModified = new Headers(headers);
    notModified.delete('Content-Length');
    return new Response(null, { status: 304, headers: notModified });
  }
  return response;
}
