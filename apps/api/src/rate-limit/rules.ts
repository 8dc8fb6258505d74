import { PUSH_TEST_RATE_LIMIT } from '@liftwise/domain';

/**
 * Rate-limit rules shared by the in-process limiter (Node) and the Workers rate-limiting binding. Windows are
 * 10 seconds because the binding offers only 10 or 60, and a short window forgives a burst quickly.
 */
export const RATE_WINDOW_S = 10;

/** Requests per window: `trpc` per session, `auth` per address and per session, `coach` per athlete. */
export interface RateLimits {
  trpc: number;
  auth: number;
  /** AI calls (generate a workout, alternatives, a plan): a model call costs money and up to 70 s. */
  coach: number;
  /**
   * Exports and imports of an athlete's whole data: each reads or writes years of history. Not an
   * environment setting: DATA_TRANSFER_RATE_LIMIT unless a test gives its own.
   */
  dataTransfer?: number;
}

/** Exports and imports per athlete per window: a few files tried, previewed and imported, a download or two. */
export const DATA_TRANSFER_RATE_LIMIT = 10;

/**
 * Generous for a person (20 tRPC requests a second, sustained; 20 sign-ins a minute) and for the e2e suite, which
 * signs in many browsers from one address; a flood is cut off within one window. Six AI calls per 10 s is more
 * than a person asks for (each fills a form or a plan), and stops a script from running up a model bill.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { trpc: 200, auth: 60, coach: 6 };

/** Several people may share one address (a gym's wifi, a NAT), so an address gets five sessions' worth. */
export const ADDRESS_FACTOR = 5;

/**
 * The calendar feed's own (no session): per feed, as many as a session's tRPC calls; per address, as many as an
 * address's, but its own bucket, so guessing feed URLs never spends the tRPC calls of the people behind it.
 */
export const RATE_RULES = [
  'trpcSession',
  'trpcAddress',
  'auth',
  'coach',
  'dataTransfer',
  'feed',
  'feedAddress',
  'pushTest',
] as const;
export type RateRule = (typeof RATE_RULES)[number];

export function ruleLimits(limits: RateLimits): Record<RateRule, number> {
  return {
    trpcSession: limits.trpc,
    trpcAddress: limits.trpc * ADDRESS_FACTOR,
    auth: limits.auth,
    coach: limits.coach,
    dataTransfer: limits.dataTransfer ?? DATA_TRANSFER_RATE_LIMIT,
    feed: limits.trpc,
    feedAddress: limits.trpc * ADDRESS_FACTOR,
    pushTest: PUSH_TEST_RATE_LIMIT,
  };
}

export interface RateDecision {
  ok: boolean;
  /** Seconds until the window that refused the request is over (0 when allowed). */
  retryAfterS: number;
}

/** One interface, two implementations: in process on Node (memory.ts), the Workers binding there (binding.ts). */
export interface RateLimiter {
  /** Counts one request against `key` under `rule`. */
  hit(rule: RateRule, key: string): Promise<RateDecision>;
}
