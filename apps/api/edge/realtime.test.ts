import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ATHLETE } from '../src/realtime/hub.ts';
import { type OpenStream, openEventStream } from '../src/realtime/sse-client.ts';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/**
 * The real-time stream on the Worker: /events forwarded to the athlete's Durable Object, which
 * `wrangler dev` runs locally, written to by whichever isolate served the write.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-realtime-'));
let stack: EdgeStack;
const opened: OpenStream[] = [];

beforeAll(async () => {
  stack = await startEdgeStack({ dataDir, port: 0 });
}, 90_000);
afterAll(async () => {
  for (const stream of opened) stream.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One device of a person: signed in through the identity provider (the same email is the same athlete). */
async function device(email: string): Promise<EdgeAthlete> {
  const athlete = new EdgeAthlete(stack.url);
  await athlete.signIn({ email, name: email.split('@')[0] ?? email });
  return athlete;
}

async function listen(who: EdgeAthlete): Promise<OpenStream> {
  const stream = await openEventStream(`${stack.url}/events`, {
    cookie: `session=${who.browser.cookie('session')}`,
  });
  opened.push(stream);
  // The Worker's log says why, when it was not a stream.
  if (stream.status !== 200) throw new Error(`/events answered ${stream.status}:\n${stack.workerOutput()}`);
  await stream.next((e) => e.event === 'ready', 5000);
  return stream;
}

const goal = {
  goalData: { title: 'Squat 300', type: 'strength', targetValue: 300, unit: 'lbs', targetDate: '2030-12-31' },
};

describe('GET /events on the Worker', () => {
  it('refuses a signed-out visitor with 401', async () => {
    expect((await fetch(`${stack.url}/events`)).status).toBe(401);
  });

  it("delivers a write made on one device to the athlete's other device within 2 s, and to nobody else", async () => {
    const phone = await device('wren@example.com');
    const laptop = await device('wren@example.com');
    const stranger = await device('sol@example.com');
    const laptopStream = await listen(laptop);
    const strangerStream = await listen(stranger);
    const sent = performance.now();
    expect((await phone.mutate('saveGoal', goal)).status).toBe(200);
    const change = await laptopStream.next((e) => e.event === 'change', 2000);
    expect(change.at - sent).toBeLessThan(2000);
    expect(JSON.parse(change.data)).toEqual({ kinds: ['goals'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangerStream.events.filter((e) => e.event !== 'ready')).toEqual([]);
  });

  it(`closes the oldest of ${MAX_STREAMS_PER_ATHLETE + 1} streams, and all of them on Sign Out Everywhere`, async () => {
    const athlete = await device('ines@example.com');
    const streams: OpenStream[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_ATHLETE; i++) streams.push(await listen(athlete));
    await streams[0]?.ended;
    const signOut = await athlete.browser.request(`${stack.url}/auth/signout/everywhere`, {
      method: 'POST',
      headers: { Origin: stack.url },
    });
    expect(signOut.status).toBe(204);
    await Promise.all(streams.slice(1).map((stream) => stream.ended));
  });
});
