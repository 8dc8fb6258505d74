/**
 * The Worker's size and start-up as wrangler reports them: `wrangler check startup` builds the bundle a deploy
 * uploads (`wrangler deploy --dry-run`), prints its size and gzip size, then loads it in a local workerd with V8's
 * profiler on and prints how long the start-up (evaluating the Worker's modules) was active in the profile.
 * Cloudflare runs the same start-up before a cold request; its CPU is not this machine's, and V8's samples count
 * time the thread waited for a shared core, so the figure is indicative.
 */
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const apiDir = new URL('..', import.meta.url).pathname;
const wranglerBin = join(apiDir, 'node_modules', '.bin', 'wrangler');

/** The platform takes 3 MB gzip on the free plan; worker-bundle.test.ts holds the Worker to this guard rail. */
export const WORKER_GZIP_GUARD_RAIL_BYTES = 1_000_000;

export interface WorkerStartup {
  bytes: number;
  gzipBytes: number;
  /** The start-up's active time in V8's profile (wrangler's "Active", garbage collection included). */
  startupMs: number;
  /** wrangler's own lines, for when they could not be read. */
  report: string;
}

const KIB = 1024;

/** Runs `wrangler check startup`, its CPU profile written to `profileFile`. */
export async function workerStartup(profileFile: string): Promise<WorkerStartup> {
  const child = spawn(wranglerBin, ['check', 'startup', `--outfile=${profileFile}`], {
    cwd: apiDir,
    // wrangler's launcher runs the first `node` on PATH: this Node (24), not an older system one.
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  const report = stripVTControlCharacters(output);
  if (code !== 0) throw new Error(`wrangler check startup exited with ${code}:\n${report}`);
  const size = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(report);
  const active = /Active: ([\d.]+) (ms|µs|s)\b/.exec(report);
  const toMs = (value: string, unit: string) =>
    Number(value) * (unit === 's' ? 1000 : unit === 'µs' ? 0.001 : 1);
  return {
    bytes: size ? Math.round(Number(size[1]) * KIB) : Number.NaN,
    gzipBytes: size ? Math.round(Number(size[2]) * KIB) : Number.NaN,
    startupMs: active ? toMs(active[1] ?? '', active[2] ?? '') : Number.NaN,
    report,
  };
}

/** The lines `pnpm bench:edge` prints. */
export function workerStartupLines(figures: WorkerStartup): string {
  if (Number.isNaN(figures.gzipBytes) || Number.isNaN(figures.startupMs))
    return `The Worker (wrangler check startup; its report could not be read):\n${figures.report}`;
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  const within = figures.gzipBytes <= WORKER_GZIP_GUARD_RAIL_BYTES ? 'within' : 'OVER';
  return [
    `The Worker: ${kib(figures.bytes)}, ${kib(figures.gzipBytes)} gzip (guard rail ${WORKER_GZIP_GUARD_RAIL_BYTES / 1_000_000} MB: ${within}; the free plan takes 3 MB)`,
    `  start-up: ${figures.startupMs.toFixed(1)} ms active in V8's profile of its modules' evaluation in a local workerd (wrangler check startup; this machine's CPU and load, not Cloudflare's)`,
  ].join('\n');
}
