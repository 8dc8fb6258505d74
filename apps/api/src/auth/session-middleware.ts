import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types.ts';
import type { CookieJar } from './cookies.ts';
import type { SessionStore } from './sessions.ts';

/** Resolves the session cookie into `c.var.user` / `c.var.session` (null when signed out) for every request. */
export function createSessionMiddleware(deps: { sessions: SessionStore; cookies: CookieJar }) {
  const { sessions, cookies } = deps;
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = cookies.getSession(c);
    const found = token ? await sessions.validateSessionToken(token) : null;
    if (token && !found) {
      // Stop the browser from sending a dead token with every request.
      cookies.clearSession(c);
    } else if (token && found?.renewed) {
      cookies.setSession(c, token, new Date(found.session.expiresAt));
    }
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    await next();
  });
}
