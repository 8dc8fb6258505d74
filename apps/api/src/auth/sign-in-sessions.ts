import { createHash } from 'node:crypto';
import {
  type AuthQueries,
  holdForNextTrip,
  type SessionRow,
  sessionProofStatement,
  type UserRow,
} from '@liftwise/db';

/**
 * Sessions after Lucia's reference design: the token is `id.secret`; the id finds the row, and only the SHA-256
 * of the secret is stored, so a leaked sessions table cannot be replayed. Runs on Node and on Workers
 * (node:crypto's hash is there under nodejs_compat).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const SIGN_IN_SESSION_DURATION_MS = 30 * DAY_MS;
/** A session used with less than this left is extended to the full duration again (sliding expiry). */
export const SIGN_IN_SESSION_RENEW_THRESHOLD_MS = 15 * DAY_MS;
/** However often it is used, a session ends this long after sign-in: a stolen token cannot be kept alive forever. */
export const SIGN_IN_SESSION_MAX_LIFETIME_MS = 90 * DAY_MS;

// Lucia's human-safe alphabet: 32 symbols so each random byte maps without bias (byte >> 3).
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const PART_LENGTH = 24;
const PART = `[${ALPHABET}]{${PART_LENGTH}}`;
/**
 * `userId.id.secret`: the user id lets a request read the athlete's data in the same database trip as the session
 * check (an answer is used only once the session proves to be that user's). `id.secret`, the form before it, is
 * still taken, and the cookie is re-sent in the new form.
 */
const TOKEN_PATTERN = new RegExp(`^(?:([A-Za-z0-9_-]{1,64})\\.)?(${PART})\\.(${PART})$`);

interface ParsedToken {
  userId: string | undefined;
  id: string;
  secret: string;
}

function parseToken(token: string): ParsedToken | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { userId: match[1], id: match[2] ?? '', secret: match[3] ?? '' } : null;
}

function tokenOf(userId: string, id: string, secret: string): string {
  return `${userId}.${id}.${secret}`;
}

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

export interface ValidatedSignInSession {
  session: SessionRow;
  user: UserRow;
  /** True when this validation moved the expiry forward, so the cookie must be re-sent with it. */
  renewed: boolean;
  /** The token in its current form when the one sent was in the old form (no user id): the cookie is re-sent. */
  upgradedToken?: string;
}

/** What a session row says of a token, before anything is written. */
export type Verdict =
  | { valid: false; expiredId?: string }
  | { valid: true; session: SessionRow; user: UserRow; renewTo?: string; upgradedToken?: string };

/** A token that names its user: the athlete's reads can start before the session check is answered. */
export interface SignInSessionClaim {
  userId: string;
  sessionId: string;
  /** The session, checked; null when it is not valid. Renewal and removal are left to `settle`. */
  verdict: Promise<Verdict>;
}

type SessionQueries = Pick<
  AuthQueries,
  'insertSession' | 'findSessionWithUser' | 'extendSession' | 'deleteSession'
>;

export function createSignInSessionStore(deps: { queries: SessionQueries; now: () => Date }) {
  const { queries, now } = deps;

  function judge(token: ParsedToken, found: { session: SessionRow; user: UserRow } | undefined): Verdict {
    if (!found) return { valid: false };
    const { session, user } = found;
    if (token.userId !== undefined && token.userId !== session.userId) return { valid: false };
    if (!constantTimeEqual(hashSecret(token.secret), session.secretHash)) return { valid: false };
    const at = now().getTime();
    const expiresAt = Date.parse(session.expiresAt);
    const endOfLife = Date.parse(session.createdAt) + SIGN_IN_SESSION_MAX_LIFETIME_MS;
    if (at >= Math.min(expiresAt, endOfLife)) return { valid: false, expiredId: session.id };
    const renewTo = Math.min(at + SIGN_IN_SESSION_DURATION_MS, endOfLife);
    const renew = expiresAt - at < SIGN_IN_SESSION_RENEW_THRESHOLD_MS && renewTo > expiresAt;
    return {
      valid: true,
      session,
      user,
      ...(renew && { renewTo: new Date(renewTo).toISOString() }),
      ...(token.userId === undefined && { upgradedToken: tokenOf(user.id, token.id, token.secret) }),
    };
  }

  /** Writes what a verdict asks (an expired session removed, a renewal) and gives the validated session. */
  async function settle(verdict: Verdict): Promise<ValidatedSignInSession | null> {
    if (!verdict.valid) {
      if (verdict.expiredId) await queries.deleteSession(verdict.expiredId);
      return null;
    }
    const { session, user, renewTo, upgradedToken } = verdict;
    const upgraded = upgradedToken ? { upgradedToken } : {};
    if (!renewTo) return { session, user, renewed: false, ...upgraded };
    await queries.extendSession(session.id, renewTo);
    return { session: { ...session, expiresAt: renewTo }, user, renewed: true, ...upgraded };
  }

  return {
    async createSignInSession(userId: string): Promise<{ token: string; session: SessionRow }> {
      const id = generateSecureRandomString();
      const secret = generateSecureRandomString();
      const at = now();
      const session: SessionRow = {
        id,
        userId,
        secretHash: hashSecret(secret),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SIGN_IN_SESSION_DURATION_MS).toISOString(),
      };
      await queries.insertSession(session);
      return { token: tokenOf(userId, id, secret), session };
    },

    /** The session and user behind a token, or null when the token is malformed, unknown, tampered or expired. */
    async validateSignInSessionToken(token: string): Promise<ValidatedSignInSession | null> {
      const parsed = parseToken(token);
      if (!parsed) return null;
      return settle(judge(parsed, await queries.findSessionWithUser(parsed.id)));
    },

    /**
     * A token that names its user, with its session check held to travel with the request's next trip (a read, or a
     * write behind the session guard); null for any other token (`validateSignInSessionToken` then checks it first).
     */
    claimSignInSession(token: string): SignInSessionClaim | null {
      const parsed = parseToken(token);
      if (!parsed?.userId) return null;
      const at = now().getTime();
      // A write may take the check along behind this guard, which keeps nothing of it unless the session holds.
      const guard = sessionProofStatement({
        sessionId: parsed.id,
        userId: parsed.userId,
        secretHash: hashSecret(parsed.secret),
        at: new Date(at).toISOString(),
        bornAfter: new Date(at - SIGN_IN_SESSION_MAX_LIFETIME_MS).toISOString(),
      });
      const found = holdForNextTrip(() => queries.findSessionWithUser(parsed.id), guard);
      return {
        userId: parsed.userId,
        sessionId: parsed.id,
        verdict: found.then((row) => judge(parsed, row)),
      };
    },

    settle,

    async invalidateSignInSession(sessionId: string): Promise<void> {
      await queries.deleteSession(sessionId);
    },
  };
}

export type SignInSessionStore = ReturnType<typeof createSignInSessionStore>;
