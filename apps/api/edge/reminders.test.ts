import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeClient } from '@liftwise/db/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateVapidKeys } from '../src/push/vapid-keys.ts';
import { newSubscriber } from '../src/test-support/push-service.ts';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/**
 * The workout reminders' Cron Trigger on the Worker (workerd under `wrangler dev`) against sqld: a tick claims the
 * reminder due in the primary, once however often it runs. `--test-scheduled`'s `/__scheduled` is a middleware
 * wrangler adds only to a Worker it bundles, and this one is built beforehand (`no_bundle`), so the ticks come through
 * Miniflare's own trigger route, `/cdn-cgi/local/scheduled`. workerd's fetch reaches no push service on this machine,
 * so what the push carries is checked on Node (src/worker-scheduled.test.ts, src/push/reminders.test.ts).
 */
const SCHEDULED_PATH = '/cdn-cgi/local/scheduled?cron=*+*+*+*+*';

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-reminders-'));
let stack: EdgeStack;
let athlete: EdgeAthlete;

beforeAll(async () => {
  const vapid = await generateVapidKeys();
  stack = await startEdgeStack({
    dataDir,
    port: 0,
    workerVars: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  });
  athlete = new EdgeAthlete(stack.url);
  await athlete.signIn({ email: 'reminded@example.com', name: 'Edge Reminded' });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('claims a due reminder on the Cron Trigger, once across ticks', async () => {
  const subscriber = newSubscriber();
  const saved = await athlete.mutate('savePushSubscription', {
    endpoint: 'https://push.liftwise.example/edge',
    keys: { p256dh: subscriber.p256dh, auth: subscriber.auth },
    label: 'Phone',
    timeZone: 'UTC',
  });
  expect(saved.status).toBe(200);
  expect((await athlete.mutate('setReminderLeadTime', { leadTime: '1h', timeZone: 'UTC' })).status).toBe(200);
  const start = new Date(Math.ceil((Date.now() + 30 * 60_000) / 60_000) * 60_000).toISOString();
  const created = await athlete.mutate('saveWorkout', {
    workout: {
      name: 'Edge legs',
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
    },
  });
  expect(created.status).toBe(200);
  const workoutId = (created.data as { workout: { id: string } }).workout.id;

  for (let tick = 0; tick < 2; tick++)
    expect((await fetch(`${stack.url}${SCHEDULED_PATH}`)).status).toBe(200);
  const client = createNodeClient({ url: stack.primaryUrl, authToken: stack.token });
  try {
    const { rows } = await client.execute({
      sql: 'select workout_id, starts_at from reminder_deliveries where workout_id = ?',
      args: [workoutId],
    });
    expect(rows.map((row) => [row.workout_id, row.starts_at])).toEqual([[workoutId, start]]);
  } finally {
    client.close();
  }
});
