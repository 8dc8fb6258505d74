import type { Client } from '@libsql/client';
import { createDb, createQueries } from '@liftwise/db';
import { createNodeClient } from '@liftwise/db/node';
import { createTestDb, type TestDb } from '@liftwise/db/testing';
import { appRouter, requiresSession } from '@liftwise/trpc';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { signedInCookie } from './test-support.ts';

/**
 * At the edge each call to the database client is one request to a database 20–80 ms away: a signed-in read must
 * make one, its session check travelling with its first read, and a forged session must read nothing it can use.
 */

const publicUrl = 'http://localhost:3000';
let testDb: TestDb;
let client: Client;
const calls: string[] = [];

/** The calls that reach the database, each one request to it. */
function counted(inner: Client): Client {
  return new Proxy(inner, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function' || !['execute', 'batch', 'transaction'].includes(String(name)))
        return value;
      return (...args: unknown[]) => {
        calls.push(name === 'batch' ? `batch(${(args[0] as unknown[]).length})` : String(name));
        return value.apply(target, args);
      };
    },
  });
}

let app: ReturnType<typeof createApp>;
let queries: ReturnType<typeof createQueries>;

beforeAll(async () => {
  testDb = await createTestDb();
  client = createNodeClient({ url: testDb.url });
  queries = createQueries(createDb(counted(client)));
  // VAPID keys of the right shape: savePushSubscription refuses on a server without them; nothing is sent here.
  const vapid = {
    publicKey: `B${'V'.repeat(86)}`,
    privateKey: 'v'.repeat(43),
    subject: 'mailto:ops@liftwise.example',
  };
  app = createApp({ queries, auth: { publicUrl }, vapid });
});
afterAll(() => {
  client.close();
  testDb.dispose();
});
beforeEach(() => {
  calls.length = 0;
});

const get = (path: string, cookie: string) =>
  app.request(`${publicUrl}/trpc/${path}`, { headers: { Cookie: cookie } });

describe('a signed-in read', () => {
  it('checks the session in the same trip as its read: one request to the database', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const response = await get('getGoals', cookie);
    expect(response.status).toBe(200);
    expect(calls).toEqual(['batch(2)']);
  });

  it('answers a batch of queries in one request, their reads gathered with the check', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const response = await get('getProfile,getGoals?batch=1&input={}', cookie);
    expect(response.status).toBe(200);
    expect(calls).toEqual(['batch(3)']);
  });

  it('answers a kept answer (the dashboard’s) with the session check alone, the check bringing its version', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    expect((await get('getWorkouts', cookie)).status).toBe(200);
    expect(calls).toHaveLength(1);
    calls.length = 0;
    expect((await get('getWorkouts', cookie)).status).toBe(200);
    expect(calls).toEqual(['execute']);
  });

  it('reads the dashboard again in one request after the athlete changed their training', async () => {
    const cookie = await signedInCookie(queries);
    expect((await get('getWorkouts', cookie)).status).toBe(200);
    const saved = await app.request(`${publicUrl}/trpc/saveWorkout`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: publicUrl },
      body: JSON.stringify({
        workout: { name: 'New day', date: '2099-01-01', exercises: [{ name: 'Squat', reps: '5' }] },
      }),
    });
    expect(saved.status).toBe(200);
    calls.length = 0;
    const again = await get('getWorkouts', cookie);
    expect(await again.text()).toContain('New day');
    expect(calls).toHaveLength(1);
  });

  it('refuses a token that names another athlete with a session of one’s own, answering nothing of theirs', async () => {
    const victim = await signedInCookie(queries);
    const victimId = victim.slice('session='.length).split('.')[0] ?? '';
    const saved = await app.request(`${publicUrl}/trpc/saveGoal`, {
      method: 'POST',
      headers: { Cookie: victim, 'Content-Type': 'application/json', Origin: publicUrl },
      body: JSON.stringify({
        goalData: {
          title: 'Victim’s secret goal',
          type: 'strength',
          description: '',
          targetValue: 100,
          currentValue: 50,
          unit: 'kg',
          targetDate: '2027-12-31',
        },
      }),
    });
    expect(saved.status).toBe(200);
    expect(await (await get('getGoals', victim)).text()).toContain('secret goal');
    const mine = await signedInCookie(queries);
    const [, id, secret] = mine.slice('session='.length).split('.');
    const forged = `session=${victimId}.${id}.${secret}`;
    const response = await get('getGoals', forged);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('secret goal');
    expect(response.headers.getSetCookie().join()).toMatch(/^session=; Max-Age=0/);
  });
});

describe('a session used near its end', () => {
  it('is renewed by a query that checked it on the way, the cookie re-sent with the new expiry', async () => {
    let clock = new Date('2026-03-01T00:00:00Z');
    const now = () => clock;
    const cookie = await signedInCookie(queries, now);
    const clocked = createApp({ queries, auth: { publicUrl }, now });
    clock = new Date('2026-03-21T00:00:00Z');
    calls.length = 0;
    const response = await clocked.request(`${publicUrl}/trpc/getGoals`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(calls[0]).toBe('batch(2)');
    expect(response.headers.getSetCookie().join()).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    const sessionId = cookie.split('.').at(-2) ?? '';
    expect((await queries.auth.findSessionWithUser(sessionId))?.session.expiresAt).toBe(
      '2026-04-20T00:00:00.000Z',
    );
  });
});

/** A POST of one tRPC call as the web app sends it. */
function post(path: string, cookie: string, input: unknown) {
  const body = JSON.stringify(input);
  return app.request(`${publicUrl}/trpc/${path}`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'Content-Type': 'application/json',
      'Content-Length': String(new TextEncoder().encode(body).length),
      Origin: publicUrl,
    },
    body,
  });
}

/** A token with another athlete's user id in front of one's own valid session id and secret. */
async function forgedFor(victim: string): Promise<string> {
  const victimId = victim.slice('session='.length).split('.')[0] ?? '';
  const [, id, secret] = (await signedInCookie(queries)).slice('session='.length).split('.');
  return `session=${victimId}.${id}.${secret}`;
}

describe('a signed-in write', () => {
  it('sends its session check behind a guard in the same batch as its write: one request to the database', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const response = await post('saveProfile', cookie, { profileData: { sex: 'Female' } });
    expect(response.status).toBe(200);
    expect(calls).toEqual(['batch(3)']);
    expect(await (await get('getProfile', cookie)).text()).toContain('Female');
  });

  it('saves a device for notifications in one request, and lists the devices in one', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/trip',
      keys: { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) },
      label: 'Chrome on Android',
    };
    expect((await post('savePushSubscription', cookie, subscription)).status).toBe(200);
    // The guard, the session lookup, and the save's own three statements.
    expect(calls).toEqual(['batch(5)']);
    calls.length = 0;
    expect((await get('getPushDevices', cookie)).status).toBe(200);
    expect(calls).toEqual(['batch(2)']);
  });

  it("schedules and cancels the live session's rest alert in one request each", async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const next = { setNumber: 2, setCount: 3, exerciseName: 'Squat', reps: '5', unit: 'kg' };
    const input = { endsAt: Date.now() + 90_000, workoutId: 'w1', next };
    expect((await post('scheduleRestAlert', cookie, input)).status).toBe(200);
    // The guard, the session lookup, and the alert's upsert.
    expect(calls).toEqual(['batch(3)']);
    calls.length = 0;
    expect((await post('cancelRestAlert', cookie, undefined)).status).toBe(200);
    expect(calls).toEqual(['batch(3)']);
  });

  it('keeps nothing a forged session wrote, and says the caller is not signed in', async () => {
    const victim = await signedInCookie(queries);
    expect((await post('saveProfile', victim, { profileData: { sex: 'Male' } })).status).toBe(200);
    const response = await post('updateProfile', await forgedFor(victim), { updates: { sex: 'Female' } });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(/^session=; Max-Age=0/);
    const kept = await (await get('getProfile', victim)).text();
    expect(kept).toContain('Male');
    expect(kept).not.toContain('Female');
  });

  it('proves the session first for a write not declared as only writing to the database, and runs none for a forged one', async () => {
    const victim = await signedInCookie(queries);
    const forgedCookie = await forgedFor(victim);
    calls.length = 0;
    const forged = await post('initializeDefaultEquipment', forgedCookie, {});
    expect(forged.status).toBe(401);
    expect(calls).toEqual(['execute']);
    calls.length = 0;
    expect((await post('initializeDefaultEquipment', victim, {})).status).toBe(200);
    expect(calls[0]).toBe('execute');
  });

  it('saves, changes and finishes a workout, a goal and a body weight in one request each', async () => {
    const cookie = await signedInCookie(queries);
    const oneRequest = async (path: string, input: unknown) => {
      calls.length = 0;
      const response = await post(path, cookie, input);
      expect({ path, status: response.status, calls: calls.length }).toEqual({ path, status: 200, calls: 1 });
      return (
        (await response.json()) as { result: { data: Record<string, { id: string; updatedAt: string }> } }
      ).result.data;
    };
    const workout = {
      name: 'Heavy day',
      date: '2099-01-01',
      exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
    };
    const { workout: saved } = await oneRequest('saveWorkout', { workout, clientKey: crypto.randomUUID() });
    await oneRequest('updateWorkout', {
      workoutId: saved?.id,
      workout: { ...workout, name: 'Heavier day' },
      baseUpdatedAt: saved?.updatedAt,
    });
    await oneRequest('saveCompletedWorkout', {
      completedWorkout: {
        name: 'Heavier day',
        date: '2026-01-02T10:00:00.000Z',
        originalWorkoutId: saved?.id,
        duration: 3600,
        notes: '',
        actualExercises: [
          {
            id: 'e0',
            name: 'Squat',
            plannedSets: 1,
            plannedReps: '5',
            plannedWeight: '100',
            notes: '',
            actualSets: [{ setNumber: 1, actualWeight: 100, actualReps: '5', completed: true, notes: '' }],
          },
        ],
      },
      clientKey: crypto.randomUUID(),
    });
    await oneRequest('saveGoal', {
      goalData: {
        title: 'Squat 200',
        type: 'strength',
        description: '',
        targetValue: 200,
        currentValue: 100,
        unit: 'kg',
        targetDate: '2027-01-01',
      },
      clientKey: crypto.randomUUID(),
    });
    await oneRequest('saveBodyWeight', { entry: { date: '2026-01-02', weight: 80, unit: 'kg' } });
  });

  it('generates a plan in two requests, reading the plan and the kit with the check; a forged session gets nothing', async () => {
    const victim = await signedInCookie(queries);
    const savedPlan = await post('saveStrengthPlan', victim, {
      programData: { primaryGoals: ['strength'], experienceLevel: 'intermediate', trainingDays: 3 },
    });
    const { strengthPlan } = (
      (await savedPlan.json()) as { result: { data: { strengthPlan: { planId: string } } } }
    ).result.data;
    const forgedCookie = await forgedFor(victim);
    const forged = await post('generateStrengthPlan', forgedCookie, { planId: strengthPlan.planId });
    expect(forged.status).toBe(401);
    const untouched = await get(
      `getStrengthPlan?input=${encodeURIComponent(JSON.stringify({ planId: strengthPlan.planId }))}`,
      victim,
    );
    expect(await untouched.text()).not.toContain('"status":"generated"');
    calls.length = 0;
    const generated = await post('generateStrengthPlan', victim, { planId: strengthPlan.planId });
    expect(generated.status).toBe(200);
    expect(await generated.text()).toContain('"status":"generated"');
    expect(calls).toHaveLength(2);
  });

  it('proves a large write first, before its body is read', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const notes = 'x'.repeat(20_000);
    const response = await post('updateProfile', cookie, { updates: { sex: 'Female' }, padding: notes });
    expect(response.status).toBe(200);
    expect(calls[0]).toBe('execute');
  });
});

describe('every procedure', () => {
  const procedures = appRouter._def.procedures as Record<string, { _def: { type: string } }>;
  const signedInOnly = Object.keys(procedures).filter((name) => requiresSession(appRouter, name));

  it('refuses a token naming another athlete, whatever it was asked, and keeps nothing', async () => {
    expect(signedInOnly.length).toBeGreaterThan(40);
    const victim = await signedInCookie(queries);
    const forged = await forgedFor(victim);
    const before = await (await get('getProfile,getGoals,getWorkouts?batch=1&input={}', victim)).text();
    for (const name of signedInOnly) {
      const response =
        procedures[name]?._def.type === 'query' ? await get(name, forged) : await post(name, forged, {});
      expect({ name, status: response.status }).toEqual({ name, status: 401 });
    }
    expect(await (await get('getProfile,getGoals,getWorkouts?batch=1&input={}', victim)).text()).toBe(before);
  });
});
