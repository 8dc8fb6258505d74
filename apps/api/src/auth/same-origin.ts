import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated requests: a state-changing request is refused when the browser says it came
 * from another site (`Sec-Fetch-Site: cross-site`) or names an `Origin` other than the app's own. Requests carrying
 * neither header come from non-browser clients, which cannot ride on a victim's cookies, so they pass.
 */
export function createSameOriginGuard(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('Origin');
      const fetchSite = c.req.header('Sec-Fetch-Site');
      if (fetchSite === 'cross-site' || (origin !== undefined && origin !== ownOrigin)) {
        return c.text('Cross-origin request refused', 403);
      }
    }
    await next();
  });
}
