/**
 * Large answers measured by wrk, a load generator written in C, when the machine has it (`apt-get install wrk`).
 * autocannon parses every answer in JavaScript on the same two cores as the server: on a 70 KB script it tops out
 * at ~1,200 requests a second, whatever serves it (a bare node:http server of the same bytes gets the same), so
 * its figure for a static asset is the load generator's ceiling, not the server's. wrk is not an npm package, so
 * the benchmark uses it only where installed and says so where not.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figures, Scenario } from './load.ts';
import { seconds } from './load.ts';

/** True when `wrk` is on the PATH. */
export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** wrk's `done` hook: the figures as one JSON line (latencies in microseconds). */
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local s = summary.errors
  io.write(string.format('{"requests":%d,"bytes":%d,"durationUs":%d,"non2xx":%d,"errors":%d,"p50":%d,"p99":%d,"p999":%d,"max":%d}\\n',
    summary.requests, summary.bytes, summary.duration, s.status, s.connect + s.read + s.write + s.timeout,
    latency:percentile(50), latency:percentile(99), latency:percentile(99.9), latency.max))
end
`;

function wrk(scenario: Scenario, durationS: number, script: string): Promise<string> {
  const headers = Object.entries(scenario.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = [
    '-t1',
    `-c${scenario.connections ?? 64}`,
    `-d${durationS}s`,
    '-s',
    script,
    ...headers,
    scenario.url,
  ];
  return new Promise((resolve, reject) =>
    execFile('wrk', args, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
}

/** One GET scenario under wrk: a 1 s warm-up run, then `seconds` measured, as `load` does with autocannon. */
export async function loadWithWrk(scenario: Scenario & { expectedBytes?: number }): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'liftwise-wrk-'));
  try {
    const script = join(dir, 'report.lua');
    writeFileSync(script, REPORT_SCRIPT);
    await wrk(scenario, 1, script);
    const output = await wrk(scenario, seconds, script);
    const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no figures:\n${output}`);
    const report = JSON.parse(line) as Record<
      'requests' | 'bytes' | 'durationUs' | 'non2xx' | 'errors' | 'p50' | 'p99' | 'p999' | 'max',
      number
    >;
    const ms = (us: number) => Math.round(us / 1000);
    // wrk does not count a redirect as a failure: an answer smaller than the body it was meant to carry is one.
    const bytesPerAnswer = report.bytes / Math.max(1, report.requests);
    if (scenario.expectedBytes !== undefined && bytesPerAnswer < scenario.expectedBytes)
      throw new Error(
        `${scenario.name}: ${Math.round(bytesPerAnswer)} bytes an answer, not the ${scenario.expectedBytes} expected`,
      );
    return {
      name: `${scenario.name} [wrk]`,
      connections: scenario.connections ?? 64,
      rps: Math.round(report.requests / (report.durationUs / 1e6)),
      p50: ms(report.p50),
      p99: ms(report.p99),
      p999: ms(report.p999),
      max: ms(report.max),
      non2xx: report.non2xx,
      // wrk counts answers outside 2xx-3xx without their status; the bench checked the status before the run.
      refusedStatuses: {},
      errors: report.errors,
      slowWarmUp: 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
