import { feedTokenFromPath } from '@liftwise/domain';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types.ts';
import type { RateDecision, RateLimiter, RateRule } from './rules.ts';

/** Who is asking, as far as the runtime can tell: the socket's address on Node, Cloudflare's header on Workers. */
export type ClientAddress = (c: Context<AppEnv>) => string | undefined;

async function hitAll(
  limiter: RateLimiter,
  hits: ReadonlyArray<readonly [RateRule, string]>,
): Promise<RateDecision> {
  for (const [rule, key] of hits) {
    const decision = await limiter.hit(rule, key);
    if (!decision.ok) return decision;
  }
  return { ok: true, retryAfterS: 0 };
}

/** Per address and, once signed in, per session: a flood from one browser or one machine is cut off either way. */
export function createRateLimitGuard(deps: { limiter: RateLimiter; clientAddress: ClientAddress }) {
  const { limiter } = deps;
  const address = (c: Context<AppEnv>) => `a:${deps.clientAddress(c) ?? 'unknown'}`;
  const session = (c: Context<AppEnv>) => {
    // A query's session is counted by the id its token names while the check is under way.
    const id = c.get('session')?.id ?? c.get('claim')?.sessionId;
    return id ? `s:${id}` : undefined;
  };

  return {
    /** For tRPC, whose refusal must be a tRPC error: the caller turns a refusal into one. */
    trpc(c: Context<AppEnv>): Promise<RateDecision> {
      const key = session(c);
      return hitAll(limiter, [['trpcAddress', address(c)], ...(key ? [['trpcSession', key] as const] : [])]);
    },

    /**
     * For the calendar feed, which has no session: per address in a bucket of the feed's own (a calendar service
     * fetches many athletes' feeds from few addresses, and guesses must not spend the address's tRPC calls), and
     * per feed, keyed by a hash of its token so the limiter never holds a feed's secret. A path that is no feed's
     * (a trailing slash, `.ICS`) answers 404 and counts against its address only.
     */
    async feed(c: Context<AppEnv>, path: string): Promise<RateDecision> {
      const token = feedTokenFromPath(path);
      const hits: [RateRule, string][] = [['feedAddress', address(c)]];
      if (token !== null) {
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
        const feed = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join(
          '',
        );
        hits.push(['feed', `f:${feed}`]);
      }
      return hitAll(limiter, hits);
    },

    /** Middleware for the sign-in, callback and sign-out routes; runs after the session middleware. */
    auth(message: string) {
      return createMiddleware<AppEnv>(async (c, next) => {
        const key = session(c);
        const decision = await hitAll(limiter, [
          ['auth', address(c)],
          ...(key ? [['auth', key] as const] : []),
        ]);
        if (!decision.ok) {
          c.header('Retry-After', String(decision.retryAfterS));
          c.header('Cache-Control', 'no-store');
          return c.text(message, 429);
        }
        await next();
      });
    },
  };
}
