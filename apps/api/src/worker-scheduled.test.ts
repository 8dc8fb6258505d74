import { createDb, createQueries } from '@liftwise/db';
import { applyMigrations } from '@liftwise/db/migrate';
import { createNodeClient } from '@liftwise/db/node';
import { type SqldServer, startSqld } from '@liftwise/db/sqld';
import { createTestUser } from '@liftwise/db/testing';
import type { ExecutionContext } from 'hono';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { generateVapidKeys } from './push/vapid-keys.ts';
import { decryptPush, newSubscriber, startPushService } from './test-support/push-service.ts';
import worker from './worker.ts';

/*
 * The Worker's Cron Trigger: its `scheduled` handler, called as workerd calls it, against sqld (the server Turso
 * runs) through the Worker's own HTTP client, sending to a push service on this machine. Called directly rather
 * than through `wrangler dev --test-scheduled`: workerd's fetch cannot be routed to a local push service, and the
 * sender refuses any endpoint but a public https one.
 */

let sqld: SqldServer;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  sqld = await startSqld({ auth: true });
  service = await startPushService(() => 201);
  const realFetch = globalThis.fetch;
  // The push service's public origin goes to this machine's; everything else (sqld) as it was.
  vi.stubGlobal('fetch', ((input, init) =>
    String(input instanceof Request ? input.url : input).startsWith(service.origin)
      ? service.fetch(input, init)
      : realFetch(input, init)) as typeof fetch);
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await service?.close();
  await sqld?.stop();
});

it('claims the reminders due on each cron tick and sends them once, kept alive with waitUntil', async () => {
  const client = createNodeClient({ url: sqld.url, authToken: sqld.authToken });
  const db = createDb(client);
  await applyMigrations(db);
  const queries = createQueries(db);
  const now = new Date();
  const user = await createTestUser(db, 'Cron Athlete', now);
  await queries.profiles.upsert(user.id, { reminderLead: '1h' }, now);
  await queries.profiles.setTimeZone(user.id, 'UTC', now);
  const subscriber = newSubscriber();
  await queries.pushSubscriptions.save(
    user.id,
    { endpoint: `${service.origin}/cron`, p256dh: subscriber.p256dh, auth: subscriber.auth, label: 'Phone' },
    now,
  );
  // Half an hour on, to the minute: its 1 h reminder is due now.
  const start = new Date(Math.ceil((now.getTime() + 30 * 60_000) / 60_000) * 60_000).toISOString();
  const workout = await queries.workouts.create(
    user.id,
    {
      name: 'Cron legs',
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      duration: 60,
      exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
      status: 'scheduled',
      difficulty: 'Intermediate',
    },
    now,
  );
  client.close();

  const vapid = await generateVapidKeys();
  const env = {
    DATABASE_URL: sqld.url,
    DATABASE_AUTH_TOKEN: sqld.authToken,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@liftwise.example',
  };
  const kept: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => kept.push(promise), passThroughOnException() {} };
  await worker.scheduled(undefined, env, ctx as unknown as ExecutionContext);
  expect(kept).toHaveLength(1);
  await Promise.all(kept);
  const pushes = service.received.filter((push) => push.path === '/cron');
  expect(pushes).toHaveLength(1);
  expect(JSON.parse(decryptPush(pushes[0] as (typeof pushes)[number], subscriber))).toEqual({
    kind: 'reminder',
    title: 'Cron legs',
    body: `${start.slice(0, 10) === now.toISOString().slice(0, 10) ? 'Today' : 'Tomorrow'} at ${start.slice(11, 16)}`,
    url: `/workouts/start/${workout.id}`,
    tag: `workout-reminder-${workout.id}`,
    startsAt: start,
  });

  // The next minute's tick: claimed already, nothing sent again.
  await worker.scheduled(undefined, env, ctx as unknown as ExecutionContext);
  await Promise.all(kept);
  expect(service.received.filter((push) => push.path === '/cron')).toHaveLength(1);
}, 60_000);
