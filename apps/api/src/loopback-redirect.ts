import { createMiddleware } from 'hono/factory';
import { isLoopbackUrl } from './auth/config.ts';
import type { AppEnv } from './types.ts';

/**
 * A page opened at 127.0.0.1 when PUBLIC_URL says localhost (or the reverse) would sign in against the other
 * name's cookies and fail with "Sign-in state does not match"; the same server under another loopback name is
 * sent to the public URL instead. Only reads, so no form or call is replayed.
 */
export function redirectOtherLoopbackNames(publicUrl: string) {
  const target = new URL(publicUrl);
  const applies = isLoopbackUrl(target);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!applies || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const url = new URL(c.req.url);
    if (url.hostname === target.hostname || url.port !== target.port || !isLoopbackUrl(url)) return next();
    return c.redirect(`${target.origin}${url.pathname}${url.search}`, 302);
  });
}
