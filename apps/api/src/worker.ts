// Turso over HTTP only (a `libsql://` URL is HTTPS here): the HTTP client leaves out libSQL's WebSocket client, which
// `@libsql/client/web` adds; a `wss:` DATABASE_URL is refused by name on the first request (decision 0023).
import { createClient } from '@libsql/client/http';
import { createDb, createQueries } from '@liftwise/db';
import { coachChecker, createBuiltInCoach } from '@liftwise/domain';
import type { ExecutionContext, MiddlewareHandler } from 'hono';
// Not ./ai/index.ts: that also exports the `ai` SDK's adapter, which must stay out of the Worker (decision 0014).
import { createModelCoach } from './ai/model-coach.ts';
import { isWorkersAiBinding, workersAiAsk } from './ai/workers-ai.ts';
import { workersVisionScanner } from './ai/workers-vision.ts';
import { createApp } from './app.ts';
import { type Config, parseConfig } from './env.ts';
import { createR2PhotoStore, isR2Bucket } from './photos/r2-store.ts';
import { createBindingRateLimiter } from './rate-limit/binding.ts';
import { createMemoryRateLimiter } from './rate-limit/memory.ts';
import type { AppEnv } from './types.ts';

/** Without the wrangler.jsonc bindings each isolate still counts on its own: weaker, but never unlimited. */
function missingBindings(limits: Config['rateLimits']) {
  console.warn('The rate-limit bindings of wrangler.jsonc are missing; counting per isolate instead.');
  return createMemoryRateLimiter({ limits });
}

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/**
 * A page load of a path with no file (every app route; `/` is the prerendered index.html) gets the app shell,
 * app.html, as on Node. `/app` rather than `/app.html`: the assets' html_handling redirects the latter.
 */
function appShell(assets: AssetsBinding): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const isPageLoad =
      (c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.header('accept')?.includes('text/html');
    // A missing script or image stays a 404 rather than an HTML page the browser cannot use.
    if (!isPageLoad) return next();
    const shell = await assets.fetch(new Request(new URL('/app', c.req.url), { method: c.req.method }));
    // A copy, because the binding's headers are immutable and the app's middleware adds its own.
    return new Response(shell.body, shell);
  };
}

/**
 * Workers entry: the same app over Turso (HTTP). Static files are served by the assets binding before this runs
 * (wrangler.jsonc); migrations are applied from Node before a deploy, never here.
 */
let app: ReturnType<typeof createApp> | undefined;

/** The built-in coach, or a Workers AI model checked and backed by it when the `AI` binding and a model are set. */
function coachFor(env: Record<string, unknown>, config: Config) {
  const builtInCoach = createBuiltInCoach();
  if (!config.workersAiModel || !isWorkersAiBinding(env.AI)) return builtInCoach;
  const ask = workersAiAsk(env.AI, config.workersAiModel);
  return createModelCoach({ ask, fallback: builtInCoach, checker: coachChecker });
}

function appFor(env: Record<string, unknown>) {
  if (app) return app;
  const config = parseConfig(env);
  if (!config.publicUrl) throw new Error('Invalid configuration:\n  PUBLIC_URL: is required on Workers');
  const client = createClient({ url: config.database.url, authToken: config.database.authToken });
  app = createApp({
    queries: createQueries(createDb(client)),
    // The local identity provider is Node only; in development a Worker signs in through `pnpm idp` as OIDC.
    auth: { publicUrl: config.publicUrl, google: config.google, github: config.github, oidc: config.oidc },
    isDevelopment: config.isDevelopment,
    rateLimiter: createBindingRateLimiter(env) ?? missingBindings(config.rateLimits),
    // Set by Cloudflare's edge for every request; a client cannot forge it there.
    clientAddress: (c) => c.req.header('CF-Connecting-IP'),
    staticFiles: appShell(env.ASSETS as AssetsBinding),
    coach: coachFor(env, config),
    aiDailyRequests: config.aiDailyRequests,
    scanner: workersVisionScanner(env.AI, config),
    // The PHOTOS R2 bucket of wrangler.jsonc; without it the photo routes answer 503 with the reason.
    photoStore: isR2Bucket(env.PHOTOS) ? createR2PhotoStore(env.PHOTOS) : undefined,
  });
  return app;
}

export default {
  fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext) {
    return appFor(env).fetch(request, env, ctx);
  },
};
