import { describe, expect, it, vi } from 'vitest';
import { startSignIn } from './sign-in.ts';

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
