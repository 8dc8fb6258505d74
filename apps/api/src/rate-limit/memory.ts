import { RATE_WINDOW_S, type RateDecision, type RateLimiter, type RateLimits, ruleLimits } from './rules.ts';

/** Enough for every address and session active within one window on one Node process, with room to spare. */
const DEFAULT_MAX_KEYS = 100_000;

/**
 * Fixed-window counters in a Map, for one Node process. Memory stays bounded: expired windows are swept at most
 * once per window, and beyond `maxKeys` the oldest counters go first (Map keeps insertion order).
 */
export function createMemoryRateLimiter(opts: {
  limits: RateLimits;
  now?: () => number;
  maxKeys?: number;
}): RateLimiter & { size(): number } {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? DEFAULT_MAX_KEYS;
  const limits = ruleLimits(opts.limits);
  const windowMs = RATE_WINDOW_S * 1000;
  const counters = new Map<string, { count: number; resetAt: number }>();
  let nextSweepAt = 0;

  function sweep(at: number) {
    for (const [key, counter] of counters) if (counter.resetAt <= at) counters.delete(key);
    nextSweepAt = at + windowMs;
  }

  return {
    async hit(rule, key): Promise<RateDecision> {
      const at = now();
      if (at >= nextSweepAt) sweep(at);
      const id = `${rule}:${key}`;
      let counter = counters.get(id);
      if (!counter || counter.resetAt <= at) {
        counters.delete(id);
        while (counters.size >= maxKeys) {
          const oldest = counters.keys().next().value;
          if (oldest === undefined) break;
          counters.delete(oldest);
        }
        counter = { count: 0, resetAt: at + windowMs };
        counters.set(id, counter);
      }
      counter.count += 1;
      if (counter.count <= limits[rule]) return { ok: true, retryAfterS: 0 };
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((counter.resetAt - at) / 1000)) };
    },
    size: () => counters.size,
  };
}
