import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory.ts';
import { ADDRESS_FACTOR, RATE_WINDOW_S } from './rules.ts';

describe('in-process rate limiter', () => {
  it('allows the limit per window and key, then refuses with the seconds left in the window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limits: { trpc: 2, auth: 1, coach: 1 }, now: () => now });
    expect((await limiter.hit('trpcSession', 'a')).ok).toBe(true);
    expect((await limiter.hit('trpcSession', 'a')).ok).toBe(true);
    now += 4000;
    expect(await limiter.hit('trpcSession', 'a')).toEqual({ ok: false, retryAfterS: RATE_WINDOW_S - 4 });
    expect((await limiter.hit('trpcSession', 'b')).ok).toBe(true);
    expect((await limiter.hit('auth', 'a')).ok).toBe(true);
    expect((await limiter.hit('auth', 'a')).ok).toBe(false);
    now += RATE_WINDOW_S * 1000;
    expect((await limiter.hit('trpcSession', 'a')).ok).toBe(true);
  });

  it('gives an address five sessions worth of tRPC calls', async () => {
    const limiter = createMemoryRateLimiter({ limits: { trpc: 2, auth: 1, coach: 1 } });
    for (let i = 0; i < 2 * ADDRESS_FACTOR; i += 1)
      expect((await limiter.hit('trpcAddress', 'x')).ok).toBe(true);
    expect((await limiter.hit('trpcAddress', 'x')).ok).toBe(false);
  });

  it('drops expired counters and keeps at most maxKeys, so a flood of keys cannot grow memory', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({
      limits: { trpc: 5, auth: 5, coach: 5 },
      now: () => now,
      maxKeys: 100,
    });
    for (let i = 0; i < 1000; i += 1) await limiter.hit('auth', `address-${i}`);
    expect(limiter.size()).toBe(100);
    now += RATE_WINDOW_S * 1000;
    await limiter.hit('auth', 'late');
    expect(limiter.size()).toBe(1);
  });
});
