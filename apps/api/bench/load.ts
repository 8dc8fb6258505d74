/**
 * The load generator the benchmarks share (`pnpm bench:api`, `pnpm bench:edge`): one autocannon run per scenario on
 * loopback, its figures counted from after a warm-up. BENCH_SECONDS (default 5) sets each scenario's length.
 */
import autocannon from 'autocannon';

export const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export interface Scenario {
  name: string;
  url: string;
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Figures {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  non2xx: number;
  /** How many of each status that was not a success, e.g. { 500: 652 }. */
  refusedStatuses: Record<number, number>;
  errors: number;
  /**
   * Requests sent during the warm-up that took over 1 s: not in the percentiles, but `pnpm bench:api`'s budget of
   * none over 1 s at 200 connections counts them (an athlete who waited, waited).
   */
  slowWarmUp: number;
  /**
   * Answers over the whole run, warm-up included: what a server too slow for the measured window (every answer
   * after the run's end) is still measured by. Absent when the load generator does not tell (wrk).
   */
  wholeRun?: { seconds: number; successes: number; statuses: Record<number, number> };
}

const WARM_UP_MS = 1000;

/**
 * One autocannon run of warm-up + `seconds`. Only requests sent after the warm-up count: by then the JIT, lazy
 * imports and statement caches are warm and every connection is open. Opening 64-200 loopback connections at once
 * right after the previous scenario's closed can leave a few handshakes waiting out TCP's 1 s / 3 s retries (the
 * kernel reuses recently closed ports on loopback); that is the load generator's artefact, not time the server
 * took, so it is kept out of the figures.
 */
export async function load(scenario: Scenario): Promise<Figures> {
  const connections = scenario.connections ?? 64;
  const latencies: number[] = [];
  let non2xx = 0;
  const refusedStatuses: Record<number, number> = {};
  let slowWarmUp = 0;
  let successes = 0;
  const statuses: Record<number, number> = {};
  const measuredFrom = performance.now() + WARM_UP_MS;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: scenario.url,
        connections,
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
        duration: seconds + WARM_UP_MS / 1000,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) successes += 1;
      if (performance.now() - responseTime < measuredFrom) {
        if (responseTime > 1000) slowWarmUp += 1;
        return;
      }
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) {
        non2xx += 1;
        refusedStatuses[statusCode] = (refusedStatuses[statusCode] ?? 0) + 1;
      }
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0);
  return {
    name: scenario.name,
    connections,
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: Math.round(latencies.at(-1) ?? 0),
    non2xx,
    refusedStatuses,
    errors: result.errors + result.timeouts,
    slowWarmUp,
    wholeRun: { seconds: seconds + WARM_UP_MS / 1000, successes, statuses },
  };
}

/** One line per run: what `pnpm bench:api` prints. */
export function figuresLine(figures: Figures): string {
  const line =
    `${figures.name.padEnd(34)} ${String(figures.connections).padStart(4)} conn  ${String(figures.rps).padStart(6)} rps  ` +
    `p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
    `p99.9 ${String(figures.p999).padStart(4)} ms  ` +
    `max ${String(figures.max).padStart(5)} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}`;
  return figures.slowWarmUp > 0
    ? `${line}\n  (${figures.slowWarmUp} requests sent during the warm-up took over 1 s, not counted above)`
    : line;
}

/** The runs that were not all successes: their figures measure refusals, not the work. */
export function refusalWarning(runs: readonly Figures[]): string | undefined {
  const refused = runs.filter((f) => f.non2xx > 0 || f.errors > 0);
  if (refused.length === 0) return undefined;
  const statuses = (f: Figures) =>
    Object.entries(f.refusedStatuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ') || 'no non-2xx';
  return `WARNING: not every answer was a success (${refused.map((f) => `${f.name} at ${f.connections}: ${statuses(f)}, ${f.errors} errors`).join('; ')}): those figures measure refusals, not the work.`;
}
