import { describe, expect, it } from 'vitest';
import { isSignInSessionQuery } from './sign-in-session-query-key.ts';

describe('isSignInSessionQuery', () => {
  it('recognises only the session key', () => {
    expect(isSignInSessionQuery(['auth', 'session'])).toBe(true);
    expect(isSignInSessionQuery([['getProfile'], { type: 'query' }])).toBe(false);
  });
});
