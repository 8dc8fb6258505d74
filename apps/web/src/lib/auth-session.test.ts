import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession, isSessionQuery, parseSession } from './auth-session.ts';

const USER = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  emailVerified: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastSignInAt: '2024-06-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseSession', () => {
  it('reads a signed-in user', () => {
    expect(parseSession({ user: USER })).toEqual({ user: USER });
  });

  it('reads a null user as signed out', () => {
    expect(parseSession({ user: null })).toEqual({ user: null });
  });

  it('reads a malformed body as signed out', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseSession({ user: { email: 3 } })).toEqual({ user: null });
    expect(parseSession('<!doctype html>')).toEqual({ user: null });
  });
});

describe('fetchSession', () => {
  it('treats an unreachable API as signed out and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchSession()).resolves.toEqual({ user: null });
    expect(log).toHaveBeenCalled();
  });

  it('treats an error status as signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 502 }))),
    );
    await expect(fetchSession()).resolves.toEqual({ user: null });
  });

  it('sends the session cookie and returns the user', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ user: USER })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSession()).resolves.toEqual({ user: USER });
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/session',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});

describe('isSessionQuery', () => {
  it('recognises only the session key', () => {
    expect(isSessionQuery(['auth', 'session'])).toBe(true);
    expect(isSessionQuery([['getProfile'], { type: 'query' }])).toBe(false);
  });
});
