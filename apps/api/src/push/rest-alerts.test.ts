import type { Client } from '@libsql/client';
import { createDb, createQueries } from '@liftwise/db';
import { createNodeClient } from '@liftwise/db/node';
import { createTestDb, type TestDb } from '@liftwise/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { signedInCookie } from '../auth/test-support.ts';
import {
  ATHLETE_HEADER,
  AthleteChanges,
  type AthleteStateLike,
  REST_ALERT_PATH,
} from '../realtime/athlete-changes.ts';
import {
  decryptPush,
  newSubscriber,
  startPushService,
  type TestSubscriber,
} from '../test-support/push-service.ts';
import { createNodeRestAlerts } from './node-rest-alerts.ts';
import { createRestAlertFire } from './rest-alerts.ts';
import { createPushSender } from './send.ts';
import { generateVapidKeys } from './vapid-keys.ts';

/*
 * The rest alert from the live session's call to the athlete's phone: scheduled over HTTP, kept in the database, sent
 * by the Node process's timer (or the Durable Object's alarm) to this machine's push service, and read there with
 * the subscriber's private key.
 */

const publicUrl = 'http://localhost:3000';
let testDb: TestDb;
let client: Client;
let queries: ReturnType<typeof createQueries>;
let service: Awaited<ReturnType<typeof startPushService>>;
let vapid: Awaited<ReturnType<typeof generateVapidKeys>> & { subject: string };

/** One server process: its app and its rest alert timers, over the shared database. */
function startProcess() {
  const fire = createRestAlertFire({
    queries: queries.restAlerts,
    sendPush: createPushSender({
      vapid,
      removeGone: (endpoint) => queries.pushSubscriptions.removeByEndpoint(endpoint),
      fetch: service.fetch,
      retries: 0,
    }),
  });
  const restAlerts = createNodeRestAlerts({ queries: queries.restAlerts, fire });
  const app = createApp({ queries, auth: { publicUrl }, vapid, pushFetch: service.fetch, restAlerts });
  return { app, restAlerts, fire };
}
let server: ReturnType<typeof startProcess>;

beforeAll(async () => {
  testDb = await createTestDb();
  client = createNodeClient({ url: testDb.url });
  queries = createQueries(createDb(client));
  vapid = { ...(await generateVapidKeys()), subject: 'mailto:ops@liftwise.example' };
  service = await startPushService(() => 201);
  server = startProcess();
});
afterAll(async () => {
  await server.restAlerts.stop();
  await service.close();
  client.close();
  testDb.dispose();
});

async function call(path: string, cookie: string, input?: unknown, app = server.app) {
  const body = JSON.stringify(input ?? null);
  const response = await app.request(`${publicUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: publicUrl, 'Content-Type': 'application/json' },
    body: input === undefined ? undefined : body,
  });
  const json = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, data: json.result?.data, error: json.error };
}

/** An athlete signed in with one phone that has notifications on, at `/path` of the push service. */
async function athleteWithPhone(path: string) {
  const cookie = await signedInCookie(queries);
  const phone = newSubscriber();
  const saved = await call('savePushSubscription', cookie, {
    endpoint: `${service.origin}${path}`,
    keys: { p256dh: phone.p256dh, auth: phone.auth },
    label: 'Chrome on Android',
  });
  expect(saved.status).toBe(200);
  return { cookie, phone };
}

const next = { setNumber: 3, setCount: 4, exerciseName: 'Squat', reps: '5', weight: '100 kg', unit: 'kg' };
const schedule = (cookie: string, endsAt: number, app = server.app) =>
  call('scheduleRestAlert', cookie, { endsAt, workoutId: 'w1', next }, app);
const pushesTo = (path: string) => service.received.filter((push) => push.path === path);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pushes at `path` once `count` have come (or 5 s have passed), with when each came. */
async function received(path: string, count = 1) {
  for (let waited = 0; waited < 5_000 && pushesTo(path).length < count; waited += 10) await sleep(10);
  return pushesTo(path);
}

const readAs = (phone: TestSubscriber, path: string) =>
  pushesTo(path).map((push) => JSON.parse(decryptPush(push, phone)) as Record<string, unknown>);

describe('rest alerts on Node', () => {
  it("sends 'Rest Complete' with the next set at the rest's end, and not before", async () => {
    const { cookie, phone } = await athleteWithPhone('/rest-1');
    const endsAt = Date.now() + 400;
    expect((await schedule(cookie, endsAt)).status).toBe(200);
    await sleep(150);
    expect(pushesTo('/rest-1')).toHaveLength(0);
    await received('/rest-1');
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
    expect(readAs(phone, '/rest-1')).toEqual([
      {
        kind: 'rest',
        title: 'Rest Complete',
        body: 'Set 3 of 4 · Squat · 100 kg × 5',
        url: '/workouts/start/w1',
        tag: 'rest',
      },
    ]);
    expect(await queries.restAlerts.pending()).not.toContainEqual(expect.objectContaining({ dueAt: endsAt }));
  });

  it('sends nothing for a rest cancelled before its end', async () => {
    const { cookie } = await athleteWithPhone('/rest-2');
    await schedule(cookie, Date.now() + 300);
    expect(await call('cancelRestAlert', cookie)).toMatchObject({ status: 200, data: { cancelled: true } });
    await sleep(600);
    expect(pushesTo('/rest-2')).toHaveLength(0);
  });

  it('sends a moved rest once, at its new instant', async () => {
    const { cookie } = await athleteWithPhone('/rest-3');
    await schedule(cookie, Date.now() + 300);
    const moved = Date.now() + 700;
    await schedule(cookie, moved);
    await received('/rest-3');
    expect(Date.now()).toBeGreaterThanOrEqual(moved);
    await sleep(300);
    expect(pushesTo('/rest-3')).toHaveLength(1);
  });

  it("never sends one athlete's alert to another's phone", async () => {
    const ada = await athleteWithPhone('/rest-ada');
    await athleteWithPhone('/rest-bea');
    await schedule(ada.cookie, Date.now() + 100);
    await received('/rest-ada');
    await sleep(200);
    expect(pushesTo('/rest-bea')).toHaveLength(0);
  });

  it('sends a pending alert after a restart, one just missed at once, and drops one long past', async () => {
    const pending = await athleteWithPhone('/rest-restart');
    const missed = await athleteWithPhone('/rest-missed');
    const stale = await athleteWithPhone('/rest-stale');
    await schedule(pending.cookie, Date.now() + 500);
    await schedule(missed.cookie, Date.now() + 50);
    await schedule(stale.cookie, Date.now() + 50);
    // The process ends before any of them is due: its timers go with it.
    await server.restAlerts.stop();
    const users = await client.execute(
      "select user_id from push_subscriptions where endpoint like '%/rest-missed' or endpoint like '%/rest-stale' order by endpoint",
    );
    const [missedId, staleId] = users.rows.map((row) => String(row.user_id));
    // Down for a while: the one alert's instant passed 10 s ago, the other's 40 s ago.
    await client.execute({
      sql: 'update rest_alerts set due_at = ? where user_id = ?',
      args: [Date.now() - 10_000, missedId ?? ''],
    });
    await client.execute({
      sql: 'update rest_alerts set due_at = ? where user_id = ?',
      args: [Date.now() - 40_000, staleId ?? ''],
    });
    await sleep(100);
    expect(pushesTo('/rest-missed')).toHaveLength(0);

    server = startProcess();
    await server.restAlerts.rearm();
    expect(await received('/rest-missed')).toHaveLength(1);
    expect(await received('/rest-restart')).toHaveLength(1);
    expect(pushesTo('/rest-stale')).toHaveLength(0);
    expect(readAs(pending.phone, '/rest-restart')[0]).toMatchObject({ title: 'Rest Complete' });
  });

  it('sends an alert once when two processes both hold its timer', async () => {
    const { cookie } = await athleteWithPhone('/rest-two');
    const other = startProcess();
    try {
      await schedule(cookie, Date.now() + 200);
      // The second process re-armed from the same row (as a second replica would).
      await other.restAlerts.rearm();
      await received('/rest-two');
      await sleep(400);
      expect(pushesTo('/rest-two')).toHaveLength(1);
    } finally {
      await other.restAlerts.stop();
    }
  });
});

/** workerd's Durable Object storage as far as the alarm uses it, in memory. */
function memoryState() {
  const values = new Map<string, unknown>();
  const state = {
    alarm: null as number | null,
    storage: {
      get: async <T>(key: string) => values.get(key) as T | undefined,
      put: async (key: string, value: unknown) => void values.set(key, value),
      setAlarm: async (time: number) => {
        state.alarm = time;
      },
      deleteAlarm: async () => {
        state.alarm = null;
      },
    },
  } satisfies AthleteStateLike & { alarm: number | null };
  return state;
}

describe('rest alerts in the athlete’s Durable Object', () => {
  // workerd's alarm is not driven here: its storage is a stand-in, and `alarm()` is called as workerd calls it.
  const tell = (object: AthleteChanges, userId: string, method: string, body?: unknown) =>
    object.fetch(
      new Request(`https://athlete${REST_ALERT_PATH}`, {
        method,
        headers: { [ATHLETE_HEADER]: userId },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  it('sets its alarm at the rest’s end, moves or deletes it, and sends the claimed alert when it rings', async () => {
    const { cookie, phone } = await athleteWithPhone('/rest-do');
    const endsAt = Date.now() + 60_000;
    await server.restAlerts.stop();
    await schedule(cookie, endsAt);
    const [row] = (
      await client.execute("select user_id from push_subscriptions where endpoint like '%/rest-do'")
    ).rows;
    const userId = String(row?.user_id);
    const state = memoryState();
    let clock = Date.now();
    const object = new AthleteChanges(
      state,
      {},
      createRestAlertFire({
        queries: queries.restAlerts,
        sendPush: createPushSender({ vapid, removeGone: async () => {}, fetch: service.fetch }),
        now: () => clock,
      }),
    );
    expect((await tell(object, userId, 'POST', { dueAt: endsAt })).status).toBe(204);
    expect(state.alarm).toBe(endsAt);
    expect((await tell(object, userId, 'DELETE')).status).toBe(204);
    expect(state.alarm).toBeNull();
    await tell(object, userId, 'POST', { dueAt: endsAt });

    // Rung early (before the row's instant), it sends nothing and keeps the row for its time.
    await object.alarm();
    expect(pushesTo('/rest-do')).toHaveLength(0);
    clock = endsAt;
    await object.alarm();
    expect(readAs(phone, '/rest-do')).toEqual([
      expect.objectContaining({ title: 'Rest Complete', kind: 'rest' }),
    ]);
    // Rung again (workerd retries an alarm that threw): the row is claimed, nothing is sent twice.
    await object.alarm();
    expect(pushesTo('/rest-do')).toHaveLength(1);
  });
});
