import { describe, expect, it } from 'vitest';
import { isSessionQuery } from './session-query-key.ts';

describe('isSessionQuery', () => {
  it('recognises only the session key', () => {
    expect(isSessionQuery(['auth', 'session'])).toBe(true);
    expect(isSessionQuery([['getProfile'], { type: 'query' }])).toBe(false);
  });
});
