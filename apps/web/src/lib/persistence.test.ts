import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './persistence.ts';

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
