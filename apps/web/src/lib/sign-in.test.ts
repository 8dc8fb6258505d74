import { describe, expect, it, vi } from 'vitest';
import { readSignInMessage, startSignIn } from './sign-in.ts';

const ORIGIN = 'https://liftwise.example';

describe('startSignIn', () => {
  it('opens the named popup', () => {
    const browser = { open: vi.fn(() => ({}) as Window), location: { assign: vi.fn() } };
    expect(startSignIn(browser)).toBe('popup');
    expect(browser.open).toHaveBeenCalledWith(
      '/auth/signin',
      'liftwise-signin',
      'popup,width=480,height=640',
    );
    expect(browser.location.assign).not.toHaveBeenCalled();
  });

  it('falls back to a full-page redirect when the popup is blocked', () => {
    const browser = { open: vi.fn(() => null), location: { assign: vi.fn() } };
    expect(startSignIn(browser)).toBe('redirect');
    expect(browser.location.assign).toHaveBeenCalledWith('/auth/signin?mode=redirect');
  });
});

describe('readSignInMessage', () => {
  it('reads our own success and failure messages', () => {
    expect(readSignInMessage({ origin: ORIGIN, data: { type: 'liftwise:signed-in' } }, ORIGIN)).toBe(
      'signed-in',
    );
    expect(readSignInMessage({ origin: ORIGIN, data: { type: 'liftwise:sign-in-failed' } }, ORIGIN)).toBe(
      'failed',
    );
  });

  it('ignores messages from any other origin', () => {
    expect(
      readSignInMessage({ origin: 'https://evil.example', data: { type: 'liftwise:signed-in' } }, ORIGIN),
    ).toBe(null);
  });

  it('ignores unrelated messages', () => {
    expect(readSignInMessage({ origin: ORIGIN, data: 'hello' }, ORIGIN)).toBeNull();
    expect(readSignInMessage({ origin: ORIGIN, data: null }, ORIGIN)).toBeNull();
    expect(readSignInMessage({ origin: ORIGIN, data: { type: 'other' } }, ORIGIN)).toBeNull();
  });
});
