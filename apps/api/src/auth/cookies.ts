import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { isLoopbackUrl } from './config.ts';

/** `__Host-` (on https) makes browsers refuse the cookie unless Secure, Path=/ and host-only: no subdomain can plant one. */
export function sessionCookieName(publicUrl: string): string {
  return new URL(publicUrl).protocol === 'https:' ? '__Host-session' : 'session';
}

/** The sign-in flow's own cookies: only /auth/callback reads them, and only within ten minutes. */
export const FLOW_COOKIES = { state: 'auth_state', verifier: 'auth_verifier', mode: 'auth_mode' } as const;
const FLOW_COOKIE_PATH = '/auth';
const FLOW_COOKIE_MAX_AGE_S = 10 * 60;

/**
 * Not every client keeps a Secure cookie received over plain http (Safari does not, even on localhost), so the flag
 * is dropped only for local http development; every other public URL, even a misconfigured http one, keeps it.
 */
export function usesSecureCookies(publicUrl: string): boolean {
  return !(new URL(publicUrl).protocol === 'http:' && isLoopbackUrl(publicUrl));
}

export function createCookieJar(publicUrl: string, now: () => Date) {
  const secure = usesSecureCookies(publicUrl);
  const sessionCookie = sessionCookieName(publicUrl);
  // Lax, not Strict: the callback arrives as a top-level navigation from the provider's site and must carry them.
  const base: CookieOptions = { httpOnly: true, sameSite: 'Lax', secure, path: '/' };
  const flow: CookieOptions = { ...base, path: FLOW_COOKIE_PATH };

  return {
    getSession: (c: Context) => getCookie(c, sessionCookie),
    setSession(c: Context, token: string, expiresAt: Date) {
      // Max-Age rather than Expires: relative, so a browser whose clock is off still keeps it as long as we do.
      const maxAge = Math.max(0, Math.round((expiresAt.getTime() - now().getTime()) / 1000));
      setCookie(c, sessionCookie, token, { ...base, maxAge });
    },
    clearSession(c: Context) {
      deleteCookie(c, sessionCookie, base);
    },

    getFlow(c: Context) {
      return {
        state: getCookie(c, FLOW_COOKIES.state),
        verifier: getCookie(c, FLOW_COOKIES.verifier),
        mode: getCookie(c, FLOW_COOKIES.mode),
      };
    },
    setFlow(c: Context, values: { state: string; verifier: string | null; mode: string }) {
      const options = { ...flow, maxAge: FLOW_COOKIE_MAX_AGE_S };
      setCookie(c, FLOW_COOKIES.state, values.state, options);
      if (values.verifier) setCookie(c, FLOW_COOKIES.verifier, values.verifier, options);
      else deleteCookie(c, FLOW_COOKIES.verifier, flow);
      setCookie(c, FLOW_COOKIES.mode, values.mode, options);
    },
    clearFlow(c: Context) {
      for (const name of Object.values(FLOW_COOKIES)) deleteCookie(c, name, flow);
    },
  };
}

export type CookieJar = ReturnType<typeof createCookieJar>;
