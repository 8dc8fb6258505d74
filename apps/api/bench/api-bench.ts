/**
 * `pnpm bench:api`: loads the real server (src/node.ts, its own process, a scratch database, a signed-in user) and,
 * in the same run, a bare Hono + libSQL server doing one lookup by key, with autocannon on loopback. Prints
 * requests per second and latency percentiles, each read's and write's against the budgets athletes feel — p99 ≤ 50 ms
 * for a read and ≤ 100 ms for a write at 64 connections, and no request over 1 s at 200, its warm-up included — met or
 * OVER, and a closing line naming what is over; asserts nothing (figures vary with the machine and its load). Each
 * read is set beside the bare lookup and beside the bare server sending the same answer, as information, not a
 * budget; the largest script is measured with wrk when installed (wrk.ts says why).
 *
 * BENCH_SECONDS (default 5) sets the length of each scenario; the issue's write figure uses 20. Last, the real-time
 * stream (fan-out.ts): 1,000 idle streams' memory, then one write's delivery to an athlete's 10 devices (p99). The
 * scenarios are shared with `pnpm bench:edge` (scenarios.ts), which runs them against the Worker + sqld beside this server.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDatabase } from './bench-athlete.ts';
import { fanOut } from './fan-out.ts';
import { type Figures, figuresLine, load, refusalWarning, type Scenario, seconds } from './load.ts';
import { nodeTarget, startNodeApi, startServer, stopChild } from './node-server.ts';
import { readScenarios, writeScenarios } from './scenarios.ts';
import { loadWithWrk, wrkAvailable } from './wrk.ts';

const webAssets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

/** What athletes wait for, at most. */
const BUDGETS = { readP99Ms: 50, writeP99Ms: 100, slowestAt200Ms: 1000 };

/** A run in which no request was answered after the warm-up (a machine too busy) measured nothing to judge. */
const unmeasured = (figures: Figures) =>
  figures.rps === 0
    ? {
        line: `nothing measured at ${figures.connections}`,
        over: `nothing measured at ${figures.connections}`,
      }
    : undefined;

/** p99 at 64 connections against its budget. */
function p99Verdict(figures: Figures, budget: number): { line: string; over?: string } {
  const none = unmeasured(figures);
  if (none) return none;
  const met = figures.p99 <= budget;
  return {
    line: `p99 ${figures.p99} ms at ${figures.connections} (budget ≤ ${budget} ms): ${met ? 'met' : 'OVER'}`,
    ...(met ? {} : { over: `p99 ${figures.p99} ms at ${figures.connections}` }),
  };
}

/**
 * No request over 1 s at 200 connections, the warm-up included (a request the load generator gave up on counts
 * too): an athlete whose request was slow during it waited as long as one after.
 */
function at200Verdict(figures: Figures): { line: string; over?: string } {
  const none = unmeasured(figures);
  if (none) return none;
  const slowest = figures.max > BUDGETS.slowestAt200Ms ? `slowest ${figures.max} ms, ` : '';
  const met = slowest === '' && figures.slowWarmUp === 0 && figures.errors === 0;
  const line =
    `at ${figures.connections}: slowest ${figures.max} ms after the warm-up, ${figures.slowWarmUp} over 1 s during it, ` +
    `${figures.errors} errors (budget none over ${BUDGETS.slowestAt200Ms} ms, warm-up included): ${met ? 'met' : 'OVER'}`;
  const errors = figures.errors > 0 ? `, ${figures.errors} errors` : '';
  const over = `at ${figures.connections}: ${slowest}${figures.slowWarmUp} over 1 s in the warm-up${errors}`;
  return met ? { line } : { line, over };
}

/** One answer of the server, whole; node:http, because fetch may not set `host`. */
function getOnce(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'uncompressed'),
          body: Buffer.concat(chunks),
        }),
      );
    }).once('error', reject);
  });
}

/** The largest hashed JavaScript file of the web build (its name), or undefined when the web app is not built. */
function staticAsset(): string | undefined {
  try {
    const scripts = readdirSync(webAssets).filter((name) => name.endsWith('.js'));
    const largest = scripts.sort(
      (a, b) => statSync(join(webAssets, b)).size - statSync(join(webAssets, a)).size,
    )[0];
    return largest;
  } catch {
    return undefined;
  }
}

async function run(scenario: Scenario): Promise<Figures> {
  const figures = await load(scenario);
  console.log(figuresLine(figures));
  return figures;
}

const dir = mkdtempSync(join(tmpdir(), 'liftwise-bench-'));
const everyRun: Figures[] = [];
/** What is over a budget, by procedure, for the closing line. */
const overBudget = new Map<string, string[]>();
const noteOver = (procedure: string, verdicts: { over?: string }[]) => {
  const over = verdicts.flatMap(({ over }) => (over ? [over] : []));
  if (over.length > 0) overBudget.set(procedure, over);
};
const servers: Awaited<ReturnType<typeof startServer>>[] = [];
try {
  const { url: databaseUrl, userId, token } = await scratchDatabase(dir);
  const api = await startNodeApi(databaseUrl);
  servers.push(api);
  const target = nodeTarget(api.url, token);
  const [profileRead, ...otherReads] = readScenarios(target);
  if (!profileRead) throw new Error('no read scenario');

  // What the real server answers each read, for the yardstick to answer too (bare-server.ts /answer/:name).
  const answers: Record<string, unknown> = {};
  for (const { procedure, scenario } of [profileRead, ...otherReads]) {
    const started = performance.now();
    const answer = await getOnce(scenario.url, scenario.headers ?? {});
    if (answer.status !== 200) throw new Error(`${procedure} answered ${answer.status}`);
    // The first answer is read cold (no kept answer yet): what an athlete opening the screen first waits for.
    console.log(`first ${procedure}: ${(performance.now() - started).toFixed(0)} ms (cold)`);
    answers[procedure] = JSON.parse(answer.body.toString());
  }
  const answersFile = join(dir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const asset = staticAsset();
  const assetFile = asset && join(webAssets, `${asset}.br`);
  const bare = await startServer('bench/bare-server.ts', {
    DATABASE_URL: databaseUrl,
    BENCH_USER_ID: userId,
    BENCH_ANSWERS: answersFile,
    ...(assetFile && existsSync(assetFile) ? { BENCH_ASSET: assetFile } : {}),
  });
  servers.push(bare);

  console.log(`${seconds} s per scenario, loopback only; the machine's other load skews every figure.\n`);
  const real = await run(profileRead.scenario);
  const yardstick = await run({ name: 'GET /lookup (bare Hono + libSQL)', url: `${bare.url}/lookup` });
  everyRun.push(real, yardstick);
  /** A read's budgets (its p99 at 64, then a run at 200), and its ratios to the bare server as information. */
  const readFigures = async (procedure: string, scenario: Scenario, figures: Figures) => {
    const size = JSON.stringify(answers[procedure]).length;
    const sameAnswer = await load({
      name: `GET /answer (bare, ${(size / 1024).toFixed(1)} KB answer)`,
      url: `${bare.url}/answer/${procedure}`,
    });
    everyRun.push(sameAnswer);
    console.log(figuresLine(sameAnswer));
    const at200 = await run({ ...scenario, connections: 200 });
    everyRun.push(at200);
    const [fast, slow] = [p99Verdict(figures, BUDGETS.readP99Ms), at200Verdict(at200)];
    noteOver(procedure, [fast, slow]);
    console.log(
      `→ ${procedure}: ${fast.line}; ${slow.line}\n` +
        `  information: ${(figures.rps / yardstick.rps).toFixed(2)}× the bare lookup's rps, ` +
        `${(figures.rps / sameAnswer.rps).toFixed(2)}× the bare server answering the same ${(size / 1024).toFixed(1)} KB\n`,
    );
  };
  await readFigures(profileRead.procedure, profileRead.scenario, real);
  for (const { procedure, scenario } of otherReads) {
    const figures = await run(scenario);
    everyRun.push(figures);
    await readFigures(procedure, scenario, figures);
  }

  everyRun.push(await run({ name: 'GET /health', url: `${target.base}/health`, headers: target.host }));
  if (asset) {
    const headers = { ...target.host, 'accept-encoding': 'br, gzip' };
    const url = `${target.base}/assets/${asset}`;
    const first = await getOnce(url, headers);
    if (first.status !== 200) throw new Error(`the largest script answered ${first.status}`);
    const name = `GET largest script (${first.encoding}, ${(first.body.byteLength / 1024).toFixed(0)} KB)`;
    if (wrkAvailable()) {
      const expectedBytes = first.body.byteLength;
      const served = await loadWithWrk({ name, url, headers, expectedBytes });
      const plain = await loadWithWrk({
        name: 'GET /asset (bare, same bytes)',
        url: `${bare.url}/asset`,
        expectedBytes,
      });
      everyRun.push(served, plain);
      console.log(`${figuresLine(served)}\n${figuresLine(plain)}`);
      console.log(
        `→ largest script (information): ${served.rps} rps, ` +
          `${(served.rps / plain.rps).toFixed(2)}× a bare server sending the same bytes\n`,
      );
    } else {
      everyRun.push(await run({ name, url, headers }));
      console.log(
        '  (autocannon parses each answer in JavaScript beside the server: ~1,200 rps is its own ceiling for a\n' +
          '   70 KB answer. `apt-get install wrk` and run again to measure the server.)\n',
      );
    }
  } else {
    console.log('static asset: skipped, apps/web/dist is not built (`pnpm build`)');
  }

  for (const { procedure, at64, at200 } of await writeScenarios(target)) {
    const [fast, slow] = [await run(at64), await run(at200)];
    everyRun.push(fast, slow);
    const verdicts = [p99Verdict(fast, BUDGETS.writeP99Ms), at200Verdict(slow)];
    noteOver(procedure, verdicts);
    console.log(`→ ${procedure}: ${verdicts.map(({ line }) => line).join('; ')}\n`);
  }
  console.log(
    overBudget.size === 0
      ? `Every read and write within its budget (p99 ≤ ${BUDGETS.readP99Ms} ms read, ≤ ${BUDGETS.writeP99Ms} ms write at 64; none over ${BUDGETS.slowestAt200Ms} ms at 200).\n`
      : `Over a budget (p99 ≤ ${BUDGETS.readP99Ms} ms read, ≤ ${BUDGETS.writeP99Ms} ms write at 64; none over ${BUDGETS.slowestAt200Ms} ms at 200, warm-up included): ${[...overBudget].map(([procedure, over]) => `${procedure} (${over.join('; ')})`).join(', ')}.\n`,
  );
  if (api.child.pid !== undefined)
    await fanOut({ base: api.url, databaseUrl, benchUserId: userId, serverPid: api.child.pid });
  const warning = refusalWarning(everyRun);
  if (warning) {
    console.log(`\n${warning}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(servers.map(({ child }) => stopChild(child)));
  rmSync(dir, { recursive: true, force: true });
}
