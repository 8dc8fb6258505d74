/**
 * `pnpm bench:feed`: how long the largest calendar feed an athlete can have holds the server's only thread (issue
 * 36). The real app (createApp) is served over HTTP in this process on a scratch embedded libSQL file holding one
 * athlete at every bound: FEED_MAX_EVENTS scheduled workouts, all ahead of today, of LIMITS.exercisesPerWorkout
 * exercises each with names, reps and weights at their longest (multi-byte characters included). It then fetches
 * the feed (first, repeated, and with If-None-Match for a 304) while /health is polled, and prints per phase the
 * request's time, the event loop's longest stall (perf_hooks.monitorEventLoopDelay) and /health's slowest answer.
 * Prints figures, asserts nothing: they vary with the machine and its load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createDb, createQueries } from '@liftwise/db';
import { applyMigrations } from '@liftwise/db/migrate';
import { createNodeClient } from '@liftwise/db/node';
import { addDays, FEED_MAX_EVENTS, LIMITS } from '@liftwise/domain';
import { createApp } from '../src/app.ts';
import { createSignInSessionStore } from '../src/auth/sign-in-sessions.ts';
import { createMemoryRateLimiter } from '../src/rate-limit/memory.ts';
import { RATE_LIMIT_OFF } from './node-server.ts';

const REPEATS = 3;
const HEALTH_EVERY_MS = 10;

/** A text of exactly `length` characters, two-byte and four-byte ones among them, as a name in any language. */
function longest(length: number, seed: string): string {
  return `${seed} Ünïcødé 💪 `.padEnd(length, 'é').slice(0, length);
}

async function seedAthlete(dir: string) {
  const client = createNodeClient({ url: `file:${join(dir, 'feed.db')}` });
  const db = createDb(client);
  await applyMigrations(db);
  const queries = createQueries(db);
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'local',
      providerAccountId: 'feed@example.test',
      email: 'feed@example.test',
      displayName: 'Feed Athlete',
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const today = new Date().toISOString().slice(0, 10);
  const exercises = Array.from({ length: LIMITS.exercisesPerWorkout }, (_, i) => ({
    name: longest(LIMITS.name, `Exercise ${i + 1}`),
    sets: 5,
    reps: longest(LIMITS.reps, '8-10'),
    weight: longest(LIMITS.weight, '135'),
  }));
  // Three a day from tomorrow: every one inside the window a calendar app asks for.
  for (let i = 0; i < FEED_MAX_EVENTS; i++) {
    await queries.workouts.create(
      user.id,
      {
        name: longest(LIMITS.name, `Workout ${i + 1}`),
        date: addDays(today, 1 + Math.floor(i / 3)),
        time: `${String(6 + (i % 3) * 4).padStart(2, '0')}:30`,
        duration: 60,
        exercises: exercises.map((exercise, index) => ({ ...exercise, id: `e${i}-${index}` })),
        status: 'scheduled',
        difficulty: 'Intermediate',
      },
      new Date(),
    );
  }
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  return { client, queries, cookie: `session=${token}` };
}

interface Phase {
  phase: string;
  status: number;
  bytes: number;
  requestMs: number;
  longestStallMs: number;
  slowestHealthMs: number;
}

/** One request to the feed while /health is asked every HEALTH_EVERY_MS and the event loop's delay is recorded. */
async function measure(
  base: string,
  path: string,
  phase: string,
  headers: Record<string, string> = {},
): Promise<Phase> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let slowestHealthMs = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      // Counted from when the next ask was due: a client asking then waits through any stall of the loop.
      const due = performance.now() + HEALTH_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      await (await fetch(`${base}/health`)).arrayBuffer();
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - due);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 50));
  histogram.enable();
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  const body = await response.arrayBuffer();
  const requestMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 50));
  histogram.disable();
  polling = false;
  await poll;
  return {
    phase,
    status: response.status,
    bytes: body.byteLength,
    requestMs: Math.round(requestMs),
    longestStallMs: Math.round(histogram.max / 1e6),
    slowestHealthMs: Math.round(slowestHealthMs),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'liftwise-feed-bench-'));
const seeding = performance.now();
const { client, queries, cookie } = await seedAthlete(dir);
console.log(
  `Seeded ${FEED_MAX_EVENTS} workouts × ${LIMITS.exercisesPerWorkout} exercises in ${Math.round(performance.now() - seeding)} ms`,
);

const app = createApp({
  queries,
  auth: { publicUrl: 'http://localhost' },
  rateLimiter: createMemoryRateLimiter({
    limits: { trpc: RATE_LIMIT_OFF, auth: RATE_LIMIT_OFF, coach: RATE_LIMIT_OFF },
  }),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const created = await fetch(`${base}/trpc/createCalendarFeed`, {
    method: 'POST',
    headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
    body: JSON.stringify({ timeZone: 'Europe/Paris' }),
  });
  const { path } = ((await created.json()) as { result: { data: { path: string } } }).result.data;

  const phases = [await measure(base, path, 'first GET')];
  for (let i = 1; i <= REPEATS; i++) phases.push(await measure(base, path, `repeat GET ${i}`));
  const etag = (await fetch(`${base}${path}`)).headers.get('etag') ?? '';
  for (let i = 1; i <= REPEATS; i++)
    phases.push(await measure(base, path, `304 ${i}`, { 'if-none-match': etag }));
  console.table(phases);
  const worst = Math.max(...phases.map((phase) => phase.longestStallMs));
  console.log(`Longest event-loop stall over all requests: ${worst} ms`);
} finally {
  server.close();
  client.close();
  rmSync(dir, { recursive: true, force: true });
}
