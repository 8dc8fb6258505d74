import type { Client } from '@libsql/client';
import { createDb, createQueries } from '@liftwise/db';
import { createNodeClient } from '@liftwise/db/node';
import { createTestDb, type TestDb } from '@liftwise/db/testing';
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
  app = createApp({ queries, auth: { publicUrl } });
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

  it('answers a batch of queries, the check riding with the first read', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const response = await get('getProfile,getGoals?batch=1&input={}', cookie);
    expect(response.status).toBe(200);
    expect(calls[0]).toBe('batch(2)');
    expect(calls.filter((call) => call !== 'execute')).toEqual(['batch(2)']);
  });

  it('answers a kept answer (the dashboard’s) with the session check alone, the check bringing its version', async () => {
    const cookie = await signedInCookie(queries);
    expect((await get('getWorkouts', cookie)).status).toBe(200);
    calls.length = 0;
    expect((await get('getWorkouts', cookie)).status).toBe(200);
    expect(calls).toEqual(['execute']);
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

  it('still proves the session before a write runs', async () => {
    const cookie = await signedInCookie(queries);
    calls.length = 0;
    const response = await app.request(`${publicUrl}/trpc/saveProfile`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: publicUrl },
      body: JSON.stringify({ profileData: {} }),
    });
    expect(response.status).toBe(200);
    expect(calls[0]).toBe('execute');
  });
});
