import { describe, expect, it } from 'vitest';
import { CACHE_FRESH_MS, isCacheFresh, shouldFetch } from './freshness.ts';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2024, 5, 5, 12);

describe('cache freshness (spec §4, §9)', () => {
  it('is fresh for 24 hours', () => {
    expect(isCacheFresh({ fetchedAt: now - 23 * HOUR, now })).toBe(true);
    expect(isCacheFresh({ fetchedAt: now - 24 * HOUR + 1, now })).toBe(true);
    expect(isCacheFresh({ fetchedAt: now - 24 * HOUR, now })).toBe(false);
  });
  it('a forced refresh bypasses it', () => {
    expect(isCacheFresh({ fetchedAt: now, now, force: true })).toBe(false);
  });
  it('missing, unreadable or future timestamps are stale', () => {
    expect(isCacheFresh({ fetchedAt: undefined, now })).toBe(false);
    expect(isCacheFresh({ fetchedAt: null, now })).toBe(false);
    expect(isCacheFresh({ fetchedAt: 'garbage', now })).toBe(false);
    expect(isCacheFresh({ fetchedAt: now + HOUR, now })).toBe(false);
    expect(isCacheFresh({ fetchedAt: new Date(now - HOUR), now: new Date(now).toISOString() })).toBe(true);
  });
  it('plans: the fetch is skipped when the cache is valid and initialized, unless forced', () => {
    expect(shouldFetch({ initialized: true, fetchedAt: now - HOUR, now })).toBe(false);
    expect(shouldFetch({ initialized: false, fetchedAt: now - HOUR, now })).toBe(true);
    expect(shouldFetch({ initialized: true, fetchedAt: now - 25 * HOUR, now })).toBe(true);
    expect(shouldFetch({ initialized: true, fetchedAt: now - HOUR, now, force: true })).toBe(true);
  });
});

describe('cache window (spec §4, §9)', () => {
  it('is 24 hours', () => {
    expect(CACHE_FRESH_MS).toBe(24 * 60 * 60 * 1000);
  });
});
