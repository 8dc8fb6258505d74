import { MAX_PUSH_DEVICES, PUSH_MESSAGES, PUSH_TEXT, WORKOUT_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, TEST_VAPID_PUBLIC_KEY } from '../testing.ts';

const NOW = new Date('2026-11-29T09:00:00.000Z');

let harness: Awaited<ReturnType<typeof createTestHarness>>;
let testsAllowed = true;
beforeAll(async () => {
  harness = await createTestHarness(() => NOW, true, { allowTestPush: async () => testsAllowed });
});
afterAll(() => harness.dispose());

const subscription = (n: number, label = `Phone ${n}`) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
  keys: { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) },
  label,
});

describe('push procedures', () => {
  it('gives the key to subscribe with, saves this device, updates it when saved again, lists and removes it', async () => {
    const caller = harness.callerFor(await harness.signUp());
    expect(await caller.getPushDevices()).toEqual({ publicKey: TEST_VAPID_PUBLIC_KEY, devices: [] });

    const { device } = await caller.savePushSubscription(subscription(1));
    expect(device).toEqual({
      id: expect.any(String),
      endpoint: subscription(1).endpoint,
      label: 'Phone 1',
      createdAt: NOW.toISOString(),
    });
    const again = await caller.savePushSubscription(subscription(1, 'Chrome on Android'));
    expect(again.device).toEqual({ ...device, label: 'Chrome on Android' });
    expect((await caller.getPushDevices()).devices).toEqual([again.device]);

    expect(await caller.removePushDevice({ deviceId: device.id })).toEqual({ deviceId: device.id });
    expect((await caller.getPushDevices()).devices).toEqual([]);
    await expect(caller.removePushDevice({ deviceId: device.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PUSH_MESSAGES.deviceNotFound,
    });
  });

  it('refuses an endpoint that is not a public https: URL, bad keys, and a device past the bound', async () => {
    const caller = harness.callerFor(await harness.signUp());
    for (const endpoint of ['http://fcm.googleapis.com/x', 'https://127.0.0.1/x', 'https://localhost/x']) {
      await expect(caller.savePushSubscription({ ...subscription(2), endpoint })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(PUSH_MESSAGES.invalidEndpoint),
      });
    }
    await expect(
      caller.savePushSubscription({ ...subscription(2), keys: { p256dh: 'short', auth: 'a'.repeat(22) } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(PUSH_MESSAGES.invalidKeys),
    });

    for (let n = 0; n < MAX_PUSH_DEVICES; n++) await caller.savePushSubscription(subscription(100 + n));
    await expect(caller.savePushSubscription(subscription(200))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PUSH_MESSAGES.tooManyDevices,
    });
    expect((await caller.getPushDevices()).devices).toHaveLength(MAX_PUSH_DEVICES);
  });

  it('hands a test notification to the sender for the device, within the rate limit', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    const { device } = await caller.savePushSubscription(subscription(300));
    const before = harness.pushed.length;
    expect(await caller.sendTestNotification({ deviceId: device.id })).toEqual({ deviceId: device.id });
    expect(harness.pushed.slice(before)).toEqual([
      {
        target: expect.objectContaining({ userId: user.id, endpoint: subscription(300).endpoint }),
        payload: { title: PUSH_TEXT.testTitle, body: PUSH_TEXT.testBody, url: '/profile', tag: 'test' },
      },
    ]);

    testsAllowed = false;
    await expect(caller.sendTestNotification({ deviceId: device.id })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: PUSH_MESSAGES.testRateLimited,
    });
    testsAllowed = true;
    expect(harness.pushed).toHaveLength(before + 1);
  });

  it('keeps the browser’s zone for the server’s reminders (from the device’s save and the lead’s), refusing an unknown one', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    await caller.setReminderLeadTime({ leadTime: '1h' });
    await caller.savePushSubscription({ ...subscription(500), timeZone: 'Europe/Berlin' });
    await harness.queries.workouts.create(
      user.id,
      {
        name: 'Legs',
        date: '2026-11-30',
        time: '07:00',
        duration: 60,
        exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
        status: 'scheduled',
        difficulty: 'Intermediate',
      },
      NOW,
    );
    const zoneOf = async () =>
      (await harness.queries.reminders.plannedBetween('2026-11-29', '2026-12-01', 100)).find(
        (row) => row.userId === user.id,
      )?.timeZone;
    expect(await zoneOf()).toBe('Europe/Berlin');
    await caller.setReminderLeadTime({ leadTime: '1h', timeZone: 'Asia/Tokyo' });
    expect(await zoneOf()).toBe('Asia/Tokyo');
    await expect(
      caller.savePushSubscription({ ...subscription(501), timeZone: 'Mars/Olympus_Mons' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(WORKOUT_MESSAGES.invalidTimeZone),
    });
  });

  it('says so when the server has no VAPID keys: no key to subscribe with, no save, no test', async () => {
    const bare = await createTestHarness(() => NOW, true, { pushPublicKey: null });
    try {
      const caller = bare.callerFor(await bare.signUp());
      expect(await caller.getPushDevices()).toEqual({ publicKey: null, devices: [] });
      await expect(caller.savePushSubscription(subscription(400))).rejects.toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: PUSH_MESSAGES.unconfigured,
      });
      await expect(caller.sendTestNotification({ deviceId: 'any' })).rejects.toMatchObject({
        code: 'PRECONDITION_FAILED',
      });
    } finally {
      bare.dispose();
    }
  });
});
