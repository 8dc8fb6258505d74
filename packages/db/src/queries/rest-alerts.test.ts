import type { PushNotificationPayload } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createPushSubscriptionQueries } from './push-subscriptions.ts';
import { createRestAlertQueries } from './rest-alerts.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let alerts: ReturnType<typeof createRestAlertQueries>;
let push: ReturnType<typeof createPushSubscriptionQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  alerts = createRestAlertQueries(testDb.db);
  push = createPushSubscriptionQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const newUser = async (name: string) => (await createTestUser(testDb.db, name)).id;
const payload = (body: string): PushNotificationPayload => ({
  kind: 'rest',
  title: 'Rest Complete',
  body,
  url: '/workouts/start/w1',
  tag: 'rest',
});

describe('rest alert queries', () => {
  it('keeps one alert per athlete: a new one replaces the old, a cancel removes it', async () => {
    const ada = await newUser('rest-ada');
    await alerts.schedule(ada, 1_000, payload('first'));
    await alerts.schedule(ada, 2_000, payload('second'));
    expect((await alerts.pending()).filter((row) => row.userId === ada)).toEqual([
      { userId: ada, dueAt: 2_000 },
    ]);
    expect(await alerts.cancel(ada)).toBe(true);
    expect(await alerts.cancel(ada)).toBe(false);
    expect(await alerts.claim(ada, 5_000)).toBeNull();
  });

  it('is claimed once, only when due, with the athlete’s own devices', async () => {
    const ada = await newUser('rest-ada-2');
    const bea = await newUser('rest-bea-2');
    await push.save(
      ada,
      {
        endpoint: 'https://push.example.com/ada',
        p256dh: `B${'p'.repeat(86)}`,
        auth: 'a'.repeat(22),
        label: 'Phone',
      },
      new Date(),
    );
    await push.save(
      bea,
      {
        endpoint: 'https://push.example.com/bea',
        p256dh: `B${'p'.repeat(86)}`,
        auth: 'a'.repeat(22),
        label: 'Phone',
      },
      new Date(),
    );
    await alerts.schedule(ada, 10_000, payload('Set 2 of 3 · Squat'));
    expect(await alerts.claim(ada, 9_999)).toBeNull();
    const claimed = await alerts.claim(ada, 10_000);
    expect(claimed?.payload.body).toBe('Set 2 of 3 · Squat');
    expect(claimed?.targets.map((target) => target.endpoint)).toEqual(['https://push.example.com/ada']);
    expect(await alerts.claim(ada, 10_000)).toBeNull();
  });

  it('drops alerts whose instant passed long ago', async () => {
    const ada = await newUser('rest-ada-3');
    const bea = await newUser('rest-bea-3');
    await alerts.schedule(ada, 100, payload('old'));
    await alerts.schedule(bea, 50_000, payload('new'));
    await alerts.dropStale(1_000);
    const pending = (await alerts.pending()).filter((row) => row.userId === ada || row.userId === bea);
    expect(pending).toEqual([{ userId: bea, dueAt: 50_000 }]);
  });
});
