import { createClient } from '@libsql/client/web';
import { createDb, createQueries } from '@liftwise/db';
import type { ExecutionContext } from 'hono';
import { createApp } from './app.ts';
import { type Config, parseConfig } from './env.ts';
import { createBindingRateLimiter } from './rate-limit/binding.ts';
import { createMemoryRateLimiter } from './rate-limit/memory.ts';

/** Without the wrangler.jsonc bindings each isolate still counts on its own: weaker, but never unlimited. */
function missingBindings(limits: Config['rateLimits']) {
  console.warn('The rate-limit bindings of wrangler.jsonc are missing; counting per isolate instead.');
  return createMemoryRateLimiter({ limits });
}

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
    isDevelopment: config.isDevelopment,
    rateLimiter: createBindingRateLimiter(env) ?? missingBindings(config.rateLimits),
    // Set by Cloudflare's edge for every request; a client cannot forge it there.
    clientAddress: (c) => c.req.header('CF-Connecting-IP'),
  });
  return app;
}

export default {
  fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext) {
    return appFor(env).fetch(request, env, ctx);
  },
};
