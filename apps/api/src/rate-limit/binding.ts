import { RATE_RULES, RATE_WINDOW_S, type RateLimiter, type RateRule } from './rules.ts';

/** The Workers rate-limiting binding (wrangler.jsonc `ratelimits`): its limit and period live in the config. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** Binding names in wrangler.jsonc, one per rule, since a binding has one limit. */
export const RATE_LIMIT_BINDINGS: Record<RateRule, string> = {
  trpcSession: 'TRPC_SESSION_RATE_LIMIT',
  trpcAddress: 'TRPC_ADDRESS_RATE_LIMIT',
  auth: 'AUTH_RATE_LIMIT',
  coach: 'COACH_RATE_LIMIT',
  dataTransfer: 'DATA_TRANSFER_RATE_LIMIT',
  feed: 'FEED_RATE_LIMIT',
  feedAddress: 'FEED_ADDRESS_RATE_LIMIT',
  pushTest: 'PUSH_TEST_RATE_LIMIT',
};

function isBinding(value: unknown): value is RateLimitBinding {
  return typeof (value as RateLimitBinding | undefined)?.limit === 'function';
}

/**
 * The limiter over the Worker's bindings, or undefined when one is missing from its env. The binding counts per
 * Cloudflare location and does not say when its window ends, so a refusal asks for one full window.
 */
export function createBindingRateLimiter(env: Record<string, unknown>): RateLimiter | undefined {
  const bindings = new Map<RateRule, RateLimitBinding>();
  for (const rule of RATE_RULES) {
    const binding = env[RATE_LIMIT_BINDINGS[rule]];
    if (!isBinding(binding)) return undefined;
    bindings.set(rule, binding);
  }
  return {
    async hit(rule, key) {
      const { success } = await (bindings.get(rule) as RateLimitBinding).limit({ key });
      return { ok: success, retryAfterS: success ? 0 : RATE_WINDOW_S };
    },
  };
}
