// Turso over HTTP only (a `libsql://` URL is HTTPS here): the HTTP client leaves out libSQL's WebSocket client, which
// `@libsql/client/web` adds; a `wss:` DATABASE_URL is refused by name on the first request.

import { createClient } from '@libsql/client/http';
import { createDb, createQueries } from '@liftwise/db';
import { coachChecker, createBuiltInCoach } from '@liftwise/domain';
import type { ExecutionContext, MiddlewareHandler } from 'hono';
// Not ./ai/index.ts: that also exports the `ai` SDK's adapter, which must stay out of the Worker.
import { createModelCoach } from './ai/model-coach.ts';
import { isWorkersAiBinding, workersAiAsk } from './ai/workers-ai.ts';
import { workersVisionScanner } from './ai/workers-vision.ts';
import { type AppDeps, createApp } from './app.ts';
import { retryWhenBusy } from './busy-retry.ts';
import { type Config, parseConfig } from './env.ts';
import { createR2PhotoStore, isR2Bucket } from './photos/r2-store.ts';
import { type ReminderTickResult, runReminderTick } from './push/reminder-tick.ts';
import { createPushSender } from './push/send.ts';
import { createWorkerRestAlerts } from './push/worker-rest-alerts.ts';
import { createBindingRateLimiter } from './rate-limit/binding.ts';
import { createMemoryRateLimiter } from './rate-limit/memory.ts';
import { createWorkerRealtime, isDurableObjectNamespace } from './realtime/worker-realtime.ts';
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
let apps: { replica: ReturnType<typeof createApp>; primary: ReturnType<typeof createApp> } | undefined;

/** The built-in coach, or a Workers AI model checked and backed by it when the `AI` binding and a model are set. */
function coachFor(env: Record<string, unknown>, config: Config) {
  const builtInCoach = createBuiltInCoach();
  if (!config.workersAiModel || !isWorkersAiBinding(env.AI)) return builtInCoach;
  const ask = workersAiAsk(env.AI, config.workersAiModel);
  return createModelCoach({ ask, fallback: builtInCoach, checker: coachChecker });
}

/**
 * The replica's requests (reads: writes go to the primary): one it cannot take (stopped, unreachable) or does not
 * answer within 5 s goes to the primary instead, so reads carry on while a replica is down. A
 * replica whose primary is down holds reads without answering; given up, the primary then refuses at once and the
 * read is 503 'unavailable' rather than a request that hangs. Only reads are given up: a write cut off could still
 * land, and an athlete told it failed would save it twice. libSQL's client hands over a Request: cloned, to resend.
 */
function orPrimary(primaryUrl: string): typeof fetch {
  const primary = new URL(primaryUrl.replace(/^libsql:/, 'https:'));
  return async (request) => {
    try {
      return await fetch((request as Request).clone(), { signal: AbortSignal.timeout(5000) });
    } catch {
      const url = new URL((request as Request).url);
      url.protocol = primary.protocol;
      url.host = primary.host;
      return fetch(new Request(url, request as Request));
    }
  };
}

function appsFor(env: Record<string, unknown>) {
  if (apps) return apps;
  const config = parseConfig(env);
  if (!config.publicUrl) throw new Error('Invalid configuration:\n  PUBLIC_URL: is required on Workers');
  const { url, primaryUrl, authToken } = config.database;
  const shared: Omit<AppDeps, 'queries'> = {
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
    // Each athlete's streams in their own Durable Object; without the binding, /events is 501.
    realtime: isDurableObjectNamespace(env.ATHLETE_CHANGES)
      ? createWorkerRealtime(env.ATHLETE_CHANGES)
      : undefined,
    vapid: config.vapid,
    // The athlete's Durable Object keeps the rest alert's alarm; without the binding no rest alert is sent.
    restAlerts: isDurableObjectNamespace(env.ATHLETE_CHANGES)
      ? createWorkerRestAlerts(env.ATHLETE_CHANGES)
      : undefined,
  };
  const appOver = (database: string, fetch?: typeof globalThis.fetch) =>
    createApp({
      ...shared,
      // No queue in the client: a statement it queued would run from another request, which workerd cancels as hung.
      queries: createQueries(
        createDb(createClient({ url: database, authToken, fetch, concurrency: Number.POSITIVE_INFINITY })),
      ),
      database: { url: database, authToken },
    });
  const replica = appOver(url, retryWhenBusy(primaryUrl ? orPrimary(primaryUrl) : fetch));
  apps = { replica, primary: primaryUrl ? appOver(primaryUrl, retryWhenBusy(fetch)) : replica };
  return apps;
}

let reminderTick: (() => Promise<ReminderTickResult>) | null | undefined;

/**
 * The workout reminders' tick over the primary (it claims reminders: a write), or null on a Worker without VAPID
 * keys, which sends nothing.
 */
function reminderTickFor(env: Record<string, unknown>) {
  if (reminderTick !== undefined) return reminderTick;
  const config = parseConfig(env);
  const { vapid } = config;
  if (!vapid) {
    reminderTick = null;
    return reminderTick;
  }
  const { url, primaryUrl, authToken } = config.database;
  const client = createClient({
    url: primaryUrl ?? url,
    authToken,
    fetch: retryWhenBusy(fetch),
    concurrency: Number.POSITIVE_INFINITY,
  });
  const queries = createQueries(createDb(client));
  const sendPush = createPushSender({
    vapid,
    removeGone: (endpoint) => queries.pushSubscriptions.removeByEndpoint(endpoint),
  });
  reminderTick = () => runReminderTick({ queries, sendPush });
  return reminderTick;
}

/** Seconds a session's reads go to the primary after it wrote: well beyond a replica's lag. */
const READ_PRIMARY_S = 10;

// The Durable Object class wrangler.jsonc binds as ATHLETE_CHANGES: a Worker module exports its classes.
export { AthleteChanges } from './realtime/athlete-changes.ts';

export default {
  async fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext) {
    const { replica, primary } = appsFor(env);
    if (primary === replica) return replica.fetch(request, env, ctx);
    // tRPC's mutations are POSTs; a sign-in's callback is the one GET that writes (the user and the session).
    const writes =
      !/^(GET|HEAD)$/.test(request.method) || new URL(request.url).pathname.startsWith('/auth/callback/');
    if (!writes) {
      const wroteLately = /(^|;\s*)wrote=1/.test(request.headers.get('Cookie') ?? '');
      return (wroteLately ? primary : replica).fetch(request, env, ctx);
    }
    // A copy: the app's response headers may be immutable.
    const answer = await primary.fetch(request, env, ctx);
    const response = new Response(answer.body, answer);
    const secure = request.url.startsWith('https:') ? '; Secure' : '';
    response.headers.append(
      'Set-Cookie',
      `wrote=1; Max-Age=${READ_PRIMARY_S}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
    return response;
  },

  /**
   * The Cron Trigger of wrangler.jsonc, every minute: one reminder tick, its pushes kept alive past the handler's
   * end with `waitUntil` (each has its own timeout and retries).
   */
  async scheduled(_controller: unknown, env: Record<string, unknown>, ctx: ExecutionContext) {
    const tick = reminderTickFor(env);
    if (!tick) return;
    const { sending } = await tick();
    ctx.waitUntil(sending);
  },
};
