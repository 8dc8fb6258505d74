/**
 * `pnpm bench:web` (after the build): prints the JavaScript and CSS `/` and `/dashboard` load against issue 6's
 * budgets, then Lighthouse's four scores and its LCP for `/` (mobile, simulated throttling: Lighthouse's default)
 * against the built app served by the real Node server on a scratch database. Figures only, no assertions.
 * LIGHTHOUSE_RUNS (default 3) sets how many runs the median is taken over; CHROMIUM_PATH overrides the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { startApp } from '../../../e2e/src/server.ts';
import { kb, LANDING_JS_BUDGET_BYTES, LANDING_LOAD, pageWeight } from './page-weight.ts';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 95, seo: 100, lcpMs: 1500 };

function printWeights() {
  console.log('Page weight (from the build manifest; gzip as the .gz siblings):');
  for (const page of [LANDING_LOAD]) {
    const weight = pageWeight(dist, page);
    const budget =
      page.path === '/'
        ? ` (budget ${kb(LANDING_JS_BUDGET_BYTES)}: ${weight.js.gzip <= LANDING_JS_BUDGET_BYTES ? 'met' : 'OVER'})`
        : '';
    console.log(
      `  ${page.path.padEnd(11)} JS ${kb(weight.js.raw)} raw / ${kb(weight.js.gzip)} gzip${budget}; CSS ${kb(weight.css.gzip)} gzip; ${weight.files.length} files`,
    );
  }
}

/** Debian's Chromium with a DevTools port for Lighthouse; resolves once the port is known. */
function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'liftwise-lighthouse-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    chromium.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match?.[1]) resolve({ port: Number(match[1]), process: chromium, profile });
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${log}`)));
  });
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
}

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptBytes,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function printRuns(runs: Run[]) {
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  for (const [index, run] of runs.entries()) {
    console.log(
      `  run ${index + 1}: performance ${run.performance}, accessibility ${run.accessibility}, best practices ${run.bestPractices}, SEO ${run.seo}; LCP ${(run.lcpMs / 1000).toFixed(2)} s`,
    );
  }
  console.log(
    `  median: performance ${pick('performance')} (target ≥ ${TARGETS.performance}), accessibility ${pick('accessibility')}, best practices ${pick('bestPractices')}, SEO ${pick('seo')} (target ${TARGETS.seo})`,
  );
  console.log(
    `          LCP ${(pick('lcpMs') / 1000).toFixed(2)} s (target ≤ ${TARGETS.lcpMs / 1000} s), FCP ${(pick('fcpMs') / 1000).toFixed(2)} s, TBT ${Math.round(pick('tbtMs'))} ms, CLS ${pick('cls').toFixed(3)}, scripts transferred ${kb(pick('scriptBytes'))}`,
  );
}

/** How the server sends `/` (Lighthouse's LCP depends on it: the page is 45 KB of HTML before compression). */
async function printEncoding(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  console.log(`\n/ is served with content-encoding: ${response.headers.get('content-encoding') ?? 'none'}`);
}

printWeights();
const app = await startApp();
const chromium = await launchChromium();
try {
  await printEncoding(`${app.url}/`);
  console.log(`Lighthouse ${RUNS}× on ${app.url}/ (mobile, simulated throttling):`);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(`${app.url}/`, chromium.port));
  printRuns(runs);
} finally {
  chromium.process.kill('SIGTERM');
  await app.stop();
  rmSync(chromium.profile, { recursive: true, force: true });
}
