/**
 * The real-time stream under `pnpm bench:api`: what 1,000 idle streams cost the Node server in
 * memory (its RSS before and after they open), and how soon one write reaches every open device of its athlete
 * while those streams stay open (delivery p50/p99/max, from the write sent to the event received).
 */
import { readFileSync } from 'node:fs';
import { createDb, createQueries } from '@liftwise/db';
import { createNodeClient } from '@liftwise/db/node';
import { createSignInSessionStore } from '../src/auth/sign-in-sessions.ts';
import { MAX_STREAMS_PER_ATHLETE } from '../src/realtime/hub.ts';
import { type OpenStream, openEventStream } from '../src/realtime/sse-client.ts';

export const IDLE_STREAMS = Number(process.env.BENCH_IDLE_STREAMS ?? 1000);
export const FAN_OUT_WRITES = Number(process.env.BENCH_FAN_OUT_WRITES ?? 200);

/** `count` athletes, one session each (other people's open apps), plus `devices` sessions of the bench athlete. */
async function sessions(databaseUrl: string, benchUserId: string, count: number, devices: number) {
  // The server's own client settings (a busy timeout): the server may still be writing the last scenario's backlog.
  const client = createNodeClient({ url: databaseUrl });
  const queries = createQueries(createDb(client));
  const store = createSignInSessionStore({ queries: queries.auth, now: () => new Date() });
  const others: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await queries.auth.upsertUserForIdentity(
      {
        provider: 'local',
        providerAccountId: `idle-${i}@example.test`,
        email: `idle-${i}@example.test`,
        displayName: `Idle ${i}`,
        photoUrl: null,
        emailVerified: true,
      },
      new Date(),
    );
    others.push((await store.createSignInSession(user.id)).token);
  }
  const mine: string[] = [];
  for (let i = 0; i < devices; i++) mine.push((await store.createSignInSession(benchUserId)).token);
  client.close();
  return { others, mine };
}

/** The resident memory of a process, from Linux's /proc (MB). */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function openAll(base: string, tokens: string[]): Promise<OpenStream[]> {
  const streams: OpenStream[] = [];
  // In batches: a thousand handshakes at once would measure the kernel's backlog, not the server.
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = await Promise.all(
      tokens
        .slice(i, i + 100)
        .map((token) => openEventStream(`${base}/events`, { cookie: `session=${token}` })),
    );
    for (const stream of batch)
      if (stream.status !== 200) throw new Error(`/events answered ${stream.status}`);
    await Promise.all(batch.map((stream) => stream.next((e) => e.event === 'ready', 10_000)));
    streams.push(...batch);
  }
  return streams;
}

export async function fanOut(options: {
  /** The server's own URL (PUBLIC_URL): fetch sends no `host` header of ours, so it must name the public host. */
  base: string;
  databaseUrl: string;
  benchUserId: string;
  serverPid: number;
}) {
  const { base } = options;
  const devices = MAX_STREAMS_PER_ATHLETE;
  const { others, mine } = await sessions(options.databaseUrl, options.benchUserId, IDLE_STREAMS, devices);
  const before = rssMb(options.serverPid);
  const idle = await openAll(base, others);
  // Let the allocations settle (the last handshakes' buffers) before reading the figure.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssMb(options.serverPid);
  console.log(
    `${IDLE_STREAMS} idle streams: server RSS ${before.toFixed(1)} → ${after.toFixed(1)} MB (+${(after - before).toFixed(1)} MB, ${(((after - before) * 1024) / IDLE_STREAMS).toFixed(1)} KB each; target under 100 MB for 1,000)`,
  );

  const listening = await openAll(base, mine);
  const delays: number[] = [];
  const writer = mine[0] ?? '';
  for (let i = 0; i < FAN_OUT_WRITES; i++) {
    const marks = listening.map((stream) => stream.events.length);
    const sent = performance.now();
    const response = await fetch(`${base}/trpc/updateProfile`, {
      method: 'POST',
      headers: { cookie: `session=${writer}`, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ updates: { birthYear: 1980 + (i % 20) } }),
    });
    if (!response.ok) throw new Error(`updateProfile answered ${response.status}`);
    await response.body?.cancel();
    const received = await Promise.all(
      listening.map((stream, n) => stream.next((e) => e.event === 'change', 5000, marks[n])),
    );
    for (const event of received) delays.push(event.at - sent);
  }
  delays.sort((a, b) => a - b);
  console.log(
    `fan-out: ${FAN_OUT_WRITES} writes × ${devices} devices of one athlete (beside ${IDLE_STREAMS} idle streams): delivery p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, max ${(delays.at(-1) ?? Number.NaN).toFixed(1)} ms (target within 2,000 ms)`,
  );
  for (const stream of [...idle, ...listening]) stream.close();
  return { rssBeforeMb: before, rssAfterMb: after, p99: percentile(delays, 99) };
}
