/**
 * `pnpm bench:edge`: the read and write scenarios of `pnpm bench:api` (scenarios.ts) against the Worker + sqld — the
 * edge stack: the Worker under `wrangler dev` (workerd) reading through a sqld replica and writing
 * to the primary, JWT auth on — and against Node + file (src/node.ts on a scratch database), in one run, each
 * scenario on one then the other, then side by side: requests per second and p50/p99 latency. Both hold the same
 * bench athlete (bench-athlete.ts). First, the Worker's gzip size (against its 1 MB guard rail) and its start-up
 * (the CPU time its modules take to evaluate) as `wrangler check startup` reports them (worker-startup.ts). Prints
 * figures, asserts nothing: they vary with the machine and its load, and `wrangler dev` is workerd on this machine,
 * not Cloudflare's network.
 *
 * The Worker reaches sqld through two delaying proxies (delaying-proxy.ts), one before the primary and one before
 * the replica, which put the database EDGE_RTT_MS (default 50) away, as Turso is from a Worker; migrations and the
 * seed go straight to sqld. Before the load, the per-procedure table (procedure-trips.ts): each procedure's database
 * requests and sequential round trips per call, its median and p99 at that distance, and the ideal of one round
 * trip. The Worker's load runs then go through the proxies at that distance too, and end in its writes per second,
 * p99 and 503 answers. EDGE_RTT_MS=0 measures the Worker as close to sqld as loopback.
 *
 * BENCH_SECONDS (default 5) sets the length of each scenario.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createNodeClient } from '@liftwise/db/node';
import { type EdgeStack, startEdgeStack } from '../edge/edge-stack.ts';
import { scratchDatabase, seedBenchAthlete } from './bench-athlete.ts';
import { type DelayingProxy, startDelayingProxy } from './delaying-proxy.ts';
import { type Figures, figuresLine, load, refusalWarning, type Scenario, seconds } from './load.ts';
import { nodeTarget, RATE_LIMIT_OFF, startNodeApi, stopChild } from './node-server.ts';
import { CALLS_PER_PROCEDURE, measureProcedures, procedureTable } from './procedure-trips.ts';
import { type BenchTarget, readScenarios, writeScenarios } from './scenarios.ts';
import { workerStartup, workerStartupLines } from './worker-startup.ts';

const SERVERS = ['Node + file', 'Worker + sqld'] as const;

/** The round trip the proxies add between the Worker and sqld, half each way. */
const rttMs = Number(process.env.EDGE_RTT_MS ?? 50);
if (!Number.isFinite(rttMs) || rttMs < 0 || rttMs > 2000)
  throw new Error(
    `EDGE_RTT_MS must be a number of milliseconds from 0 to 2000, not ${process.env.EDGE_RTT_MS}`,
  );

interface Row {
  scenario: string;
  connections: number;
  figures: [Figures, Figures];
}

/** The bench athlete in the stack's database, written to the primary with the stack's token. */
async function seedEdgeStack(stack: EdgeStack) {
  const client = createNodeClient({ url: stack.primaryUrl, authToken: stack.token });
  try {
    return await seedBenchAthlete(client);
  } finally {
    client.close();
  }
}

/**
 * Waits until the Worker, reading through the replica, knows the athlete: the replica pulls the primary's frames a
 * moment after they are written, and a load run started earlier would measure 401s.
 */
async function untilWorkerSees(target: BenchTarget) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${target.base}/trpc/getProfile`, { headers: target.headers });
    if (response.ok) return;
    await response.body?.cancel();
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the Worker did not see the bench athlete through the replica within 30 s');
}

/** One scenario on each server in turn (the same moment's machine load for both), each run printed as it ends. */
async function both(scenarios: [Scenario, Scenario]): Promise<Row> {
  const figures: Figures[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const result = await load(scenario);
    console.log(`${SERVERS[index]?.padEnd(14)} ${figuresLine(result)}`);
    figures.push(result);
  }
  const [node, worker] = figures as [Figures, Figures];
  return { scenario: node.name, connections: node.connections, figures: [node, worker] };
}

/**
 * What the load runs of the writes measured on the Worker: successful writes per second and refusals over the
 * whole run (warm-up included: at a distance, writes queued behind held locks can answer only after the measured
 * window), and the p99 at 64 of the answers to requests sent after the warm-up.
 */
function workerWrites(rows: readonly Row[]): string {
  const byName = new Map<string, { at64?: Figures; at200?: Figures }>();
  for (const { scenario, connections, figures } of rows.filter((row) => row.scenario.startsWith('POST '))) {
    const entry = byName.get(scenario) ?? {};
    if (connections === 200) entry.at200 = figures[1];
    else entry.at64 = figures[1];
    byName.set(scenario, entry);
  }
  const perSecond = (f?: Figures) =>
    f?.wholeRun ? Math.round(f.wholeRun.successes / f.wholeRun.seconds) : '–';
  const p99 = (f?: Figures) => (!f ? '–' : f.rps > 0 ? `${f.p99} ms` : 'no answer in the window');
  const refused = (f?: Figures) =>
    Object.entries(f?.wholeRun?.statuses ?? {})
      .filter(([status]) => Number(status) >= 300)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ') || '0';
  return [
    `| write, Worker ${rttMs} ms from sqld | writes/s at 64 | p99 at 64 | refused at 64 | 503 answers at 200 |`,
    '|---|---|---|---|---|',
    ...[...byName].map(
      ([name, { at64, at200 }]) =>
        `| ${name} | ${perSecond(at64)} | ${p99(at64)} | ${refused(at64)} | ${at200?.wholeRun?.statuses[503] ?? 0} |`,
    ),
  ].join('\n');
}

/** The table both servers' figures end in; `failed` counts the non-2xx answers and errors among them. */
function sideBySide(rows: readonly Row[]): string {
  const cell = (f: Figures) =>
    `${String(f.rps).padStart(6)} rps ${String(f.p50).padStart(5)} ms ${String(f.p99).padStart(5)} ms ${String(f.non2xx + f.errors).padStart(6)}`;
  const heading = (name: string) =>
    `${name.padEnd(14)}${'p50'.padStart(11)}${'p99'.padStart(9)}${'failed'.padStart(7)}`;
  return [
    `${'scenario'.padEnd(42)} ${'conn'.padStart(4)}  │ ${heading(SERVERS[0])}  │ ${heading(SERVERS[1])}`,
    ...rows.map(
      ({ scenario, connections, figures: [node, worker] }) =>
        `${scenario.padEnd(42)} ${String(connections).padStart(4)}  │ ${cell(node)}  │ ${cell(worker)}`,
    ),
  ].join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'liftwise-bench-edge-'));
let stack: EdgeStack | undefined;
const proxies: DelayingProxy[] = [];
let api: Awaited<ReturnType<typeof startNodeApi>> | undefined;
try {
  console.log(`${workerStartupLines(await workerStartup(join(dir, 'worker-startup.cpuprofile')))}\n`);
  const file = await scratchDatabase(dir);
  api = await startNodeApi(file.url);
  const node = nodeTarget(api.url, file.token);

  // The rate limits out of the way, as for Node: one session sending tens of thousands of calls is the point.
  stack = await startEdgeStack({
    dataDir: join(dir, 'edge'),
    port: 0,
    rateLimits: { trpc: RATE_LIMIT_OFF, auth: RATE_LIMIT_OFF, coach: RATE_LIMIT_OFF },
    // A bench is often run beside other work: wait for wrangler's build rather than fail.
    workerStartTimeoutMs: 300_000,
    // The database as far from the Worker as EDGE_RTT_MS: a proxy before the primary, one before the replica.
    workerDatabaseUrls: async ({ primaryUrl, replicaUrl }) => {
      const primary = await startDelayingProxy({ target: primaryUrl, oneWayDelayMs: rttMs / 2 });
      const replica = await startDelayingProxy({ target: replicaUrl, oneWayDelayMs: rttMs / 2 });
      proxies.push(primary, replica);
      return { primaryUrl: primary.url, replicaUrl: replica.url };
    },
  });
  const seedStarted = performance.now();
  const edgeAthlete = await seedEdgeStack(stack);
  console.log(
    `The bench athlete written to sqld over HTTP in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`,
  );
  // The Worker's PUBLIC_URL is its own address: no host to name.
  const worker: BenchTarget = { base: stack.url, headers: { cookie: `session=${edgeAthlete.token}` } };
  await untilWorkerSees(worker);

  console.log(
    `\nPer procedure: ${rttMs} ms between the Worker and sqld (delaying proxies), each procedure called in sequence:`,
  );
  const procedures = await measureProcedures(worker, proxies, rttMs / 2);

  console.log(
    `\n${seconds} s per scenario, loopback only, the Worker ${rttMs} ms from sqld; the machine's other load skews every figure.\n`,
  );
  const rows: Row[] = [];
  const reads = [readScenarios(node), readScenarios(worker)] as const;
  for (const [index, { scenario }] of reads[0].entries()) {
    const onWorker = reads[1][index]?.scenario;
    if (onWorker) rows.push(await both([scenario, onWorker]));
  }
  const writes = [await writeScenarios(node), await writeScenarios(worker)] as const;
  for (const [index, { at64, at200 }] of writes[0].entries()) {
    const onWorker = writes[1][index];
    if (!onWorker) continue;
    rows.push(await both([at64, onWorker.at64]));
    rows.push(await both([at200, onWorker.at200]));
  }

  console.log(`\n${sideBySide(rows)}`);
  console.log(`\n${workerWrites(rows)}`);
  console.log(
    `\nPer procedure, the Worker ${rttMs} ms from sqld (requests and round trips per call at that distance; ideal = ` +
      `the median at 0 ms + ${rttMs} ms; of ${CALLS_PER_PROCEDURE} calls the p99 is the slowest):\n\n${procedureTable(procedures, rttMs)}`,
  );
  const warning = refusalWarning(rows.flatMap((row) => row.figures));
  if (warning) {
    console.log(`\n${warning}`);
    // What the Worker said about them, each kind once (wrangler colours its `[ERROR]` lines: the codes go first).
    const errors = new Set(
      stack
        .workerOutput()
        .split('\n')
        .map((line) => stripVTControlCharacters(line).trim())
        .filter((line) => line.includes('[ERROR]')),
    );
    if (errors.size > 0) console.log(`The Worker logged:\n${[...errors].slice(0, 5).join('\n')}`);
  }
} finally {
  if (api) await stopChild(api.child);
  await stack?.stop();
  await Promise.all(proxies.map((proxy) => proxy.close()));
  rmSync(dir, { recursive: true, force: true });
}
