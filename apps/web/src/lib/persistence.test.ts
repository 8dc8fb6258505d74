// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { clear, get } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { liveSessionKey } from './live-session-key.ts';
import { lastSignedInUser, offlineStore, queryCacheKey, rememberSignedInUser } from './offline-store.ts';
import { keepCacheOf, removePersistedCache, shouldPersistQuery, stopKeepingCache } from './persistence.ts';
import { LAST_SAVE_KEY } from './query-client.ts';
import { SIGN_IN_SESSION_QUERY_KEY } from './sign-in-session-query-key.ts';

const WORKOUTS = [['listWorkouts'], { type: 'query' }];

function athlete(uid: string) {
  return {
    uid,
    email: `${uid}@example.com`,
    displayName: uid,
    photoURL: null,
    emailVerified: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    lastSignInAt: '2024-06-01T00:00:00.000Z',
  };
}

/** What IndexedDB holds under a key (the persister writes JSON). */
async function stored(key: string): Promise<unknown> {
  const store = offlineStore();
  if (!store) throw new Error('no IndexedDB in this test');
  return get(key, store);
}

/** The persister writes after the cache changes, asynchronously: wait until it has. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((done) => setTimeout(done, 5));
}

/** A client as one athlete's browser has it: signed in as them, their cache kept, with their workouts. */
async function signedInClient(uid: string, workouts: string[]): Promise<QueryClient> {
  const client = new QueryClient();
  client.setQueryData(SIGN_IN_SESSION_QUERY_KEY, { user: athlete(uid) });
  await keepCacheOf(client, uid);
  client.setQueryData(WORKOUTS, workouts);
  await until(async () => typeof (await stored(queryCacheKey(uid))) === 'string');
  return client;
}

afterEach(async () => {
  stopKeepingCache();
  const store = offlineStore();
  if (store) await clear(store);
  window.localStorage.clear();
});

describe('shouldPersistQuery', () => {
  it('keeps successful data queries', () => {
    expect(
      shouldPersistQuery({ queryKey: [['getProfile'], { type: 'query' }], state: { status: 'success' } }),
    ).toBe(true);
  });

  it('never keeps the session, so the guard always asks the server', () => {
    expect(shouldPersistQuery({ queryKey: ['auth', 'session'], state: { status: 'success' } })).toBe(false);
  });

  it('skips failed or unfinished queries', () => {
    expect(shouldPersistQuery({ queryKey: ['x'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['x'], state: { status: 'pending' } })).toBe(false);
  });
});

describe('keepCacheOf: one kept cache per athlete, in IndexedDB', () => {
  it("writes the athlete's data under their own key, without the session, and brings it back in a new page", async () => {
    await signedInClient('u1', ['Push Day']);
    const kept = String(await stored(queryCacheKey('u1')));
    expect(kept).toContain('Push Day');
    expect(kept).not.toContain('"session"');
    stopKeepingCache();

    const reopened = new QueryClient();
    await keepCacheOf(reopened, 'u1');
    expect(reopened.getQueryData(WORKOUTS)).toEqual(['Push Day']);
  });

  it("never gives one athlete another's data, on the same device", async () => {
    await signedInClient('u1', ['Push Day']);
    stopKeepingCache();

    const other = new QueryClient();
    await keepCacheOf(other, 'u2');
    expect(other.getQueryData(WORKOUTS)).toBeUndefined();
    other.setQueryData(WORKOUTS, ['Leg Day']);
    await until(async () => typeof (await stored(queryCacheKey('u2'))) === 'string');
    expect(String(await stored(queryCacheKey('u1')))).not.toContain('Leg Day');
    expect(String(await stored(queryCacheKey('u2')))).not.toContain('Push Day');
  });

  it('a reload that came before a save was written back finds the kept data stale (shown, then asked again)', async () => {
    await signedInClient('u1', ['Push Day']);
    stopKeepingCache();
    // A save succeeded after the kept copy was written, and the page reloaded before the new copy was written.
    window.localStorage.setItem(LAST_SAVE_KEY, String(Date.now() + 1000));

    const reopened = new QueryClient();
    await keepCacheOf(reopened, 'u1');
    expect(reopened.getQueryData(WORKOUTS)).toEqual(['Push Day']);
    expect(reopened.getQueryCache().find({ queryKey: WORKOUTS })?.state.isInvalidated).toBe(true);
  });

  it('a kept copy written after the last save stays fresh: no refetch within the 24 hours', async () => {
    window.localStorage.setItem(LAST_SAVE_KEY, String(Date.now() - 1000));
    await signedInClient('u1', ['Push Day']);
    stopKeepingCache();

    const reopened = new QueryClient();
    await keepCacheOf(reopened, 'u1');
    expect(reopened.getQueryCache().find({ queryKey: WORKOUTS })?.state.isInvalidated).toBe(false);
  });

  it('data this page fetched while the restore ran is kept, never replaced by the older copy', async () => {
    await signedInClient('u1', ['Push Day']);
    stopKeepingCache();
    window.localStorage.setItem(LAST_SAVE_KEY, String(Date.now() + 1000));

    const reopened = new QueryClient();
    const restored = keepCacheOf(reopened, 'u1');
    // Online, the page's request runs beside the restore and answers first.
    reopened.setQueryData(WORKOUTS, ['Push Day', 'Pull Day'], { updatedAt: Date.now() + 2000 });
    await restored;
    expect(reopened.getQueryData(WORKOUTS)).toEqual(['Push Day', 'Pull Day']);
    expect(reopened.getQueryCache().find({ queryKey: WORKOUTS })?.state.isInvalidated).toBe(false);
  });

  it('data this page fetched while the restore ran is written to the device without waiting for another change', async () => {
    const fresh = new QueryClient();
    const restored = keepCacheOf(fresh, 'u1');
    // The page's first answer comes in before the restore is done, and nothing else changes after it.
    fresh.setQueryData(WORKOUTS, ['Basement Push']);
    await restored;
    await until(async () => String(await stored(queryCacheKey('u1'))).includes('Basement Push'));
    expect(String(await stored(queryCacheKey('u1')))).toContain('Basement Push');
  });

  it("drops the previous athlete's data from memory when another signs in on the same page", async () => {
    const client = await signedInClient('u1', ['Push Day']);
    await keepCacheOf(client, 'u2');
    expect(client.getQueryData(WORKOUTS)).toBeUndefined();
  });
});

describe('removePersistedCache (Sign Out, Sign Out Everywhere)', () => {
  it("removes the athlete's kept data, that they were signed in, and the live sessions; not another's data", async () => {
    await signedInClient('u2', ['Leg Day']);
    stopKeepingCache();
    const client = await signedInClient('u1', ['Push Day']);
    await rememberSignedInUser(athlete('u1'));
    window.localStorage.setItem(liveSessionKey('u1', 'w1'), '{}');
    window.localStorage.setItem('unrelated', 'kept');

    await removePersistedCache('u1');
    // A change after the sign-out (a screen still settling) writes nothing back.
    client.setQueryData(WORKOUTS, ['Push Day', 'Pull Day']);
    await new Promise((done) => setTimeout(done, 20));

    expect(await stored(queryCacheKey('u1'))).toBeUndefined();
    expect(await lastSignedInUser()).toBeUndefined();
    expect(window.localStorage.getItem(liveSessionKey('u1', 'w1'))).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect(String(await stored(queryCacheKey('u2')))).toContain('Leg Day');
  });

  it('removes the cache the app kept in localStorage before it moved to IndexedDB', async () => {
    window.localStorage.setItem('liftwise-query-cache', '{"clientState":{}}');
    await removePersistedCache('u1');
    expect(window.localStorage.getItem('liftwise-query-cache')).toBeNull();
  });
});
