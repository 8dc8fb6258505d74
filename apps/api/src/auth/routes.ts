import type { AuthQueries } from '@liftwise/db';
import { generateCodeVerifier, generateState, OAuth2RequestError } from 'arctic';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono/tiny'; // as app.ts

import * as z from 'zod/mini';
import type { EndedSessions } from '../realtime/realtime.ts';
import { type AppEnv, toAuthUser } from '../types.ts';
import { PROVIDER_IDS, type ProviderId } from './config.ts';
import type { CookieJar } from './cookies.ts';
import { chooserPage, contentSecurityPolicy, createNonce, signedInPage, signInFailedPage } from './pages.ts';
import type { SignInProvider } from './providers.ts';
import { describeSignInFailure } from './sign-in-failure.ts';
import { constantTimeEqual, type SignInSessionStore } from './sign-in-sessions.ts';

/** `redirect` is used when the browser blocked the popup: the flow then runs in the app's own window. */
type Mode = 'popup' | 'redirect';

/**
 * The mode a request asks for; anything but `redirect` (absent, misspelt) is a popup. A function rather than zod's
 * `catch`: that keeps all of zod's `util` namespace in the Worker.
 */
function modeOf(value: unknown): Mode {
  return value === 'redirect' ? 'redirect' : 'popup';
}

const callbackQuery = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  state: z.string().check(z.minLength(1), z.maxLength(256)),
});
const providerError = z.string().check(z.minLength(1), z.maxLength(256));
const providerIdSchema = z.enum(PROVIDER_IDS);

export function createAuthRoutes(deps: {
  providers: Map<ProviderId, SignInProvider>;
  queries: Pick<AuthQueries, 'upsertUserForIdentity' | 'deleteUserSessions'>;
  sessions: SignInSessionStore;
  cookies: CookieJar;
  signInSessionMiddleware: MiddlewareHandler<AppEnv>;
  publicUrl: string;
  now: () => Date;
  /** Guards sign-in start, callback and sign-out (rate limiting); /auth/session is read on every page load. */
  limit?: MiddlewareHandler<AppEnv>;
  /** Told after a sign-out (the real-time streams of the ended sessions close). */
  sessionsEnded?: (ended: EndedSessions, c: Context<AppEnv>) => void;
}) {
  const { providers, queries, sessions, cookies, now } = deps;
  const appOrigin = new URL(deps.publicUrl).origin;
  const routes = new Hono<AppEnv>();
  const limit: MiddlewareHandler<AppEnv> = deps.limit ?? ((_c, next) => next());

  const findProvider = (c: Context<AppEnv>) => {
    const id = providerIdSchema.safeParse(c.req.param('provider'));
    return id.success ? providers.get(id.data) : undefined;
  };

  const page = (
    c: Context<AppEnv>,
    status: 200 | 400 | 502 | 503,
    render: (nonce: string) => ReturnType<typeof signedInPage>,
  ) => {
    const nonce = createNonce();
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce));
    c.header('Cache-Control', 'no-store');
    return c.html(render(nonce), status);
  };

  // Every page of the popup flow must share one opener policy, or Chromium moves the popup into a new browsing
  // context group and `window.opener` is gone when the callback reports back (checked in Chromium: a
  // same-origin-allow-popups callback after the provider's unsafe-none pages loses the opener). The local provider's
  // pages send unsafe-none too; the opening app page keeps its own (same-origin-allow-popups). The
  // app's outer securityHeaders() therefore keeps a header a route set.
  routes.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cross-Origin-Opener-Policy', 'unsafe-none');
  });

  // The routes work even where the app forgot the session middleware; where it ran, the work is not repeated.
  routes.use('*', async (c, next) => {
    if (c.get('session') === undefined) return deps.signInSessionMiddleware(c, next);
    await next();
  });

  routes.get('/signin', limit, (c) => {
    const mode = modeOf(c.req.query('mode'));
    const list = [...providers.values()];
    const [only] = list;
    if (!only) return c.text('No sign-in provider is configured', 503);
    if (list.length === 1) return c.redirect(signInPath(only.id, mode));
    return page(c, 200, (nonce) =>
      chooserPage({ providers: list, mode: mode === 'redirect' ? mode : undefined, nonce }),
    );
  });

  routes.get('/signin/:provider', limit, async (c) => {
    const provider = findProvider(c);
    if (!provider) return c.text('Unknown sign-in provider', 404);
    const state = generateState();
    const verifier = generateCodeVerifier();
    let authorizationUrl: URL;
    try {
      authorizationUrl = await provider.authorizationUrl(state, verifier);
    } catch (error) {
      // One line for the operator (which setting or issuer is wrong); the person is told it is unavailable.
      console.error(`sign-in with ${provider.id} is unavailable: ${describeSignInFailure(error).reason}`);
      return page(c, 503, (nonce) =>
        signInFailedPage({ targetOrigin: appOrigin, nonce, unavailableProvider: provider.label }),
      );
    }
    cookies.setFlow(c, {
      state,
      verifier: provider.usesPkce ? verifier : null,
      mode: modeOf(c.req.query('mode')),
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(authorizationUrl.href);
  });

  routes.get('/callback/:provider', limit, async (c) => {
    const provider = findProvider(c);
    if (!provider) return c.text('Unknown sign-in provider', 404);
    const flow = cookies.getFlow(c);
    const mode: Mode = modeOf(flow.mode);
    const failed = (status: 400 | 502, unavailableProvider?: string) => {
      cookies.clearFlow(c);
      return page(c, status, (nonce) =>
        signInFailedPage({ targetOrigin: appOrigin, nonce, unavailableProvider }),
      );
    };

    // The person declined, or the provider could not authenticate them: nothing to verify, nothing to create.
    if (providerError.safeParse(c.req.query('error')).success) return failed(400);

    const query = callbackQuery.safeParse({ code: c.req.query('code'), state: c.req.query('state') });
    if (!query.success) return c.text('Sign-in callback is missing its code or state', 400);
    // The state ties this callback to a flow this browser started; without it anyone could log a victim into
    // the attacker's account by sending them a callback link.
    if (!flow.state || !constantTimeEqual(flow.state, query.data.state)) {
      return c.text('Sign-in state does not match; please start again', 400);
    }
    if (provider.usesPkce && !flow.verifier) {
      return c.text('Sign-in verifier is missing; please start again', 400);
    }

    let identity: Awaited<ReturnType<SignInProvider['fetchIdentity']>>;
    try {
      identity = await provider.fetchIdentity(query.data.code, flow.verifier ?? '');
    } catch (error) {
      // One line, no stack: the cause is a provider or a setting (a wrong client secret), not this code.
      const failure = describeSignInFailure(error);
      console.error(`sign-in with ${provider.id} failed: ${failure.reason}`);
      if (failure.unavailable) return failed(502, provider.label);
      // The provider refused this attempt's code (400), or answered what cannot be used (502).
      return failed(error instanceof OAuth2RequestError ? 400 : 502);
    }

    const user = await queries.upsertUserForIdentity(identity, now());
    // A fresh session on every sign-in (and the old one ended) so a token planted before sign-in is worthless.
    const previous = c.get('session');
    if (previous) await sessions.invalidateSignInSession(previous.id);
    const { token, session } = await sessions.createSignInSession(user.id);
    cookies.setSession(c, token, new Date(session.expiresAt));
    cookies.clearFlow(c);

    if (mode === 'redirect') return c.redirect('/dashboard');
    return page(c, 200, (nonce) => signedInPage({ targetOrigin: appOrigin, nonce }));
  });

  routes.get('/session', (c) => {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user');
    return c.json({ user: user ? toAuthUser(user) : null });
  });

  routes.post('/signout', limit, async (c) => {
    const session = c.get('session');
    if (session) {
      await sessions.invalidateSignInSession(session.id);
      deps.sessionsEnded?.({ userId: session.userId, sessionId: session.id }, c);
    }
    cookies.clearSession(c);
    return c.body(null, 204);
  });

  // Every browser and device of this athlete, e.g. after using a shared computer; same-origin guarded like all POSTs.
  routes.post('/signout/everywhere', limit, async (c) => {
    const user = c.get('user');
    if (user) {
      await queries.deleteUserSessions(user.id);
      deps.sessionsEnded?.({ userId: user.id }, c);
    }
    cookies.clearSession(c);
    return c.body(null, 204);
  });

  return routes;
}

function signInPath(provider: ProviderId, mode: Mode): string {
  return mode === 'redirect' ? `/auth/signin/${provider}?mode=redirect` : `/auth/signin/${provider}`;
}
