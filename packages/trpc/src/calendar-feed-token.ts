import { FEED_TOKEN_BYTES } from '@liftwise/domain';

/**
 * A feed URL's secret: 32 random bytes (256 bits), base64url so it sits in a path unescaped. Only its SHA-256 is
 * stored (as a session's secret is, apps/api/src/auth/sign-in-sessions.ts), so a leaked table opens no feed. Web Crypto
 * only: the same code runs on Node and on Workers.
 */
export function newFeedToken(): string {
  const bytes = new Uint8Array(FEED_TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** Hex SHA-256 of a token, the form the calendar_feeds row keeps and looks up. */
export async function hashFeedToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
