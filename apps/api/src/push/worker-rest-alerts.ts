import { ATHLETE_HEADER, REST_ALERT_PATH } from '../realtime/athlete-changes.ts';
import type { DurableObjectNamespaceLike } from '../realtime/worker-realtime.ts';
import type { RestAlertTimers } from './rest-alerts.ts';

/**
 * Rest alerts on Workers: isolates keep no timers, so the athlete's Durable Object (the one that holds their
 * streams) keeps the alert's alarm; told after the answer (`waitUntil`), like a published change.
 */
export function createWorkerRestAlerts(namespace: DurableObjectNamespaceLike): RestAlertTimers {
  const tell = (userId: string, method: 'POST' | 'DELETE', body?: unknown) =>
    namespace
      .get(namespace.idFromName(userId))
      .fetch(
        new Request(`https://athlete${REST_ALERT_PATH}`, {
          method,
          headers: { [ATHLETE_HEADER]: userId },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
      .then(
        (response) => response.body?.cancel(),
        (error: unknown) => console.error(`rest alert ${method} failed`, error),
      );
  return {
    scheduled: (userId, dueAt, c) => c.executionCtx.waitUntil(tell(userId, 'POST', { dueAt })),
    cancelled: (userId, c) => c.executionCtx.waitUntil(tell(userId, 'DELETE')),
  };
}
