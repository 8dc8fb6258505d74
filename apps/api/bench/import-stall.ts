/**
 * `pnpm bench:import`: does one athlete's import stall everyone else? Runs the real Node server
 * (src/node.ts, its own process, a scratch database file), has one athlete send the largest import allowed (a
 * Liftwise document just under IMPORT_MAX_BYTES) and then loop previewImport of it, one at a time as the import gate
 * allows, while a second athlete's reads and /health are timed, each a request after the other. Prints p50, p99 and
 * max of each, idle and during the import; the longest /health answer is the server's longest event-loop stall
 * (plus one loopback round trip). Asserts nothing: the figures vary with the machine and its load.
 *
 * BENCH_SECONDS (default 15) sets how long the importer keeps going.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createDb, createQueries } from '@liftwise/db';
import { IMPORT_MAX_BYTES, importUpload, readImportFile } from '@liftwise/domain';
import { createSignInSessionStore } from '../src/auth/sign-in-sessions.ts';
import { scratchDatabase } from './bench-athlete.ts';
import { nodeTarget, startNodeApi, stopChild } from './node-server.ts';
import { readScenarios } from './scenarios.ts';

const importSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const IDLE_SECONDS = 3;
const LIFTS = ['Squat (Barbell)', 'Bench Press (Barbell)', 'Deadlift (Barbell)', 'Pull Up', 'Dip'];

/** A Strong export of `sessions` sessions of 25 sets, every day from 1990, read as the browser reads it. */
function strongDocumentText(sessions: number): string {
  const lines = [
    'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
  ];
  const start = Date.UTC(1990, 0, 1, 7, 30);
  for (let session = 0; session < sessions; session++) {
    const date = new Date(start + session * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    for (let set = 0; set < 25; set++) {
      const lift = LIFTS[set % LIFTS.length] as string;
      lines.push(
        `${date};"Session ${session % 4}";"${lift}";${Math.floor(set / LIFTS.length) + 1};${60 + (set % 9) * 2.5};kg;5;8;;;0;"";"";1h 5m`,
      );
    }
  }
  const { document } = readImportFile(`${lines.join('\n')}\n`, {
    weightUnit: 'kg',
    timeZone: 'Europe/Paris',
    now: new Date(),
  });
  return JSON.stringify(document);
}

/** The largest document the import takes: sessions added until the next step would pass IMPORT_MAX_BYTES. */
function largestImport(): string {
  const perSession = strongDocumentText(100).length / 100;
  let sessions = Math.floor(IMPORT_MAX_BYTES / perSession);
  let text = strongDocumentText(sessions);
  while (Buffer.byteLength(text) > IMPORT_MAX_BYTES) {
    sessions -= 50;
    text = strongDocumentText(sessions);
  }
  return text;
}

/** A second athlete, signed in: the one who imports. */
async function importer(databaseUrl: string): Promise<string> {
  const client = createClient({ url: databaseUrl });
  const queries = createQueries(createDb(client));
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'local',
      providerAccountId: 'importer@example.test',
      email: 'importer@example.test',
      displayName: 'Importer',
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  client.close();
  return token;
}

/** One answer, read whole; node:http, because fetch may not set `host` (node-server.ts). */
function send(url: string, headers: Record<string, string>, body?: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const method = body === undefined ? 'GET' : 'POST';
    // A connection each: a kept-alive socket the server closes as it is reused reads as ECONNRESET.
    const call = request(url, { method, headers, agent: false }, (response) => {
      answered = true;
      let text = '';
      response.on('data', (chunk: Buffer) => {
        if (text.length < 300) text += chunk.toString();
      });
      response.once('end', () => {
        if (response.statusCode !== 200 && body !== undefined) console.log(response.statusCode, text);
        resolve(response.statusCode ?? 0);
      });
    });
    // A server may answer before it has read the whole body (a refusal) and close: the answer is what counts.
    call.once('error', (error) => (answered ? undefined : reject(error)));
    call.end(body);
  });
}

interface Timings {
  name: string;
  ms: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

function line({ name, ms }: Timings): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return `${name.padEnd(44)} n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted.at(-1) ?? Number.NaN)}`;
}

/** The longest event-loop stall the server reported for the seconds between `from` and `to`, and their median. */
function stallLine(from: number, to: number): string {
  const seconds = loopStalls.filter(({ at }) => at > from && at <= to).map(({ ms }) => ms);
  const sorted = [...seconds].sort((a, b) => a - b);
  const f = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return `${'server event loop: longest stall a second'.padEnd(44)} n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))}             max ${f(sorted.at(-1) ?? Number.NaN)}`;
}

/** Times one GET after another until `until` says stop. */
async function timeLoop(name: string, url: string, headers: Record<string, string>, until: () => boolean) {
  const timings: Timings = { name, ms: [] };
  while (!until()) {
    const started = performance.now();
    const status = await send(url, headers);
    if (status !== 200) throw new Error(`${name} answered ${status}`);
    timings.ms.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return timings;
}

const dir = mkdtempSync(join(tmpdir(), 'liftwise-import-stall-'));
const { url: databaseUrl, token } = await scratchDatabase(dir);
const importerToken = await importer(databaseUrl);
const api = await startNodeApi(databaseUrl, { watchLoop: true });
/** The server's longest event-loop stall of each second, as it prints them. */
const loopStalls: { at: number; ms: number }[] = [];
api.child.stdout?.on('data', (chunk: Buffer) => {
  for (const [, ms] of chunk.toString().matchAll(/loop-stall ([\d.]+)/g))
    loopStalls.push({ at: performance.now(), ms: Number(ms) });
});
try {
  const reader = nodeTarget(api.url, token);
  const importing = nodeTarget(api.url, importerToken);
  const reads = readScenarios(reader).filter(({ procedure }) => procedure !== 'getProgressAnalytics');
  const text = largestImport();
  // The upload the Data page sends: its options' line, then the file.
  const contentType = 'application/octet-stream';
  const body = new Uint8Array(await importUpload(text, { sourceFormat: 'strong' }).arrayBuffer());
  const post = (procedure: string) =>
    send(
      `${importing.base}/trpc/${procedure}`,
      { ...importing.headers, origin: api.url, 'content-type': contentType },
      body,
    );

  const measure = async (until: () => boolean) =>
    Promise.all([
      timeLoop('GET /health', `${reader.base}/health`, reader.host, until),
      ...reads.map(({ scenario }) =>
        timeLoop(`other athlete: ${scenario.name}`, scenario.url, scenario.headers ?? {}, until),
      ),
    ]);

  console.log(
    `Largest import: ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB of JSON (limit ${IMPORT_MAX_BYTES / 1024 / 1024} MB). Loopback; the machine's other load skews every figure.\n`,
  );
  const idleEnd = performance.now() + IDLE_SECONDS * 1000;
  console.log(`Idle, ${IDLE_SECONDS} s:`);
  const idleStart = performance.now();
  for (const timings of await measure(() => performance.now() > idleEnd)) console.log(line(timings));
  console.log(stallLine(idleStart, performance.now()));

  const importStart = performance.now();
  const importEnd = importStart + importSeconds * 1000;
  const importerTimings: Timings = { name: 'importer: importData, then previewImport', ms: [] };
  const statuses = new Map<number, number>();
  const importerLoop = (async () => {
    let procedure = 'importData';
    while (performance.now() < importEnd) {
      const started = performance.now();
      const status = await post(procedure);
      importerTimings.ms.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 1000));
      procedure = 'previewImport';
    }
  })();
  console.log(`\nDuring one athlete's import and previewImport loop, ${importSeconds} s:`);
  const during = await measure(() => performance.now() > importEnd);
  await importerLoop;
  for (const timings of during) console.log(line(timings));
  console.log(stallLine(importStart + 1000, performance.now()));
  console.log(line(importerTimings), ` statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
} finally {
  await stopChild(api.child);
  rmSync(dir, { recursive: true, force: true });
}
