// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { clear, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastSignedInUser, offlineStore, queryCacheKey, rememberSignedInUser } from './offline-store.ts';
import { fetchSignInSession, parseSignInSession } from './sign-in-session.ts';

const USER = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  emailVerified: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastSignInAt: '2024-06-01T00:00:00.000Z',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const store = offlineStore();
  if (store) await clear(store);
});

function answering(response: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(response));
}

describe('parseSignInSession', () => {
  it('reads a signed-in user', () => {
    expect(parseSignInSession({ user: USER })).toEqual({ user: USER });
  });

  it('reads a null user as signed out', () => {
    expect(parseSignInSession({ user: null })).toEqual({ user: null });
  });

  it('reads a malformed body as signed out', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseSignInSession({ user: { email: 3 } })).toEqual({ user: null });
    expect(parseSignInSession('<!doctype html>')).toEqual({ user: null });
  });
});

describe('fetchSignInSession', () => {
  it('treats an unreachable API as signed out on a device where nobody was signed in, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchSignInSession()).resolves.toEqual({ user: null });
    expect(log).toHaveBeenCalled();
  });

  it('offline, goes on with the last athlete the server named on this device', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering(() => Promise.resolve(Response.json({ user: USER })));
    await fetchSignInSession();
    await vi.waitFor(async () => expect(await lastSignedInUser()).toEqual(USER));

    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchSignInSession()).resolves.toEqual({ user: USER });
    // No answer from the app behind a gateway is no answer either.
    answering(() => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    await expect(fetchSignInSession()).resolves.toEqual({ user: USER });
  });

  it('an answer from the server is the verdict: a 401 signs out, whoever was signed in before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await rememberSignedInUser(USER);
    answering(() => Promise.resolve(new Response('nope', { status: 401 })));
    await expect(fetchSignInSession()).resolves.toEqual({ user: null });
  });

  it("the server saying nobody is signed in (signed out everywhere) removes the last athlete's kept data", async () => {
    const store = offlineStore();
    if (!store) throw new Error('no IndexedDB in this test');
    await rememberSignedInUser(USER);
    await set(queryCacheKey(USER.uid), '{"clientState":{}}', store);
    answering(() => Promise.resolve(Response.json({ user: null })));
    await expect(fetchSignInSession()).resolves.toEqual({ user: null });
    await vi.waitFor(async () => expect(await get(queryCacheKey(USER.uid), store)).toBeUndefined());
    expect(await lastSignedInUser()).toBeUndefined();
  });

  it('sends the session cookie and returns the user', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ user: USER })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSignInSession()).resolves.toEqual({ user: USER });
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/session',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});
