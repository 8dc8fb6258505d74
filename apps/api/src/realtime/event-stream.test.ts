import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createQueries, type Queries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createSignInSessionStore } from '../auth/sign-in-sessions.ts';
import { createNodeListener } from '../node-listener.ts';
import { MAX_STREAMS_PER_ATHLETE } from './hub.ts';
import { createNodeRealtime } from './node-realtime.ts';
import { type OpenStream, openEventStream } from './sse-client.ts';

/** The real app on a real loopback server over a real libSQL file, with Node's real-time hub. */
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: Queries;
let server: Server;
let base: string;
const realtime = createNodeRealtime();
const opened: OpenStream[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  queries = createQueries(testDb.db);
  let handle: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = createApp({ queries, auth: { publicUrl: base }, realtime });
  handle = createNodeListener({ fetch: app.fetch });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  testDb.dispose();
});

let people = 0;
/** A new athlete with `devices` sessions (a phone, a laptop…), each a session cookie. */
async function athlete(devices = 2): Promise<{ id: string; cookies: string[] }> {
  people += 1;
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: `realtime-${people}`,
      email: `realtime${people}@example.com`,
      displayName: `Realtime ${people}`,
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const sessions = createSignInSessionStore({ queries: queries.auth, now: () => new Date() });
  const cookies: string[] = [];
  for (let i = 0; i < devices; i++)
    cookies.push(`session=${(await sessions.createSignInSession(user.id)).token}`);
  return { id: user.id, cookies };
}

/** A stream opened as a browser would, the first `ready` event received (so it is subscribed). */
async function listen(cookie: string): Promise<OpenStream> {
  const stream = await openEventStream(`${base}/events`, { cookie });
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready', 2000);
  return stream;
}

function post(cookie: string, path: string, input: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
}

const goal = {
  goalData: { title: 'Squat 300', type: 'strength', targetValue: 300, unit: 'lbs', targetDate: '2030-12-31' },
};

describe('GET /events, the real-time stream on Node', () => {
  it('refuses a signed-out visitor with 401 and no stream', async () => {
    const response = await fetch(`${base}/events`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).not.toContain('text/event-stream');
    const dead = await fetch(`${base}/events`, { headers: { cookie: 'session=nobody.nothing' } });
    expect(dead.status).toBe(401);
  });

  it("delivers a write made on one device to the athlete's other device within 2 s, naming what changed", async () => {
    const { cookies } = await athlete();
    const laptop = await listen(cookies[1] ?? '');
    const sent = performance.now();
    expect((await post(cookies[0] ?? '', '/trpc/saveGoal', goal)).status).toBe(200);
    const change = await laptop.next((e) => e.event === 'change', 2000);
    expect(change.at - sent).toBeLessThan(2000);
    expect(JSON.parse(change.data)).toEqual({ kinds: ['goals'] });
  });

  it('sends another athlete nothing, and a refused write nothing', async () => {
    const writer = await athlete(1);
    const other = await athlete(1);
    const writersOwn = await listen(writer.cookies[0] ?? '');
    const othersStream = await listen(other.cookies[0] ?? '');
    expect((await post(writer.cookies[0] ?? '', '/trpc/deleteGoal', { goalId: 'no-such-goal' })).status).toBe(
      404,
    );
    expect((await post(writer.cookies[0] ?? '', '/trpc/saveGoal', goal)).status).toBe(200);
    // The writer's own stream hears the one successful write; by then the other's would have too.
    await writersOwn.next((e) => e.event === 'change', 2000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writersOwn.events.filter((e) => e.event === 'change')).toHaveLength(1);
    expect(othersStream.events.filter((e) => e.event !== 'ready')).toEqual([]);
  });

  it(`closes an athlete's oldest stream when an ${MAX_STREAMS_PER_ATHLETE + 1}th opens`, async () => {
    const { id, cookies } = await athlete(1);
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ATHLETE; i++) streams.push(await listen(cookies[0] ?? ''));
    expect(realtime.hub.count(id)).toBe(MAX_STREAMS_PER_ATHLETE);
    const eleventh = await listen(cookies[0] ?? '');
    await streams[0]?.ended;
    expect(realtime.hub.count(id)).toBe(MAX_STREAMS_PER_ATHLETE);
    // The others stay open and still hear changes.
    expect((await post(cookies[0] ?? '', '/trpc/saveGoal', goal)).status).toBe(200);
    await eleventh.next((e) => e.event === 'change', 2000);
    await streams[1]?.next((e) => e.event === 'change', 2000);
  });

  it('ends the streams of a session signed out, and all of them on Sign Out Everywhere', async () => {
    const { id, cookies } = await athlete(3);
    const [phone, laptop, tablet] = await Promise.all(cookies.map((cookie) => listen(cookie)));
    expect((await post(cookies[0] ?? '', '/auth/signout', {})).status).toBe(204);
    await phone?.ended;
    expect(realtime.hub.count(id)).toBe(2);
    expect((await post(cookies[1] ?? '', '/auth/signout/everywhere', {})).status).toBe(204);
    await Promise.all([laptop?.ended, tablet?.ended]);
    expect(realtime.hub.count(id)).toBe(0);
  });

  it('forgets a stream the browser closed', async () => {
    const { id, cookies } = await athlete(1);
    const stream = await listen(cookies[0] ?? '');
    expect(realtime.hub.count(id)).toBe(1);
    stream.close();
    await expect.poll(() => realtime.hub.count(id), { timeout: 2000 }).toBe(0);
  });
});
