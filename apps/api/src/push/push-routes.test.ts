import type { Client } from '@libsql/client';
import { createDb, createQueries } from '@liftwise/db';
import { createNodeClient } from '@liftwise/db/node';
import { createTestDb, type TestDb } from '@liftwise/db/testing';
import { PUSH_MESSAGES, PUSH_TEST_RATE_LIMIT, PUSH_TEXT } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { signedInCookie } from '../auth/test-support.ts';
import { decryptPush, newSubscriber, startPushService } from '../test-support/push-service.ts';
import { generateVapidKeys } from './vapid-keys.ts';

/*
 * The athlete's side, over HTTP as the web app calls it: the key to subscribe with, this device saved, a test
 * notification that reaches the push service (this machine's) after the answer, and a device the push service
 * says is gone removed from the list.
 */

const publicUrl = 'http://localhost:3000';
let testDb: TestDb;
let client: Client;
let app: ReturnType<typeof createApp>;
let queries: ReturnType<typeof createQueries>;
let service: Awaited<ReturnType<typeof startPushService>>;
let vapid: Awaited<ReturnType<typeof generateVapidKeys>>;

beforeAll(async () => {
  testDb = await createTestDb();
  client = createNodeClient({ url: testDb.url });
  queries = createQueries(createDb(client));
  vapid = await generateVapidKeys();
  service = await startPushService((path) => (path.startsWith('/gone') ? 410 : 201));
  app = createApp({
    queries,
    auth: { publicUrl },
    vapid: { ...vapid, subject: 'mailto:ops@liftwise.example' },
    pushFetch: service.fetch,
  });
});
afterAll(async () => {
  await service.close();
  client.close();
  testDb.dispose();
});

async function call(path: string, cookie: string, input?: unknown) {
  const body = input === undefined ? undefined : JSON.stringify(input);
  const response = await app.request(`${publicUrl}/trpc/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Cookie: cookie,
      Origin: publicUrl,
      ...(body !== undefined && {
        'Content-Type': 'application/json',
        'Content-Length': String(new TextEncoder().encode(body).length),
      }),
    },
    body,
  });
  const json = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, data: json.result?.data, error: json.error };
}

const subscriptionOf = (subscriber: ReturnType<typeof newSubscriber>, path: string) => ({
  endpoint: `${service.origin}${path}`,
  keys: { p256dh: subscriber.p256dh, auth: subscriber.auth },
  label: 'Chrome on Android',
});

/** Resolves once the push service has received `count` requests at `path` (sending runs after the answer). */
async function received(path: string, count = 1) {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const pushes = service.received.filter((push) => push.path === path);
    if (pushes.length >= count) return pushes;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the push service received no push at ${path}`);
}

describe('notifications over HTTP', () => {
  it('saves this device and sends it a test notification that the device can read', async () => {
    const cookie = await signedInCookie(queries);
    expect((await call('getPushDevices', cookie)).data).toEqual({ publicKey: vapid.publicKey, devices: [] });

    const subscriber = newSubscriber();
    const saved = await call('savePushSubscription', cookie, subscriptionOf(subscriber, '/device-1'));
    expect(saved.status).toBe(200);
    const { device } = saved.data as { device: { id: string } };

    const test = await call('sendTestNotification', cookie, { deviceId: device.id });
    expect(test).toMatchObject({ status: 200, data: { deviceId: device.id } });
    const [push] = await received('/device-1');
    if (!push) throw new Error('no push');
    expect(JSON.parse(decryptPush(push, subscriber))).toEqual({
      title: PUSH_TEXT.testTitle,
      body: PUSH_TEXT.testBody,
      url: '/profile',
      tag: 'test',
    });
  });

  it(`allows ${PUSH_TEST_RATE_LIMIT} test notifications per athlete in a window, then says to wait`, async () => {
    const cookie = await signedInCookie(queries);
    const saved = await call('savePushSubscription', cookie, subscriptionOf(newSubscriber(), '/device-2'));
    const { device } = saved.data as { device: { id: string } };
    for (let n = 0; n < PUSH_TEST_RATE_LIMIT; n++)
      expect((await call('sendTestNotification', cookie, { deviceId: device.id })).status).toBe(200);
    const refused = await call('sendTestNotification', cookie, { deviceId: device.id });
    expect(refused).toMatchObject({ status: 429, error: { message: PUSH_MESSAGES.testRateLimited } });
    expect(await received('/device-2', PUSH_TEST_RATE_LIMIT)).toHaveLength(PUSH_TEST_RATE_LIMIT);
  });

  it('removes the device whose push the push service answers as gone (410)', async () => {
    const cookie = await signedInCookie(queries);
    const saved = await call('savePushSubscription', cookie, subscriptionOf(newSubscriber(), '/gone-3'));
    const { device } = saved.data as { device: { id: string } };
    expect((await call('sendTestNotification', cookie, { deviceId: device.id })).status).toBe(200);
    await received('/gone-3');
    for (let waited = 0; waited < 5_000; waited += 20) {
      const { devices } = (await call('getPushDevices', cookie)).data as { devices: unknown[] };
      if (devices.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the gone device is still listed');
  });

  it('stops every device’s notifications when the athlete signs out everywhere', async () => {
    const cookie = await signedInCookie(queries);
    const saved = await call('savePushSubscription', cookie, subscriptionOf(newSubscriber(), '/device-4'));
    expect(saved.status).toBe(200);
    const response = await app.request(`${publicUrl}/auth/signout/everywhere`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: publicUrl },
    });
    expect(response.status).toBe(204);
    const left = await client.execute(
      "select count(*) as n from push_subscriptions where endpoint like '%/device-4'",
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
