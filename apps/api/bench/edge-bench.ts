/**
 * `pnpm bench:edge`: the read and write scenarios of `pnpm bench:api` (scenarios.ts) against the Worker + sqld — the
 * edge stack of decision 0030: the Worker under `wrangler dev` (workerd) reading through a sqld replica and writing
 * to the primary, JWT auth on — and against Node + file (src/node.ts on a scratch database), in one run, each
 * scenario on one then the other, then side by side: requests per second and p50/p99 latency. Both hold the same
 * bench athlete (bench-athlete.ts). First, the Worker's gzip size (against its 1 MB guard rail) and its start-up
 * (the CPU time its modules take to evaluate) as `wrangler check startup` reports them (worker-startup.ts). Prints
 * figures, asserts nothing: they vary with the machine and its load, and `wrangler dev` is workerd on this machine,
 * not Cloudflare's network.
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
import { type Figures, figuresLine, load, refusalWarning, type Scenario, seconds } from './load.ts';
import { nodeTarget, RATE_LIMIT_OFF, startNodeApi, stopChild } from './node-server.ts';
import { type BenchTarget, readScenarios, writeScenarios } from './scenarios.ts';
import { workerStartup, workerStartupLines } from './worker-startup.ts';

const SERVERS = ['Node + file', 'Worker + sqld'] as const;

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
  });
  const seedStarted = performance.now();
  const edgeAthlete = await seedEdgeStack(stack);
  console.log(
    `The bench athlete written to sqld over HTTP in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`,
  );
  // The Worker's PUBLIC_URL is its own address: no host to name.
  const worker: BenchTarget = { base: stack.url, headers: { cookie: `session=${edgeAthlete.token}` } };
  await untilWorkerSees(worker);

  console.log(`${seconds} s per scenario, loopback only; the machine's other load skews every figure.\n`);
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
  rmSync(dir, { recursive: true, force: true });
}
