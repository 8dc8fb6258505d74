import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types.ts';

/**
 * The security headers of every answer. A header a route set itself is kept: the sign-in popup's pages send their
 * own opener policy (auth/routes.ts). Six fixed headers, so a few lines rather than hono's secureHeaders, whose
 * policy builders (CSP, permissions, reporting) the app does not use and the Worker would carry.
 */
export function securityHeaders({ https }: { https: boolean }) {
  const headers: [name: string, value: string][] = [
    // The sign-in popup reports back through window.opener, which a stricter policy would sever.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    // Over plain http the header is ignored at best; on a loopback name it would pin https onto localhost.
    ...(https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  // Headers only retired browsers read (IE's download and XSS filters, Flash's cross-domain policies, DNS prefetch,
  // origin-keyed agent clusters) are left out: every response would carry them, for nobody.
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
}
