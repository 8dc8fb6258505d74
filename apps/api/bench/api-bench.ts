/**
 * `pnpm bench:api`: loads the real server (src/node.ts, its own process, a scratch database, a signed-in user) and,
 * in the same run, a bare Hono + libSQL server doing one lookup by key, with autocannon on loopback. Prints
 * requests per second and latency percentiles; asserts nothing (figures vary with the machine and its load).
 * Each read is set beside the bare lookup (issue 17's yardstick) and beside the bare server sending the same
 * answer; the largest script is measured with wrk when installed (wrk.ts says why).
 *
 * BENCH_SECONDS (default 5) sets the length of each scenario; the write figure uses 20. Last, the real-time
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
    const answer = await getOnce(scenario.url, scenario.headers ?? {});
    if (answer.status !== 200) throw new Error(`${procedure} answered ${answer.status}`);
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
  const versusBare = async (procedure: string, figures: Figures) => {
    const size = JSON.stringify(answers[procedure]).length;
    const sameAnswer = await load({
      name: `GET /answer (bare, ${(size / 1024).toFixed(1)} KB answer)`,
      url: `${bare.url}/answer/${procedure}`,
    });
    everyRun.push(sameAnswer);
    console.log(figuresLine(sameAnswer));
    console.log(
      `→ ${procedure} / bare: ${(figures.rps / yardstick.rps).toFixed(2)}× rps (target ≥ 0.8×), ` +
        `p99 ${figures.p99} ms (target ≤ 25 ms); / bare answering the same ${(size / 1024).toFixed(1)} KB: ` +
        `${(figures.rps / sameAnswer.rps).toFixed(2)}×\n`,
    );
  };
  await versusBare(profileRead.procedure, real);
  for (const { procedure, scenario } of otherReads) {
    const figures = await run(scenario);
    everyRun.push(figures);
    await versusBare(procedure, figures);
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
        `→ largest script: ${served.rps} rps (target ≥ 8,000: 10× the ~800 of issue 17), ` +
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
    console.log(
      `→ ${procedure}: p99 ${fast.p99} ms at 64 (target ≤ 100 ms); slowest ${slow.max} ms at 200 (target none over 1000 ms)\n`,
    );
  }
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
