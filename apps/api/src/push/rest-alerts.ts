import type { RestAlertQueries } from '@liftwise/db';
import type { Context } from 'hono';
import type { AppEnv } from '../types.ts';
import type { SendPush } from './send.ts';

/**
 * Whatever sends the athlete's rest alert at its instant: timers in the Node process, the athlete's Durable Object's
 * alarm on Workers. Told after the row is written or deleted; never throws for the athlete's request.
 */
export interface RestAlertTimers {
  scheduled(userId: string, dueAt: number, c: Context<AppEnv>): void;
  cancelled(userId: string, c: Context<AppEnv>): void;
}

/** A timer may fire a hair before its instant (clocks are rounded): the alert is still due then. */
const EARLY_MS = 1_000;

/**
 * Sends the athlete's rest alert if it is still theirs to send: the claim deletes the row, so a cancelled or moved
 * alert, or one another process took, sends nothing. Resolves to the number of devices it reached.
 */
export function createRestAlertFire(options: {
  queries: RestAlertQueries;
  sendPush: SendPush;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  return async function fireRestAlert(userId: string): Promise<number> {
    const claimed = await options.queries.claim(userId, now() + EARLY_MS);
    if (!claimed) return 0;
    const outcomes = await Promise.all(
      claimed.targets.map((target) => options.sendPush(target, claimed.payload)),
    );
    return outcomes.filter((outcome) => outcome === 'sent').length;
  };
}

export type FireRestAlert = ReturnType<typeof createRestAlertFire>;
