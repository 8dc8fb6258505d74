/**
 * `pnpm bench:api`: loads the real server (src/node.ts, its own process, a scratch database, a signed-in user) and,
 * in the same run, a bare Hono + libSQL server doing one lookup by key, with autocannon on loopback. Prints
 * requests per second and latency percentiles; asserts nothing (figures vary with the machine and its load).
 *
 * BENCH_SECONDS (default 5) sets the length of each scenario; the issue's write figure uses 20.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { createDb, createQueries, type Queries } from '@liftwise/db';
import { applyMigrations } from '@liftwise/db/migrate';
import autocannon from 'autocannon';
import { createSessionStore } from '../src/auth/sessions.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const webAssets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

const HISTORY_SIZE = 1000;

/**
 * Nearly three years of training for getWorkouts, the worst case for its reads: 1,000 planned workouts of 5
 * exercises, one a day, the last 15 still ahead; every past one finished, 15 of them twice, for 1,000 completed
 * workouts, so the streak runs back through the whole history. Written through the real queries, so each row is
 * what the server would store.
 */
async function seedTrainingHistory(queries: Queries, userId: string) {
  const exercises = ['Back Squat', 'Bench Press', 'Barbell Row', 'Overhead Press', 'Romanian Deadlift'];
  const day = 86_400_000;
  const upcomingDays = 15;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const start = today - (HISTORY_SIZE - upcomingDays) * day;
  const past: { id: string; at: number }[] = [];
  for (let i = 0; i < HISTORY_SIZE; i++) {
    const at = start + i * day;
    const workout = await queries.workouts.create(
      userId,
      {
        name: `Full Body ${i + 1}`,
        date: new Date(at).toISOString().slice(0, 10),
        time: '07:30',
        duration: 60,
        exercises: exercises.map((name) => ({ name, sets: 3, reps: '8-10', weight: '135', notes: 'Brace' })),
        status: 'scheduled',
        difficulty: 'Intermediate',
        notes: 'Keep rests at 90 s',
      },
      new Date(),
    );
    if (at < today) past.push({ id: workout.id, at });
  }
  const sessions = [...past, ...past.slice(-(HISTORY_SIZE - past.length))];
  for (const [i, { id: originalWorkoutId, at }] of sessions.entries()) {
    await queries.workouts.complete(
      userId,
      {
        name: `Full Body ${i + 1}`,
        date: new Date(at + (i < past.length ? 9 : 18) * 3_600_000).toISOString(),
        originalWorkoutId,
        actualExercises: exercises.map((name, index) => ({
          id: `exercise-${index}`,
          name,
          plannedSets: 3,
          plannedReps: '8-10',
          plannedWeight: '135',
          actualSets: [1, 2, 3].map((setNumber) => ({
            setNumber,
            actualWeight: 135,
            actualReps: '9',
            completed: true,
            notes: '',
          })),
          notes: '',
        })),
        duration: 3300,
        notes: '',
      },
      new Date(),
      'Europe/Paris',
    );
  }
}

/**
 * A migrated scratch database holding one user with a profile, a training history and a live session, made
 * through the real queries.
 */
async function scratchDatabase(dir: string) {
  const url = `file:${join(dir, 'bench.db')}`;
  const client = createClient({ url });
  const db = createDb(client);
  await applyMigrations(db);
  const queries = createQueries(db);
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'local',
      providerAccountId: 'bench@example.test',
      email: 'bench@example.test',
      displayName: 'Bench Athlete',
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  // getProfile then reads and validates a real row, as it does for a returning athlete.
  await queries.profiles.upsert(
    user.id,
    { email: user.email, displayName: user.displayName, sex: 'Male' },
    new Date(),
  );
  await seedTrainingHistory(queries, user.id);
  const { token } = await createSessionStore({ queries: queries.auth, now: () => new Date() }).createSession(
    user.id,
  );
  client.close();
  return { url, userId: user.id, token };
}

/** Starts a Node script and resolves with the first http:// URL it prints. */
function startServer(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/[^\s]+)/.exec(output)?.[1];
      if (url) resolve({ url: url.replace(/\/$/, ''), child });
    });
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before listening:\n${output}`)),
    );
  });
}

interface Scenario {
  name: string;
  url: string;
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

function options(scenario: Scenario, connections: number): autocannon.Options {
  return {
    url: scenario.url,
    connections,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
  };
}

interface Figures {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  non2xx: number;
  errors: number;
}

const WARM_UP_MS = 1000;
/** A limit no run reaches. */
const RATE_LIMIT_OFF = 1_000_000_000;

/**
 * One autocannon run of warm-up + `seconds`. Only requests sent after the warm-up count: by then the JIT, lazy
 * imports and statement caches are warm and every connection is open. Opening 64-200 loopback connections at once
 * right after the previous scenario's closed can leave a few handshakes waiting out TCP's 1 s / 3 s retries (the
 * kernel reuses recently closed ports on loopback); that is the load generator's artefact, not time the server
 * took, so it is kept out of the figures.
 */
async function load(scenario: Scenario): Promise<Figures> {
  const connections = scenario.connections ?? 64;
  const latencies: number[] = [];
  let non2xx = 0;
  let slowWarmUp = 0;
  const measuredFrom = performance.now() + WARM_UP_MS;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { ...options(scenario, connections), duration: seconds + WARM_UP_MS / 1000 },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (performance.now() - responseTime < measuredFrom) {
        if (responseTime > 1000) slowWarmUp += 1;
        return;
      }
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0);
  const figures = {
    name: scenario.name,
    connections,
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: Math.round(latencies.at(-1) ?? 0),
    non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(
    `${figures.name.padEnd(34)} ${String(connections).padStart(4)} conn  ${String(figures.rps).padStart(6)} rps  ` +
      `p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
      `p99.9 ${String(figures.p999).padStart(4)} ms  ` +
      `max ${String(figures.max).padStart(5)} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}`,
  );
  if (slowWarmUp > 0)
    console.log(`  (${slowWarmUp} requests sent during the warm-up took over 1 s, not counted above)`);
  return figures;
}

/** What the server answers a request with these headers with; node:http, because fetch may not set `host`. */
function contentEncoding(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      resolve(String(response.headers['content-encoding'] ?? 'uncompressed'));
    }).once('error', reject);
  });
}

/** The largest hashed JavaScript file of the web build, or undefined when the web app is not built. */
function staticAsset(): string | undefined {
  try {
    const scripts = readdirSync(webAssets).filter((name) => name.endsWith('.js'));
    const largest = scripts.sort(
      (a, b) => statSync(join(webAssets, b)).size - statSync(join(webAssets, a)).size,
    )[0];
    return largest && `/assets/${largest}`;
  } catch {
    return undefined;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'liftwise-bench-'));
const everyRun: Figures[] = [];
const children: ChildProcess[] = [];
try {
  const { url: databaseUrl, userId, token } = await scratchDatabase(dir);
  // The rate limits are raised: one session sending tens of thousands of calls is the point here, not abuse.
  const serverEnv = {
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMIT_TRPC: String(RATE_LIMIT_OFF),
    RATE_LIMIT_AUTH: String(RATE_LIMIT_OFF),
  };
  const api = await startServer('src/node.ts', serverEnv);
  const bare = await startServer('bench/bare-server.ts', {
    DATABASE_URL: databaseUrl,
    BENCH_USER_ID: userId,
  });
  children.push(api.child, bare.child);
  // Connect to the address the server is bound to (`localhost` may resolve to ::1 first), but name the public host,
  // as a browser would: the server sends requests for another loopback name to PUBLIC_URL with a redirect.
  const base = api.url.replace('localhost', '127.0.0.1');
  const host = { host: new URL(api.url).host };
  const cookie = { ...host, cookie: `session=${token}` };

  console.log(`${seconds} s per scenario, loopback only; the machine's other load skews every figure.\n`);
  const real = await load({
    name: 'GET /trpc/getProfile (real)',
    url: `${base}/trpc/getProfile`,
    headers: cookie,
  });
  const yardstick = await load({ name: 'GET /lookup (bare Hono + libSQL)', url: `${bare.url}/lookup` });
  console.log(
    `→ getProfile / bare: ${(real.rps / yardstick.rps).toFixed(2)}× rps (target ≥ 0.5×), p99 ${real.p99} ms (target ≤ 40 ms)\n`,
  );

  const workouts = await load({
    name: `GET /trpc/getWorkouts (${HISTORY_SIZE} + ${HISTORY_SIZE})`,
    url: `${base}/trpc/getWorkouts?input=${encodeURIComponent(JSON.stringify({ timeZone: 'Europe/Paris' }))}`,
    headers: cookie,
  });
  console.log(
    `→ getWorkouts / bare: ${(workouts.rps / yardstick.rps).toFixed(2)}× rps (target ≥ 0.5×), p99 ${workouts.p99} ms (target ≤ 40 ms)\n`,
  );

  // The schedule's calendar page around today: 42 days, the range the web asks for.
  const gridStart = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  const gridEnd = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const schedule = await load({
    name: 'GET /trpc/getSchedule (42 days)',
    url: `${base}/trpc/getSchedule?input=${encodeURIComponent(JSON.stringify({ timeZone: 'Europe/Paris', from: gridStart, to: gridEnd }))}`,
    headers: cookie,
  });
  console.log(
    `→ getSchedule / bare: ${(schedule.rps / yardstick.rps).toFixed(2)}× rps, p99 ${schedule.p99} ms (same targets)\n`,
  );

  // Progress Analytics over its longest period: 26 weeks of the history above (about 190 sessions of 5 lifts).
  const progress = await load({
    name: 'GET /trpc/getProgressAnalytics (26 weeks)',
    url: `${base}/trpc/getProgressAnalytics?input=${encodeURIComponent(JSON.stringify({ timeZone: 'Europe/Paris', weeks: 26 }))}`,
    headers: cookie,
  });
  console.log(
    `→ getProgressAnalytics / bare: ${(progress.rps / yardstick.rps).toFixed(2)}× rps, p99 ${progress.p99} ms (same targets)\n`,
  );

  const health = await load({ name: 'GET /health', url: `${base}/health`, headers: host });
  const asset = staticAsset();
  if (asset) {
    const headers = { ...host, 'accept-encoding': 'br, gzip' };
    const encoding = await contentEncoding(`${base}${asset}`, headers);
    everyRun.push(await load({ name: `GET largest script (${encoding})`, url: `${base}${asset}`, headers }));
  } else {
    console.log('static asset: skipped, apps/web/dist is not built (`pnpm build`)');
  }

  const writes: Figures[] = [];
  /** A write at 64 and at 200 connections, against its targets: p99 ≤ 100 ms at 64, none over 1 s at 200. */
  const writeLoad = async (procedure: string, input: unknown) => {
    const scenario = {
      url: `${base}/trpc/${procedure}`,
      method: 'POST' as const,
      headers: { ...cookie, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    };
    const at64 = await load({ name: `POST /trpc/${procedure}`, ...scenario });
    const at200 = await load({ name: `POST /trpc/${procedure}`, connections: 200, ...scenario });
    console.log(
      `→ ${procedure}: p99 ${at64.p99} ms at 64 (target ≤ 100 ms); slowest ${at200.max} ms at 200 (target none over 1000 ms)\n`,
    );
    writes.push(at64, at200);
  };
  await writeLoad('saveProfile', { profileData: { sex: 'Female', birthYear: 1990 } });
  // A planned workout of five lifts, as the form saves it; each call plans another (the server decides insert).
  const workout = {
    name: 'Bench Day',
    date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    duration: 60,
    exercises: ['Back Squat', 'Bench Press', 'Barbell Row', 'Overhead Press', 'Romanian Deadlift'].map(
      (name) => ({
        name,
        sets: 3,
        reps: '5',
        weight: '100',
      }),
    ),
  };
  await writeLoad('saveWorkout', { workout });
  // A finished session of that workout: every set logged, as the live session screen sends it.
  const planned = await fetch(`${base}/trpc/saveWorkout`, {
    method: 'POST',
    headers: { ...cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ workout }),
  });
  const originalWorkoutId = ((await planned.json()) as { result: { data: { workout: { id: string } } } })
    .result.data.workout.id;
  await writeLoad('saveCompletedWorkout', {
    timeZone: 'Europe/Paris',
    completedWorkout: {
      name: workout.name,
      date: new Date().toISOString(),
      originalWorkoutId,
      duration: 3600,
      notes: '',
      actualExercises: workout.exercises.map((exercise, index) => ({
        id: `e${index}`,
        name: exercise.name,
        plannedSets: 3,
        plannedReps: '5',
        plannedWeight: '100',
        notes: '',
        actualSets: [1, 2, 3].map((setNumber) => ({
          setNumber,
          actualWeight: 100,
          actualReps: '5',
          completed: true,
          notes: '',
        })),
      })),
    },
  });
  everyRun.push(real, yardstick, workouts, schedule, health, ...writes);
  const refused = everyRun.filter((f) => f.non2xx > 0 || f.errors > 0);
  if (refused.length > 0) {
    console.log(
      `\nWARNING: not every answer was a success (${refused.map((f) => `${f.name}: ${f.non2xx} non-2xx, ${f.errors} errors`).join('; ')}): those figures measure refusals, not the work.`,
    );
    process.exitCode = 1;
  }
} finally {
  await Promise.all(children.map((child) => new Promise((done) => child.once('exit', done).kill())));
  rmSync(dir, { recursive: true, force: true });
}
