import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createDb, createQueries } from '@liftwise/db';
import { migrateAndSeed, seedDefaultData } from '@liftwise/db/migrate';
import { createNodeClient, resolveDatabaseUrl } from '@liftwise/db/node';
import { createFilePhotoStore } from '@liftwise/db/photo-files';
import { coachChecker, createBuiltInCoach } from '@liftwise/domain';
import { createModelCoach, modelFromConfig, sdkAsk, visionScannerFromConfig } from './ai/index.ts';
import { createApp } from './app.ts';
import { createLocalIdentityProvider, localSignInDecision } from './auth/local-idp.ts';
import { loadNodeConfig } from './env.ts';
import { createNodeListener, listenBeforeReady } from './node-listener.ts';
import { resolveHostOnNode } from './push/node-resolve-host.ts';
import { createNodeRestAlerts } from './push/node-rest-alerts.ts';
import { startReminderScheduler } from './push/reminder-scheduler.ts';
import { runReminderTick } from './push/reminder-tick.ts';
import { createRestAlertFire } from './push/rest-alerts.ts';
import { createPushSender } from './push/send.ts';
import { createMemoryRateLimiter } from './rate-limit/memory.ts';
import { createNodeRealtime } from './realtime/node-realtime.ts';
import { serveWebApp } from './static-files.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDist = resolve(repoRoot, 'apps/web/dist');

const config = loadNodeConfig();
// Photos are kept beside a file database (`.data/app.db` → `.data/uploads`); with a remote database, under `.data`.
const dataFolder = config.database.url.startsWith('file:')
  ? dirname(resolve(repoRoot, config.database.url.slice('file:'.length)))
  : resolve(repoRoot, '.data');
const client = createNodeClient({
  url: resolveDatabaseUrl(config.database.url, repoRoot),
  authToken: config.database.authToken,
});
const db = createDb(client);
await migrateAndSeed(db);

// Listen first: with PORT=0 the public URL (and so the OAuth redirect URIs) is only known once bound.
const { server, port, ready } = await listenBeforeReady(config.port, config.host);
const publicUrl = config.publicUrl ?? `http://localhost:${port}`;

const localSignIn = localSignInDecision({ config, publicUrl });
if (localSignIn.error) throw new Error(localSignIn.error);
const localIdentityProvider = localSignIn.enabled
  ? await createLocalIdentityProvider({
      publicUrl,
      nodeEnv: config.nodeEnv,
      allowNonLoopback: config.localSignInOptIn,
    })
  : undefined;

// The built-in coach answers unless a model is configured (AI_BASE_URL, AI_MODEL); then it checks and backs up the
// model's answers.
const builtInCoach = createBuiltInCoach();
const model = modelFromConfig(config);
const coach = model
  ? createModelCoach({ ask: sdkAsk(model), fallback: builtInCoach, checker: coachChecker })
  : builtInCoach;

// One process: an in-process hub carries each athlete's changes to their open streams.
const realtime = createNodeRealtime();
const queries = createQueries(db);
// Notifications go out only with VAPID keys; rest alerts and reminders share one sender.
const sendPush =
  config.vapid &&
  createPushSender({
    vapid: config.vapid,
    removeGone: (endpoint) => queries.pushSubscriptions.removeByEndpoint(endpoint),
    // This process can reach the machine's own network; a push service's name must not lead there.
    resolveHost: resolveHostOnNode,
  });
// Rest alerts: a timer per athlete in this process, re-armed from the database after a restart.
const restAlerts =
  sendPush &&
  createNodeRestAlerts({
    queries: queries.restAlerts,
    fire: createRestAlertFire({ queries: queries.restAlerts, sendPush }),
  });
await restAlerts?.rearm();
const app = createApp({
  queries,
  database: config.database,
  coach,
  aiDailyRequests: config.aiDailyRequests,
  // Unavailable, saying what to set, unless AI_BASE_URL and AI_VISION_MODEL name a vision model.
  scanner: visionScannerFromConfig(config),
  photoStore: createFilePhotoStore(resolve(dataFolder, 'uploads')),
  seedCatalogue: () => seedDefaultData(db),
  auth: {
    publicUrl,
    google: config.google,
    github: config.github,
    oidc: config.oidc,
    local: localIdentityProvider && {
      issuer: localIdentityProvider.issuer,
      clientId: localIdentityProvider.clientId,
      clientSecret: localIdentityProvider.clientSecret,
    },
  },
  staticFiles: serveWebApp(webDist),
  isDevelopment: config.isDevelopment,
  rateLimiter: createMemoryRateLimiter({ limits: config.rateLimits }),
  clientAddress: (c) => getConnInfo(c).remote.address,
  realtime,
  vapid: config.vapid,
  pushResolveHost: resolveHostOnNode,
  restAlerts: restAlerts || undefined,
});
ready(createNodeListener({ fetch: app.fetch, localIdentityProvider }));

console.log(`Liftwise is running at ${publicUrl}`);

// The workout reminders: a tick at start and every minute in this process.
const reminders = sendPush && startReminderScheduler(() => runReminderTick({ queries, sendPush }));

function shutdown() {
  // The streams first: each holds its connection open, and close() waits for every connection to end.
  realtime.hub.endAll();
  // No rest alert fires from here on, and the reminder clock stops before the database closes: a tick under way
  // ends; sends already under way get a moment (their rows are claimed already).
  const stopped = Promise.race([
    Promise.all([restAlerts?.stop(), reminders?.stop()]),
    new Promise((resolve) => setTimeout(resolve, 5_000)),
  ]);
  server.close(() => {
    void stopped.finally(() => {
      client.close();
      process.exit(0);
    });
  });
  // close() ends only the connections idle at that moment; those of the streams just ended (and of requests still
  // being answered) become idle a moment later and would otherwise wait out the keep-alive timeout, long enough
  // for a browser to send its next request on one.
  setInterval(() => server.closeIdleConnections(), 50).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
