import { createClient } from '@libsql/client/web';
import { createDb, createQueries } from '@liftwise/db';
import type { ExecutionContext } from 'hono';
import { createApp } from './app.ts';
import { parseConfig } from './env.ts';

/**
 * Workers entry: the same app over Turso (HTTP). Static files are served by the assets binding before this runs
 * (wrangler.jsonc); migrations are applied from Node before a deploy, never here.
 */
let app: ReturnType<typeof createApp> | undefined;

function appFor(env: Record<string, unknown>) {
  if (app) return app;
  const config = parseConfig(env);
  if (!config.publicUrl) throw new Error('Invalid configuration:\n  PUBLIC_URL: is required on Workers');
  const client = createClient({ url: config.database.url, authToken: config.database.authToken });
  app = createApp({
    queries: createQueries(createDb(client)),
    auth: { publicUrl: config.publicUrl, google: config.google, github: config.github },
  });
  return app;
}

export default {
  fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext) {
    return appFor(env).fetch(request, env, ctx);
  },
};
