import type { Client } from '@libsql/client';
import { createDb, createQueries } from '@liftwise/db';
import { createNodeClient } from '@liftwise/db/node';
import { createTestDb, createTestUser, type TestDb } from '@liftwise/db/testing';
import type { WorkoutInputParsed } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptPush,
  newSubscriber,
  startPushService,
  type TestSubscriber,
} from '../test-support/push-service.ts';
import { startReminderScheduler } from './reminder-scheduler.ts';
import { runReminderTick } from './reminder-tick.ts';
import { createPushSender } from './send.ts';
import { generateVapidKeys } from './vapid-keys.ts';

/*
 * The server's workout reminders end to end on Node: workouts and devices in a real libSQL file, the tick's reads
 * and claims, and pushes to a push service on this machine that the test decrypts as the device would.
 */

let testDb: TestDb;
let clients: Client[] = [];
let service: Awaited<ReturnType<typeof startPushService>>;
let vapid: Awaited<ReturnType<typeof generateVapidKeys>>;

/** A server process's view: its own client on the same database file, as a restart or a second process has. */
function openProcess() {
  const client = createNodeClient({ url: testDb.url });
  clients.push(client);
  const queries = createQueries(createDb(client));
  const sendPush = createPushSender({
    vapid: { ...vapid, subject: 'mailto:ops@liftwise.example' },
    removeGone: (endpoint) => queries.pushSubscriptions.removeByEndpoint(endpoint),
    fetch: service.fetch,
    timeoutMs: 2_000,
    retries: 0,
  });
  return {
    queries,
    async tick(now: Date) {
      const result = await runReminderTick({ queries, sendPush, now: () => now });
      await result.sending;
      return result.claimed;
    },
  };
}

beforeAll(async () => {
  testDb = await createTestDb();
  vapid = await generateVapidKeys();
  service = await startPushService(() => 201);
});
afterAll(async () => {
  await service.close();
  for (const client of clients) client.close();
  clients = [];
  testDb.dispose();
});

const created = new Date('2027-03-01T12:00:00Z');
const plan = (name: string, date: string, time?: string, recurrence?: string): WorkoutInputParsed => ({
  name,
  date,
  ...(time && { time }),
  ...(recurrence && { recurrence }),
  duration: 60,
  exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
  status: 'scheduled',
  difficulty: 'Intermediate',
});

/** An athlete with a lead, a zone and one device at `path` of the push service. */
async function athlete(name: string, lead: '15m' | '1h' | 'eveningBefore', timeZone: string) {
  const { queries } = openProcess();
  const id = (await createTestUser(testDb.db, name, created)).id;
  await queries.profiles.upsert(id, { reminderLead: lead }, created);
  await queries.profiles.setTimeZone(id, timeZone, created);
  const subscriber = newSubscriber();
  const path = `/${name}`;
  await queries.pushSubscriptions.save(
    id,
    {
      endpoint: `${service.origin}${path}`,
      p256dh: subscriber.p256dh,
      auth: subscriber.auth,
      label: 'Phone',
    },
    created,
  );
  return { id, path, subscriber, queries };
}

const pushesTo = (path: string) => service.received.filter((push) => push.path === path);
const read = (path: string, subscriber: TestSubscriber) =>
  pushesTo(path).map((push) => JSON.parse(decryptPush(push, subscriber)) as Record<string, string>);

describe('workout reminders from the server', () => {
  it('sends the reminder at its minute to the athlete’s device only, once across two processes and a restart', async () => {
    const ada = await athlete('ada', '1h', 'Europe/Berlin');
    const bea = await athlete('bea', '1h', 'Europe/Berlin');
    const legs = await ada.queries.workouts.create(
      ada.id,
      plan('Heavy legs', '2027-03-10', '18:00'),
      created,
    );
    // 18:00 in Berlin in March (UTC+1) is 17:00Z: the reminder is due at 16:00Z.
    const first = openProcess();
    expect(await first.tick(new Date('2027-03-10T15:59:00Z'))).toBe(0);
    expect(pushesTo(ada.path)).toHaveLength(0);

    // Two processes tick the same minute over the same file: one claims it, the other sends nothing.
    const second = openProcess();
    const due = new Date('2027-03-10T16:00:00Z');
    const claimed = await Promise.all([first.tick(due), second.tick(due)]);
    expect(claimed.sort()).toEqual([0, 1]);
    expect(read(ada.path, ada.subscriber)).toEqual([
      {
        kind: 'reminder',
        title: 'Heavy legs',
        body: 'Today at 18:00',
        url: `/workouts/start/${legs.id}`,
        tag: `workout-reminder-${legs.id}`,
        startsAt: '2027-03-10T17:00:00.000Z',
      },
    ]);
    // A restart: a new process over the same file, a minute later, still before the start. Nothing again.
    expect(await openProcess().tick(new Date('2027-03-10T16:01:00Z'))).toBe(0);
    expect(pushesTo(ada.path)).toHaveLength(1);
    // Ada's workout never reaches Bea's device.
    expect(pushesTo(bea.path)).toHaveLength(0);
  });

  it('sends what fell due while the server was down if the workout has not begun, and drops it once it has', async () => {
    const cyd = await athlete('cyd', '1h', 'Europe/Berlin');
    await cyd.queries.workouts.create(cyd.id, plan('Pull', '2027-03-11', '18:00'), created);
    await cyd.queries.workouts.create(cyd.id, plan('Push', '2027-03-11', '17:00'), created);
    // Down from 15:00Z to 16:30Z: Pull (17:00Z) has not begun and is sent late; Push (16:00Z) began and is dropped.
    expect(await openProcess().tick(new Date('2027-03-11T16:30:00Z'))).toBe(1);
    expect(read(cyd.path, cyd.subscriber).map((push) => push.title)).toEqual(['Pull']);
  });

  it('reminds of a repeating workout at the same local time on both sides of a DST change (America/New_York)', async () => {
    const dee = await athlete('dee', '15m', 'America/New_York');
    const series = await dee.queries.workouts.create(
      dee.id,
      plan('Morning lift', '2027-03-12', '07:00', 'FREQ=DAILY;COUNT=4'),
      created,
    );
    // New York springs forward on 2027-03-14: 07:00 is 12:00Z before it, 11:00Z from then on.
    const process = openProcess();
    expect(await process.tick(new Date('2027-03-13T11:45:00Z'))).toBe(1);
    expect(await process.tick(new Date('2027-03-14T10:44:00Z'))).toBe(0);
    expect(await process.tick(new Date('2027-03-14T10:45:00Z'))).toBe(1);
    expect(read(dee.path, dee.subscriber)).toEqual([
      expect.objectContaining({
        body: 'Today at 07:00',
        url: `/workouts/start/${series.id}?occurrence=2027-03-13`,
        startsAt: '2027-03-13T12:00:00.000Z',
      }),
      expect.objectContaining({
        body: 'Today at 07:00',
        url: `/workouts/start/${series.id}?occurrence=2027-03-14`,
        startsAt: '2027-03-14T11:00:00.000Z',
      }),
    ]);
  });

  it('reminds of a moved workout at its new time, and of a deleted one not at all', async () => {
    const eve = await athlete('eve', '1h', 'UTC');
    const moved = await eve.queries.workouts.create(eve.id, plan('Moved', '2027-03-15', '10:00'), created);
    const gone = await eve.queries.workouts.create(eve.id, plan('Deleted', '2027-03-15', '12:00'), created);
    const process = openProcess();
    expect(await process.tick(new Date('2027-03-15T09:00:00Z'))).toBe(1);
    // Moved to 12:00 after its reminder went out: the new start has a reminder of its own. Deleted before its
    // reminder was due: none is left to fire.
    await eve.queries.workouts.update(eve.id, moved.id, plan('Moved', '2027-03-15', '12:00'), created);
    await eve.queries.workouts.delete(eve.id, gone.id);
    expect(await process.tick(new Date('2027-03-15T11:00:00Z'))).toBe(1);
    expect(await process.tick(new Date('2027-03-15T11:30:00Z'))).toBe(0);
    expect(read(eve.path, eve.subscriber).map((push) => [push.title, push.startsAt])).toEqual([
      ['Moved', '2027-03-15T10:00:00.000Z'],
      ['Moved', '2027-03-15T12:00:00.000Z'],
    ]);
  });

  it('ticks at start and every interval until stopped, never two ticks at once', async () => {
    let ticks = 0;
    let overlapping = false;
    let running = false;
    const scheduler = startReminderScheduler(async () => {
      overlapping ||= running;
      running = true;
      ticks++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      running = false;
      return { claimed: 0, sending: Promise.resolve() };
    }, 10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await scheduler.stop();
    const after = ticks;
    expect(after).toBeGreaterThanOrEqual(3);
    expect(overlapping).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ticks).toBe(after);
  });
});
