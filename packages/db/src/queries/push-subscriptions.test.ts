import { KeptAtMostError, MAX_PUSH_DEVICES, PUSH_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createAuthQueries } from './auth.ts';
import { createPushSubscriptionQueries, type PushSubscriptionWrite } from './push-subscriptions.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let push: ReturnType<typeof createPushSubscriptionQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  push = createPushSubscriptionQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const newUser = async (name: string) => (await createTestUser(testDb.db, name)).id;
const device = (n: number, label = `Phone ${n}`): PushSubscriptionWrite => ({
  endpoint: `https://push.example.com/send/${n}`,
  p256dh: `B${'p'.repeat(86)}`,
  auth: 'a'.repeat(22),
  label,
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 9, minute));

describe('push subscription queries', () => {
  it('adds a device, updates it when the same endpoint comes again, lists newest first and removes one', async () => {
    const ada = await newUser('push-ada');
    const phone = await push.save(ada, device(1), at(0));
    const laptop = await push.save(ada, device(2, 'Firefox on Linux'), at(1));
    const again = await push.save(ada, { ...device(1, 'Chrome on Android'), auth: 'b'.repeat(22) }, at(2));
    expect(again).toEqual({ ...phone, label: 'Chrome on Android' });
    expect((await push.list(ada)).map((row) => row.label)).toEqual(['Firefox on Linux', 'Chrome on Android']);
    expect(await push.target(ada, phone.id)).toMatchObject({ auth: 'b'.repeat(22), userId: ada });

    expect(await push.remove(ada, laptop.id)).toBe(true);
    expect(await push.remove(ada, laptop.id)).toBe(false);
    expect((await push.list(ada)).map((row) => row.id)).toEqual([phone.id]);
  });

  it('keeps another athlete’s devices out of reach, and moves a browser to whoever turns notifications on in it', async () => {
    const ada = await newUser('push-ada-2');
    const bea = await newUser('push-bea-2');
    const adas = await push.save(ada, device(10), at(0));
    expect(await push.target(bea, adas.id)).toBeNull();
    expect(await push.remove(bea, adas.id)).toBe(false);
    expect(await push.list(bea)).toEqual([]);

    // Bea signed in on Ada's old browser: its pushes are Bea's from now on, never Ada's.
    const beas = await push.save(bea, device(10, 'Shared tablet'), at(1));
    expect(beas.id).not.toBe(adas.id);
    expect(await push.list(ada)).toEqual([]);
    expect((await push.list(bea)).map((row) => row.label)).toEqual(['Shared tablet']);
  });

  it(`refuses the device past ${MAX_PUSH_DEVICES}, keeping nothing of it, and still updates a kept one`, async () => {
    const ada = await newUser('push-ada-3');
    for (let n = 0; n < MAX_PUSH_DEVICES; n++) await push.save(ada, device(100 + n), at(n));
    await expect(push.save(ada, device(200), at(30))).rejects.toThrow(
      new KeptAtMostError(PUSH_MESSAGES.tooManyDevices),
    );
    expect(await push.list(ada)).toHaveLength(MAX_PUSH_DEVICES);
    await expect(push.save(ada, device(100, 'Renamed'), at(31))).resolves.toMatchObject({ label: 'Renamed' });
  });

  it('removes a subscription the push service says is gone, and all of them when the athlete signs out everywhere', async () => {
    const ada = await newUser('push-ada-4');
    await push.save(ada, device(300), at(0));
    await push.save(ada, device(301), at(1));
    await push.removeByEndpoint(device(300).endpoint);
    expect((await push.list(ada)).map((row) => row.endpoint)).toEqual([device(301).endpoint]);

    await createAuthQueries(testDb.db).deleteUserSessions(ada);
    expect(await push.list(ada)).toEqual([]);
  });
});
