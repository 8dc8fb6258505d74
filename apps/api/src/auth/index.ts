import type { Queries } from '@liftwise/db';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { EndedSessions } from '../realtime/realtime.ts';
import type { AppEnv } from '../types.ts';
import type { AuthConfig } from './config.ts';
import { createCookieJar } from './cookies.ts';
import { createProviders } from './providers.ts';
import { createAuthRoutes } from './routes.ts';
import { createSameOriginGuard } from './same-origin.ts';
import {
  createClaimingSignInSessionMiddleware,
  createSignInSessionMiddleware,
} from './sign-in-session-middleware.ts';
import { createSignInSessionStore } from './sign-in-sessions.ts';

export type { AuthConfig, ProviderId } from './config.ts';
export { SIGN_IN_FAILED_MESSAGE, SIGNED_IN_MESSAGE } from './pages.ts';

/**
 * Sign-in and sessions for the whole app. Web APIs only, so the same code serves the Node entry and the Worker;
 * the local identity provider (Node only) lives apart in local-idp.ts.
 */
export function createAuth(deps: {
  queries: Queries['auth'];
  config: AuthConfig;
  now?: () => Date;
  /** Rate limiting of sign-in start, callback and sign-out; runs after the session middleware. */
  limit?: MiddlewareHandler<AppEnv>;
  /** Told after a sign-out, so what lives as long as a session (the real-time stream) ends with it. */
  sessionsEnded?: (ended: EndedSessions, c: Context<AppEnv>) => void;
}): {
  routes: Hono<AppEnv>;
  signInSessionMiddleware: MiddlewareHandler<AppEnv>;
  /**
   * For tRPC: a request `claims` allows runs as the user its token names while its session check travels with its
   * first trip to the database.
   */
  claimingSignInSessionMiddleware: (claims: (c: Context<AppEnv>) => boolean) => MiddlewareHandler<AppEnv>;
  sameOriginGuard: MiddlewareHandler<AppEnv>;
} {
  const now = deps.now ?? (() => new Date());
  const { publicUrl } = deps.config;
  const cookies = createCookieJar(publicUrl, now);
  const sessions = createSignInSessionStore({ queries: deps.queries, now });
  const signInSessionMiddleware = createSignInSessionMiddleware({ sessions, cookies });
  const routes = createAuthRoutes({
    providers: createProviders(deps.config),
    queries: deps.queries,
    sessions,
    cookies,
    signInSessionMiddleware,
    publicUrl,
    now,
    limit: deps.limit,
    sessionsEnded: deps.sessionsEnded,
  });
  return {
    routes,
    signInSessionMiddleware,
    claimingSignInSessionMiddleware: (claims) =>
      createClaimingSignInSessionMiddleware({ sessions, cookies, claims }),
    sameOriginGuard: createSameOriginGuard(publicUrl),
  };
}
