import { currentRequestTrip, inRequestTrip } from '@liftwise/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types.ts';
import type { CookieJar } from './cookies.ts';
import type { SignInSessionStore, ValidatedSignInSession } from './sign-in-sessions.ts';

type SessionDeps = { sessions: SignInSessionStore; cookies: CookieJar };

/** The cookie after a validation: a dead token is cleared, a renewed or upgraded one re-sent with its expiry. */
function keepCookie(
  c: Context<AppEnv>,
  deps: SessionDeps,
  token: string,
  found: ValidatedSignInSession | null,
) {
  if (!found) {
    // Stop the browser from sending a dead token with every request.
    deps.cookies.clearSession(c);
  } else if (found.renewed || found.upgradedToken) {
    deps.cookies.setSession(c, found.upgradedToken ?? token, new Date(found.session.expiresAt));
  }
}

/** Resolves the session cookie into `c.var.user` / `c.var.session` (null when signed out) before the route runs. */
export function createSignInSessionMiddleware(deps: SessionDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = deps.cookies.getSession(c);
    const found = token ? await deps.sessions.validateSignInSessionToken(token) : null;
    if (token) keepCookie(c, deps, token, found);
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    c.set('claim', null);
    await next();
  });
}

/**
 * For tRPC: a request `claims` allows whose token names its user runs at once as that user (`c.var.claim`), its
 * session check travelling with its first read, or behind the session guard of its first write; tRPC's protected
 * procedures answer only once the check proves the session is that user's. Everything else is validated first, as
 * `createSignInSessionMiddleware` does.
 */
export function createClaimingSignInSessionMiddleware(
  deps: SessionDeps & { claims: (c: Context<AppEnv>) => boolean },
) {
  const validateFirst = createSignInSessionMiddleware(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = deps.cookies.getSession(c);
    if (!token || !deps.claims(c)) return validateFirst(c, next);
    return inRequestTrip(async () => {
      const claim = deps.sessions.claimSignInSession(token);
      if (!claim) return validateFirst(c, next);
      const trip = currentRequestTrip();
      const proven = claim.verdict.then((verdict) => (verdict.valid ? verdict.user : null));
      trip?.writesWaitFor(
        proven.then((user) => {
          if (!user) throw new Error('the session was not proven');
        }),
      );
      c.set('user', null);
      c.set('session', null);
      c.set('claim', {
        userId: claim.userId,
        sessionId: claim.sessionId,
        proven: () => {
          trip?.sendHeldSoon();
          return proven;
        },
      });
      await next();
      // What the route did not need answered (it read nothing), the cookie's upkeep does.
      trip?.sendHeld();
      // The database failing is the answer's to tell (tRPC said so); the cookie is kept as it is.
      const verdict = await claim.verdict.catch(() => undefined);
      if (!verdict) return;
      // The session's own upkeep (a renewal, an expired row removed) is written whatever the verdict was.
      trip?.writesWaitFor(Promise.resolve());
      keepCookie(c, deps, token, await deps.sessions.settle(verdict));
    });
  });
}
