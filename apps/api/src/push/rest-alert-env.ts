import { createClient } from '@libsql/client/http';
import { createDb, createQueries } from '@liftwise/db';
import { parseConfig } from '../env.ts';
import { createRestAlertFire, type FireRestAlert } from './rest-alerts.ts';
import { createPushSender } from './send.ts';

/**
 * What the Durable Object's alarm runs: the Worker's configuration (its bindings and vars) gives the database
 * (the primary: the claim is a write) and the VAPID keys; none configured, nothing is sent.
 */
export function restAlertFireFromEnv(env: Record<string, unknown>): FireRestAlert | undefined {
  const config = parseConfig(env);
  if (!config.vapid) return undefined;
  const { url, primaryUrl, authToken } = config.database;
  const queries = createQueries(
    createDb(createClient({ url: primaryUrl ?? url, authToken, concurrency: Number.POSITIVE_INFINITY })),
  );
  return createRestAlertFire({
    queries: queries.restAlerts,
    sendPush: createPushSender({
      vapid: config.vapid,
      removeGone: (endpoint) => queries.pushSubscriptions.removeByEndpoint(endpoint),
    }),
  });
}
