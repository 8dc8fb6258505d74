import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';

/**
 * Serves the built web app from disk (Node only), and answers every other GET with index.html so the browser's
 * router can show the route, or its 404 page.
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
  const files = serveStatic({ root });
  const indexHtml = serveStatic({ root, path: 'app.html' });
  return async (c, next) => {
    const file = await files(c, async () => {});
    return file ?? indexHtml(c, next);
  };
}
