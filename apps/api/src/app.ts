import { describeDatabaseError, isDatabaseUnavailable, type Queries } from '@liftwise/db';
import {
  type Coach,
  createBuiltInCoach,
  DATA_TRANSFER_MESSAGES,
  type EquipmentScanner,
  IMPORT_MAX_BYTES,
  IMPORT_OPTIONS_MAX_CHARS,
  type PhotoStore,
  SCAN_MESSAGES,
  SERVER_MESSAGES,
  SYNC_SERVER_MESSAGES,
} from '@liftwise/domain';
import { appRouter, requiresSession, type Context as TrpcContext } from '@liftwise/trpc';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
// hono/tiny: one pattern router instead of the default's three (RegExp, Trie and the Smart one picking between
// them), ~2.4 KB gzip of the Worker; a few dozen routes match as fast either way.
import { Hono } from 'hono/tiny';
import { DEFAULT_AI_DAILY_REQUESTS } from './ai/allowance.ts';
import { type AuthConfig, createAuth } from './auth/index.ts';
import { createCalendarFeedRoutes } from './calendar-feed/routes.ts';
import { appContentSecurityPolicy } from './content-security-policy.ts';
import { createImportGate } from './data-transfer/import-gate.ts';
import { createDataTransferRoutes } from './data-transfer/routes.ts';
import type { VapidConfig } from './env.ts';
import { redirectOtherLoopbackNames } from './loopback-redirect.ts';
import { createPhotoRoutes } from './photos/routes.ts';
import { unavailablePhotoStore } from './photos/unavailable-store.ts';
import { privateAnswers } from './private-answers.ts';
import { afterAnswer } from './push/after-answer.ts';
import type { RestAlertTimers } from './push/rest-alerts.ts';
import { createPushSender } from './push/send.ts';
import { type ClientAddress, createRateLimitGuard } from './rate-limit/guard.ts';
import { createMemoryRateLimiter } from './rate-limit/memory.ts';
import { DEFAULT_RATE_LIMITS, type RateLimiter } from './rate-limit/rules.ts';
import type { Realtime } from './realtime/realtime.ts';
import { securityHeaders } from './security-headers.ts';
import type { AppEnv } from './types.ts';

/** Bodies on /trpc: profile-sized JSON needs a few KB; /photos has its own limit (PHOTO_MAX_BYTES). */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * What a caller without a session may send: /auth's routes read no body at all, and a public procedure's input is a
 * few fields; anything more from someone nobody knows would only be memory the server holds for them.
 */
export const PUBLIC_BODY_BYTES = 16 * 1024;
/**
 * A request naming one of the import's two procedures takes a whole file as an upload: IMPORT_MAX_BYTES
 * of it as bytes, and room for its options' line.
 */
export const IMPORT_BODY_BYTES = IMPORT_MAX_BYTES + 4 * IMPORT_OPTIONS_MAX_CHARS;
const IMPORT_PROCEDURES = new Set(['previewImport', 'importData']);
/** When to try an import again that was refused for another one running: reading one takes a few seconds. */
const IMPORT_RETRY_AFTER_S = 5;
/** The procedures a /trpc path names: one, or a batch's list (`/trpc/a,b`). */
const procedureNames = (path: string) =>
  path.startsWith('/trpc/') ? path.slice('/trpc/'.length).split(',') : [];
const namesAnImport = (path: string) => procedureNames(path).some((name) => IMPORT_PROCEDURES.has(name));
/** Only requests that carry a body: no route reads a GET's (and on Node merely asking for one costs a query time). */
const carriesBody = (c: Context<AppEnv>) => c.req.method !== 'GET' && c.req.method !== 'HEAD';
/**
 * A tRPC request that may run before its session is proven (its check travels with its first database trip): any
 * query, and a call whose declared body is no bigger than a signed-out caller may send, so a forged session cannot
 * make the server read more than that. An import is always proven first.
 */
const claimsSession = (c: Context<AppEnv>) => {
  if (!carriesBody(c)) return true;
  const length = Number(c.req.header('content-length') ?? Number.NaN);
  return length <= PUBLIC_BODY_BYTES && !namesAnImport(c.req.path);
};
/** A tRPC call refused before its input is read, in tRPC's own error shape so the web app shows its message. */
type Refusal = {
  code: 'TOO_MANY_REQUESTS' | 'UNAUTHORIZED' | 'UNSUPPORTED_MEDIA_TYPE';
  message: string;
  retryAfterS: number;
};
/** Calls per tRPC batch; the web's httpBatchLink sends at most this many (maxItems in apps/web/src/lib/trpc.ts). */
export const MAX_BATCH_SIZE = 10;

export interface AppDeps {
  queries: Queries;
  /** The database `queries` use, to name it in the log when it cannot be reached or used (never the token). */
  database?: { url: string; authToken?: string };
  auth: AuthConfig;
  now?: () => Date;
  /** Serves the built web app (Node); on Workers the assets binding does it before the worker runs. */
  staticFiles?: MiddlewareHandler<AppEnv>;
  /** From the validated config: errors carry stacks and raw messages only then. */
  isDevelopment?: boolean;
  /** Seeds the catalogue for initializeDefaultEquipment (Node); absent on Workers, seeded before a deploy. */
  seedCatalogue?: () => Promise<{ categories: number; equipment: number }>;
  /** Defaults to an in-process limiter with the default limits (one per app). */
  rateLimiter?: RateLimiter;
  /** The caller's address for per-address limits; without it every caller shares one bucket. */
  clientAddress?: ClientAddress;
  /** Answers the AI calls; the built-in coach unless a model is configured (node.ts). */
  coach?: Coach;
  /** Model requests per athlete per UTC day (AI_DAILY_REQUESTS); DEFAULT_AI_DAILY_REQUESTS when absent. */
  aiDailyRequests?: number;
  /** Identifies equipment in photos; unavailable (saying what to configure) unless a vision model is set. */
  scanner?: EquipmentScanner;
  /** Equipment photos' bytes: files on Node, R2 on Workers; without one, uploads fail with the reason. */
  photoStore?: PhotoStore;
  /** The real-time stream (/events) and what feeds it: Node's in-process hub; absent → /events answers 501. */
  realtime?: Realtime;
  /** Sends each athlete's rest alert at its instant: Node's timers or the athlete's Durable Object; absent, none is. */
  restAlerts?: RestAlertTimers;
  /** The server's VAPID keys and subject (VAPID_* settings); absent, no notifications are sent. */
  vapid?: VapidConfig;
  /** How pushes reach the push services; the platform's fetch unless a test routes them to its own. */
  pushFetch?: typeof fetch;
  /** The addresses a push service's host resolves to, so a private one is refused (Node's; none on Workers). */
  pushResolveHost?: (hostname: string) => Promise<readonly string[]>;
}

/**
 * The whole HTTP surface, the same on Node and on Workers: /health, /auth/*, /trpc/*, /events, /export, /photos/*,
 * /calendar/* and the web app.
 */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const isDevelopment = deps.isDevelopment ?? false;
  const limiter = deps.rateLimiter ?? createMemoryRateLimiter({ limits: DEFAULT_RATE_LIMITS });
  const guard = createRateLimitGuard({ limiter, clientAddress: deps.clientAddress ?? (() => undefined) });
  const coach = deps.coach ?? createBuiltInCoach();
  const scanner = deps.scanner ?? { available: false, reason: SCAN_MESSAGES.visionUnconfigured };
  const photoStore = deps.photoStore ?? unavailablePhotoStore;
  const allowCoachCall = async (userId: string) => (await limiter.hit('coach', userId)).ok;
  const allowDataTransfer = async (userId: string) => (await limiter.hit('dataTransfer', userId)).ok;
  const allowTestPush = async (userId: string) => (await limiter.hit('pushTest', userId)).ok;
  const sendPush =
    deps.vapid &&
    createPushSender({
      vapid: deps.vapid,
      removeGone: (endpoint) => deps.queries.pushSubscriptions.removeByEndpoint(endpoint),
      fetch: deps.pushFetch,
      resolveHost: deps.pushResolveHost,
    });
  const auth = createAuth({
    queries: deps.queries.auth,
    config: deps.auth,
    now,
    limit: guard.auth(SERVER_MESSAGES.rateLimited),
    sessionsEnded: (ended, c) => deps.realtime?.sessionsEnded(ended, c),
  });
  const https = new URL(deps.auth.publicUrl).protocol === 'https:';
  /** One line for the operator, never a stack or the token; the athlete is told 'unavailable' (503). */
  const logUnavailable = (error: unknown) =>
    console.error(
      `database unavailable: ${describeDatabaseError(error, deps.database ?? { url: 'DATABASE_URL' })}`,
    );
  const app = new Hono<AppEnv>();
  const importGate = createImportGate();

  app.use('*', redirectOtherLoopbackNames(deps.auth.publicUrl));
  app.use('*', securityHeaders({ https }));
  app.use('*', appContentSecurityPolicy);
  app.use('*', privateAnswers);
  app.use('*', auth.sameOriginGuard);

  app.get('/health', (c) => c.json({ status: 'ok' }));

  const bodyTooLarge = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.text('Request body too large', 413),
  });
  const publicBodyTooLarge = bodyLimit({
    maxSize: PUBLIC_BODY_BYTES,
    onError: (c) => c.text('Request body too large', 413),
  });
  // Only requests that carry a body are measured: on Node, merely asking a GET for its body builds a full Request
  // object, which cost every query about a sixth of its time; no route reads a GET's body.
  const importTooLarge = bodyLimit({
    maxSize: IMPORT_BODY_BYTES,
    onError: (c) => c.json({ message: DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024) }, 413),
  });
  const limitBody: MiddlewareHandler<AppEnv> = (c, next) => {
    if (!carriesBody(c)) return next();
    if (!c.get('user')) return publicBodyTooLarge(c, next);
    return namesAnImport(c.req.path) ? importTooLarge(c, next) : bodyTooLarge(c, next);
  };
  const limitAuthBody: MiddlewareHandler<AppEnv> = (c, next) =>
    carriesBody(c) ? publicBodyTooLarge(c, next) : next();

  // The /trpc buckets also count photo requests: one browser's requests, whichever route they take.
  const rateLimited: MiddlewareHandler<AppEnv> = async (c, next) => {
    const decision = await guard.trpc(c);
    if (decision.ok) return next();
    c.header('Retry-After', String(decision.retryAfterS));
    return c.json({ message: SERVER_MESSAGES.rateLimited }, 429);
  };

  app.use('/auth/*', limitAuthBody, auth.signInSessionMiddleware);
  app.route('/auth', auth.routes);

  /**
   * The caller as tRPC sees it: a proven session's user, or a query's claimed one (its proof travels with its first
   * read), or no one.
   */
  function sessionOf(c: Context<AppEnv>): Pick<TrpcContext, 'user' | 'account'> {
    const claim = c.get('claim');
    const proven = c.get('user');
    const notSignedIn = () =>
      new TRPCError({ code: 'UNAUTHORIZED', message: SERVER_MESSAGES.notAuthenticated });
    if (claim) {
      return {
        user: { id: claim.userId },
        account: async () => (await claim.proven()) ?? Promise.reject(notSignedIn()),
      };
    }
    return {
      user: proven,
      account: async () => proven ?? Promise.reject(notSignedIn()),
    };
  }

  /** A tRPC request's answer; with `refusal`, every call of it is refused so, before any input is read. */
  async function trpcResponse(c: Context<AppEnv>, req: Request, refusal?: Refusal): Promise<Response> {
    let retryAfterS = 0;
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      router: appRouter,
      req,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: async () => {
        if (refusal !== undefined) {
          retryAfterS = refusal.retryAfterS;
          throw new TRPCError({ code: refusal.code, message: refusal.message });
        }
        return {
          ...sessionOf(c),
          queries: deps.queries,
          now,
          isDevelopment,
          seedCatalogue: deps.seedCatalogue ?? null,
          coach,
          allowCoachCall,
          allowDataTransfer,
          aiDailyRequests: deps.aiDailyRequests ?? DEFAULT_AI_DAILY_REQUESTS,
          scanner,
          photoStore,
          allowTestPush,
          push: {
            publicKey: deps.vapid?.publicKey ?? null,
            sendLater: (target, payload) => {
              if (!sendPush) return;
              const sending = sendPush(target, payload).catch((error: unknown) =>
                console.error('sending a push failed', error),
              );
              afterAnswer(c, sending);
            },
            // The row is written (or deleted) already: a timer that fails to be set is logged, never the answer.
            restAlertScheduled: (userId, dueAt) => {
              try {
                deps.restAlerts?.scheduled(userId, dueAt, c);
              } catch (error) {
                console.error('setting a rest alert failed', error);
              }
            },
            restAlertCancelled: (userId) => {
              try {
                deps.restAlerts?.cancelled(userId, c);
              } catch (error) {
                console.error('clearing a rest alert failed', error);
              }
            },
          },
          publishChange: (userId, change) => {
            // The write is done whatever happens here: a failed publish is logged, never the athlete's failure.
            try {
              deps.realtime?.publish(userId, change, c);
            } catch (error) {
              console.error('publishing a change failed', error);
            }
          },
        };
      },
      onError: ({ error, path }) => {
        if (error.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(error.cause))
          logUnavailable(error.cause);
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`trpc ${path ?? '?'} failed`, error);
      },
    });
    if (retryAfterS) response.headers.set('Retry-After', String(retryAfterS));
    return response;
  }

  /** Answers every call of the request with `refusal` without reading its body (a copy of it without one). */
  const refuseUnread = (c: Context<AppEnv>, refusal: Refusal) => {
    const { url, method } = c.req.raw;
    // As JSON whatever was sent: tRPC answers a content type it does not take with its own words, not the refusal.
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    return trpcResponse(c, new Request(url, { method, headers }), refusal);
  };

  // Per address and per session, before anything reads the body: a refused flood costs the server no bytes.
  const trpcRateLimited: MiddlewareHandler<AppEnv> = async (c, next) => {
    const decision = await guard.trpc(c);
    if (decision.ok) return next();
    return refuseUnread(c, {
      code: 'TOO_MANY_REQUESTS',
      message: SERVER_MESSAGES.rateLimited,
      retryAfterS: decision.retryAfterS,
    });
  };

  /**
   * A body sent without a session to procedures that all need one is refused unread (the body limit would otherwise
   * read, say, an import's 50 MB first): tRPC could only answer UNAUTHORIZED after it. A call of a public
   * procedure goes on, its body held to PUBLIC_BODY_BYTES (limitBody).
   */
  const signedOutRefused: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.get('user') || c.get('claim') || !carriesBody(c)) return next();
    if (!procedureNames(c.req.path).every((name) => requiresSession(appRouter, name))) return next();
    return refuseUnread(c, {
      code: 'UNAUTHORIZED',
      message: SERVER_MESSAGES.notAuthenticated,
      retryAfterS: 0,
    });
  };

  /**
   * An import is an upload (application/octet-stream), alone, as the web app's httpLink sends it: a file inside a
   * JSON body (or a form, which the runtime parses whole) would hold every athlete's requests while it is read, so
   * any other body is refused unread.
   */
  const importAsUpload: MiddlewareHandler<AppEnv> = (c, next) => {
    if (!carriesBody(c) || !namesAnImport(c.req.path)) return next();
    const upload = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/octet-stream');
    if (upload && procedureNames(c.req.path).length === 1) return next();
    return refuseUnread(c, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: DATA_TRANSFER_MESSAGES.notAnUpload,
      retryAfterS: 0,
    });
  };

  /**
   * A signed-in athlete's import takes its place before anything reads its document (the body limit included, which
   * reads a body sent without a length); refused, its body is never read.
   */
  const importPlace: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = c.get('user');
    if (!user || !namesAnImport(c.req.path)) return next();
    const place = importGate.enter(user.id);
    if (!place.ok)
      return refuseUnread(c, {
        code: 'TOO_MANY_REQUESTS',
        message: place.message,
        retryAfterS: IMPORT_RETRY_AFTER_S,
      });
    try {
      await next();
    } finally {
      place.leave();
    }
  };

  app.use(
    '/trpc/*',
    auth.claimingSignInSessionMiddleware(claimsSession),
    trpcRateLimited,
    signedOutRefused,
    importAsUpload,
    importPlace,
    limitBody,
  );
  app.all('/trpc/*', (c) => trpcResponse(c, c.req.raw));

  // The athlete's changes as they happen; each (re)connection counts as one request of theirs.
  app.use('/events', auth.signInSessionMiddleware, rateLimited);
  app.get('/events', (c, next) => {
    // No stream for signed-out visitors, whichever server carries it.
    if (!c.get('user') || !c.get('session'))
      return c.json({ message: SERVER_MESSAGES.notAuthenticated }, 401);
    if (!deps.realtime) return c.json({ message: SYNC_SERVER_MESSAGES.unavailable }, 501);
    return deps.realtime.stream(c, next);
  });

  // Downloads of the athlete's data; GETs, so no body to limit.
  app.use('/export', auth.signInSessionMiddleware, rateLimited);
  app.use('/export/*', auth.signInSessionMiddleware, rateLimited);
  app.route('/export', createDataTransferRoutes({ queries: deps.queries, limiter, now }));

  // Not limitBody: the photo routes read the body themselves up to PHOTO_MAX_BYTES.
  app.use('/photos/*', auth.signInSessionMiddleware, rateLimited);
  app.route('/photos', createPhotoRoutes({ queries: deps.queries, store: deps.photoStore, now }));

  // The calendar feed: no session on purpose (the token is the key), limited per address and per feed.
  app.use('/calendar/*', async (c, next) => {
    const decision = await guard.feed(c, c.req.path);
    if (decision.ok) return next();
    c.header('Retry-After', String(decision.retryAfterS));
    return c.json({ message: SERVER_MESSAGES.rateLimited }, 429);
  });
  app.route(
    '/calendar',
    createCalendarFeedRoutes({ queries: deps.queries, publicUrl: deps.auth.publicUrl, now }),
  );

  if (deps.staticFiles) app.use('*', deps.staticFiles);

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    // The session middleware reads the database before any route: the same 503 as a procedure's.
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error);
      return c.json({ message: SERVER_MESSAGES.unavailable }, 503);
    }
    console.error('unhandled error', error);
    return c.json({ error: 'Internal server error' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
