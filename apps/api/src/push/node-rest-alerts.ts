import type { RestAlertQueries } from '@liftwise/db';
import { REST_ALERT_GRACE_MS } from '@liftwise/domain';
import type { FireRestAlert, RestAlertTimers } from './rest-alerts.ts';

/**
 * Node's rest alerts: one timer per athlete in this process, backed by the rows in the database, so a restart
 * re-arms them (`rearm`) and of two processes only the one whose claim deletes the row sends. Firing runs apart from
 * any request; a failure is logged.
 */
export function createNodeRestAlerts(options: {
  queries: RestAlertQueries;
  fire: FireRestAlert;
  now?: () => number;
}): RestAlertTimers & { rearm(): Promise<void>; stop(): Promise<void>; readonly armed: number } {
  const now = options.now ?? Date.now;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const sending = new Set<Promise<unknown>>();
  let stopped = false;

  const fire = (userId: string) => {
    timers.delete(userId);
    const sent = options
      .fire(userId)
      .catch((error: unknown) => console.error('sending a rest alert failed', error))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };
  const arm = (userId: string, dueAt: number) => {
    if (stopped) return;
    clearTimeout(timers.get(userId));
    // unref: a waiting alert never keeps the process alive on its own.
    timers.set(userId, setTimeout(() => fire(userId), Math.max(0, dueAt - now())).unref());
  };
  const disarm = (userId: string) => {
    clearTimeout(timers.get(userId));
    timers.delete(userId);
  };

  return {
    scheduled: (userId, dueAt) => arm(userId, dueAt),
    cancelled: (userId) => disarm(userId),
    get armed() {
      return timers.size;
    },
    /** At start: alerts due within the last REST_ALERT_GRACE_MS are sent now, older ones dropped, the rest armed. */
    async rearm() {
      await options.queries.dropStale(now() - REST_ALERT_GRACE_MS);
      for (const { userId, dueAt } of await options.queries.pending()) arm(userId, dueAt);
    },
    /** At shutdown: no timer fires any more, and the sends under way are waited for. */
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...sending]);
    },
  };
}
