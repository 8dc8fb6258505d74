/**
 * `pnpm bench:api`: loads the real server (src/node.ts, its own process, a scratch database, a signed-in user) and,
 * in the same run, a bare Hono + libSQL server doing one lookup by key, with autocannon on loopback. Prints
 * requests per second and latency percentiles; asserts nothing (figures vary with the machine and its load).
 *
 * BENCH_SECONDS (default 5) sets the length of each scenario; the issue's write figure uses 20. Last, the real-time
 * stream (fan-out.ts): 1,000 idle streams' memory, then one write's delivery to an athlete's 10 devices (p99). The scenarios are
 * shared with `pnpm bench:edge` (scenarios.ts), which runs them against the Worker + sqld beside this server.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDatabase } from './bench-athlete.ts';
import { fanOut } from './fan-out.ts';
import { type Figures, figuresLine, load, refusalWarning, type Scenario, seconds } from './load.ts';
import { nodeTarget, startNodeApi, startServer, stopChild } from './node-server.ts';
import { readScenarios, writeScenarios } from './scenarios.ts';

const webAssets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

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
  const bare = await startServer('bench/bare-server.ts', {
    DATABASE_URL: databaseUrl,
    BENCH_USER_ID: userId,
  });
  servers.push(bare);
  const target = nodeTarget(api.url, token);

  console.log(`${seconds} s per scenario, loopback only; the machine's other load skews every figure.\n`);
  const [profileRead, ...otherReads] = readScenarios(target);
  if (!profileRead) throw new Error('no read scenario');
  const real = await run(profileRead.scenario);
  const yardstick = await run({ name: 'GET /lookup (bare Hono + libSQL)', url: `${bare.url}/lookup` });
  everyRun.push(real, yardstick);
  const versusBare = (procedure: string, figures: Figures) =>
    console.log(
      `→ ${procedure} / bare: ${(figures.rps / yardstick.rps).toFixed(2)}× rps (target ≥ 0.5×), p99 ${figures.p99} ms (target ≤ 40 ms)\n`,
    );
  versusBare(profileRead.procedure, real);
  for (const { procedure, scenario } of otherReads) {
    const figures = await run(scenario);
    everyRun.push(figures);
    versusBare(procedure, figures);
  }

  everyRun.push(await run({ name: 'GET /health', url: `${target.base}/health`, headers: target.host }));
  const asset = staticAsset();
  if (asset) {
    const headers = { ...target.host, 'accept-encoding': 'br, gzip' };
    const encoding = await contentEncoding(`${target.base}${asset}`, headers);
    everyRun.push(
      await run({ name: `GET largest script (${encoding})`, url: `${target.base}${asset}`, headers }),
    );
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
