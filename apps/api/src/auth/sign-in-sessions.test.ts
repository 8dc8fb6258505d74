import { createQueries, type Queries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from './index.ts';
import {
  createSignInSessionStore,
  SIGN_IN_SESSION_DURATION_MS,
  SIGN_IN_SESSION_MAX_LIFETIME_MS,
} from './sign-in-sessions.ts';
import { createTestApp } from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;
const publicUrl = 'http://localhost:3000';

let queries: Queries;
let dispose: () => void;
let clock = new Date('2026-01-01T00:00:00Z');
const now = () => clock;

beforeAll(async () => {
  const testDb = await createTestDb();
  queries = createQueries(testDb.db);
  dispose = testDb.dispose;
});
afterAll(() => dispose());

async function newSession(email: string) {
  clock = new Date('2026-01-01T00:00:00Z');
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'local',
      providerAccountId: email,
      email,
      displayName: email,
      photoUrl: null,
      emailVerified: false,
    },
    now(),
  );
  const store = createSignInSessionStore({ queries: queries.auth, now });
  return { user, ...(await store.createSignInSession(user.id)) };
}

function app() {
  return createTestApp(createAuth({ queries: queries.auth, config: { publicUrl }, now }));
}

async function getSession(token: string) {
  const response = await app().request(`${publicUrl}/auth/session`, {
    headers: { Cookie: `session=${token}` },
  });
  const body = (await response.json()) as { user: { uid: string } | null };
  return { response, user: body.user, setCookie: response.headers.getSetCookie().join('\n') };
}

describe('session tokens', () => {
  it('signs a valid token in and answers uncached', async () => {
    const { user, token } = await newSession('valid@example.com');
    const { response, user: signedIn, setCookie } = await getSession(token);
    expect(signedIn?.uid).toBe(user.id);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(setCookie).toBe(''); // nothing to renew yet
  });

  it('rejects a token whose secret was tampered with, and tells the browser to drop it', async () => {
    const { token } = await newSession('tampered@example.com');
    const last = token.at(-1) === 'a' ? 'b' : 'a';
    const { user, setCookie } = await getSession(`${token.slice(0, -1)}${last}`);
    expect(user).toBeNull();
    expect(setCookie).toMatch(/^session=; Max-Age=0/);
    // The real owner is not signed out by someone guessing at the secret.
    expect((await getSession(token)).user).not.toBeNull();
  });

  it('names its user in the token, and refuses one whose user was swapped for another athlete’s', async () => {
    const { user, token } = await newSession('named@example.com');
    const { user: other } = await newSession('other@example.com');
    expect(token.startsWith(`${user.id}.`)).toBe(true);
    expect((await getSession(token.replace(user.id, other.id))).user).toBeNull();
  });

  it('still takes a token in the old form (no user id) and re-sends the cookie in the new one', async () => {
    const { user, token } = await newSession('old-form@example.com');
    const oldForm = token.slice(user.id.length + 1);
    const { user: signedIn, setCookie } = await getSession(oldForm);
    expect(signedIn?.uid).toBe(user.id);
    expect(setCookie).toContain(`session=${token};`);
  });

  it('rejects malformed tokens and unknown ids', async () => {
    const { token } = await newSession('malformed@example.com');
    const secret = token.split('.').at(-1);
    for (const bad of ['', 'garbage', token.replace('.', ''), `${'a'.repeat(24)}.${secret}`]) {
      expect((await getSession(bad)).user).toBeNull();
    }
  });

  it('slides the expiry forward once less than 15 days remain, and re-sends the cookie', async () => {
    const { token, session } = await newSession('slide@example.com');

    clock = new Date(clock.getTime() + 10 * DAY);
    const early = await getSession(token);
    expect(early.user).not.toBeNull();
    expect(early.setCookie).toBe('');
    expect((await queries.auth.findSessionWithUser(session.id))?.session.expiresAt).toBe(session.expiresAt);

    clock = new Date(clock.getTime() + 6 * DAY); // 16 days in: 14 left
    const renewed = await getSession(token);
    expect(renewed.user).not.toBeNull();
    expect(renewed.setCookie).toMatch(new RegExp(`^session=${token.replace('.', '\\.')}; Max-Age=2592000`));
    const extended = (await queries.auth.findSessionWithUser(session.id))?.session.expiresAt;
    expect(extended).toBe(new Date(clock.getTime() + SIGN_IN_SESSION_DURATION_MS).toISOString());

    // Past the original expiry (day 31), but the slide kept it alive.
    clock = new Date(clock.getTime() + 15 * DAY);
    expect((await getSession(token)).user).not.toBeNull();
  });

  it('ends a session not used for 30 days and deletes its row', async () => {
    const { token, session } = await newSession('expired@example.com');
    clock = new Date(clock.getTime() + 30 * DAY);
    const { user, setCookie } = await getSession(token);
    expect(user).toBeNull();
    expect(setCookie).toMatch(/^session=; Max-Age=0/);
    expect(await queries.auth.findSessionWithUser(session.id)).toBeUndefined();
  });

  it('ends a session 90 days after sign-in even if it kept sliding, and never renews it past that', async () => {
    const { token, session } = await newSession('absolute@example.com');
    expect(SIGN_IN_SESSION_MAX_LIFETIME_MS).toBe(90 * DAY);
    // Used every 14 days: each use slides the expiry, so only the absolute limit can end it.
    for (let day = 14; day <= 84; day += 14) {
      clock = new Date(Date.parse(session.createdAt) + day * DAY);
      expect((await getSession(token)).user).not.toBeNull();
    }
    const lastExpiry = (await queries.auth.findSessionWithUser(session.id))?.session.expiresAt;
    expect(lastExpiry).toBe(new Date(Date.parse(session.createdAt) + 90 * DAY).toISOString());

    clock = new Date(Date.parse(session.createdAt) + 90 * DAY);
    const { user, setCookie } = await getSession(token);
    expect(user).toBeNull();
    expect(setCookie).toMatch(/^session=; Max-Age=0/);
    expect(await queries.auth.findSessionWithUser(session.id)).toBeUndefined();
  });

  it('answers signed out without a cookie', async () => {
    const { user } = await getSession('');
    expect(user).toBeNull();
    const response = await app().request(`${publicUrl}/auth/session`);
    expect(await response.json()).toEqual({ user: null });
  });
});
