import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types.ts';

/**
 * The web app's policy: its own scripts only, and app.html's inline script by its hash. Styles allow 'unsafe-inline' because sonner inserts a <style>
 * element at run time and Radix sets style attributes; images allow https: for the provider's avatar (photoURL) and blob: for the
 * photo upload's previews (object URLs of the athlete's own picked files).
 * The Workers deployment sends the same text from apps/web/public/_headers (a test keeps the two equal).
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // app.html's one inline script, by its hash (apps/web/src/app-shell-inline-script.ts; the web build checks it).
  `script-src 'self' 'sha256-x1YdY/4Ihn7H4dEDSU9dyRhm2zcNuiT1PFPtalpuWgo='`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Adds the app's policy to HTML that has none of its own (the sign-in pages set a stricter, nonce-based one). */
export const appContentSecurityPolicy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const type = c.res.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/html') && !c.res.headers.has('Content-Security-Policy')) {
    c.res.headers.set('Content-Security-Policy', APP_CONTENT_SECURITY_POLICY);
  }
});
