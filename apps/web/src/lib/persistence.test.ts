// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { liveSessionKey, removePersistedCache, shouldPersistQuery } from './persistence.ts';

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

describe('removePersistedCache (sign-out)', () => {
  it('also removes the live sessions kept in this browser, and nothing else', async () => {
    window.localStorage.setItem(liveSessionKey('u1', 'w1'), '{}');
    window.localStorage.setItem(liveSessionKey('u2', 'w9'), '{}');
    window.localStorage.setItem('unrelated', 'kept');
    await removePersistedCache();
    expect(window.localStorage.getItem(liveSessionKey('u1', 'w1'))).toBeNull();
    expect(window.localStorage.getItem(liveSessionKey('u2', 'w9'))).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });
});
