import { createHash } from 'node:crypto';
import type { AuthQueries, SessionRow, UserRow } from '@liftwise/db';

/**
 * Sessions after Lucia's reference design: the token is `id.secret`; the id finds the row, and only the SHA-256
 * of the secret is stored, so a leaked sessions table cannot be replayed. Runs on Node and on Workers
 * (node:crypto's hash is there under nodejs_compat).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DURATION_MS = 30 * DAY_MS;
/** A session used with less than this left is extended to the full duration again (sliding expiry). */
export const SESSION_RENEW_THRESHOLD_MS = 15 * DAY_MS;
/** However often it is used, a session ends this long after sign-in: a stolen token cannot be kept alive forever. */
export const SESSION_MAX_LIFETIME_MS = 90 * DAY_MS;

// Lucia's human-safe alphabet: 32 symbols so each random byte maps without bias (byte >> 3).
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const PART_LENGTH = 24;
const TOKEN_PATTERN = new RegExp(`^[${ALPHABET}]{${PART_LENGTH}}\\.[${ALPHABET}]{${PART_LENGTH}}$`);

/** 24 symbols of 5 bits each: 120 bits of entropy per part. */
export function generateSecureRandomString(): string {
  const bytes = new Uint8Array(PART_LENGTH);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte >> 3];
  return out;
}

/**
 * Hex SHA-256. node:crypto rather than crypto.subtle: the same digest in about 1 µs instead of about 80 µs of
 * promise and buffer work, and it runs on every signed-in request.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares without an early exit so the time taken does not reveal how much of a guess was right. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export interface ValidatedSession {
  session: SessionRow;
  user: UserRow;
  /** True when this validation moved the expiry forward, so the cookie must be re-sent with it. */
  renewed: boolean;
}

type SessionQueries = Pick<
  AuthQueries,
  'insertSession' | 'findSessionWithUser' | 'extendSession' | 'deleteSession'
>;

export function createSessionStore(deps: { queries: SessionQueries; now: () => Date }) {
  const { queries, now } = deps;

  return {
    async createSession(userId: string): Promise<{ token: string; session: SessionRow }> {
      const id = generateSecureRandomString();
      const secret = generateSecureRandomString();
      const at = now();
      const session: SessionRow = {
        id,
        userId,
        secretHash: hashSecret(secret),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SESSION_DURATION_MS).toISOString(),
      };
      await queries.insertSession(session);
      return { token: `${id}.${secret}`, session };
    },

    /** The session and user behind a token, or null when the token is malformed, unknown, tampered or expired. */
    async validateSessionToken(token: string): Promise<ValidatedSession | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const [id = '', secret = ''] = token.split('.');
      const found = await queries.findSessionWithUser(id);
      if (!found) return null;
      const { session, user } = found;
      if (!constantTimeEqual(hashSecret(secret), session.secretHash)) return null;

      const at = now().getTime();
      const expiresAt = Date.parse(session.expiresAt);
      const endOfLife = Date.parse(session.createdAt) + SESSION_MAX_LIFETIME_MS;
      if (at >= Math.min(expiresAt, endOfLife)) {
        await queries.deleteSession(session.id);
        return null;
      }
      const renewTo = Math.min(at + SESSION_DURATION_MS, endOfLife);
      if (expiresAt - at < SESSION_RENEW_THRESHOLD_MS && renewTo > expiresAt) {
        const extended = new Date(renewTo).toISOString();
        await queries.extendSession(session.id, extended);
        return { session: { ...session, expiresAt: extended }, user, renewed: true };
      }
      return { session, user, renewed: false };
    },

    async invalidateSession(sessionId: string): Promise<void> {
      await queries.deleteSession(sessionId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
