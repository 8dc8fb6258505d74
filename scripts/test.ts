/**
 * `npm test`: every check of the project in one run — lint, typecheck, build, unit, integration, Workers and
 * browser end-to-end — then one closing line `N passed, N failed`. Lint, typecheck and build count as one check
 * each; test suites count their tests (read from Vitest's JSON report).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import type { RunFailure } from './vitest-failure-reporter.ts';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'liftwise-test-'));
let passed = 0;
let failed = 0;
const failures: string[] = [];

// Relative PATH entries (pnpm exec adds `./node_modules/.bin`) would resolve against each child's folder; turbo
// then fails to find pnpm in a package folder.
const PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .map((entry) => (isAbsolute(entry) ? entry : resolve(root, entry)))
  .join(delimiter);

function run(command: string, args: string[], cwd = root, env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    // Turbo's telemetry notice (and its upload) stays off for everyone who runs the project.
    env: { ...process.env, PATH, FORCE_COLOR: '1', TURBO_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status === 0;
}

function check(name: string, command: string, args: string[], cwd = root) {
  console.log(`\n▶ ${name}`);
  if (run(command, args, cwd)) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
}

/** Why each failed suite failed, repeated after the summary: CI keeps only the tail of the output. */
const reasons: string[] = [];

function recordReasons(name: string, failuresFile: string) {
  if (!existsSync(failuresFile)) return;
  const { reason, failures } = JSON.parse(readFileSync(failuresFile, 'utf8')) as {
    reason: string;
    failures: RunFailure[];
  };
  reasons.push(`── ${name}: ${reason}, ${failures.length} error(s)`);
  for (const failure of failures) reasons.push(`${failure.where}\n  ${failure.stack || failure.message}`);
}

function suite(name: string, dir: string, extraArgs: string[] = []) {
  console.log(`\n▶ ${name}`);
  const reportBase = join(reports, name.replace(/\W+/g, '-'));
  const outputFile = `${reportBase}.json`;
  const failuresFile = `${reportBase}.failures.json`;
  const ok = run(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      `--reporter=${join(root, 'scripts/vitest-failure-reporter.ts')}`,
      ...extraArgs,
    ],
    join(root, dir),
    { FAILURES_FILE: failuresFile },
  );
  if (!ok) recordReasons(name, failuresFile);
  if (!existsSync(outputFile)) {
    failed++;
    failures.push(`${name} (did not report)`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) failures.push(`${name} (${report.numFailedTests} failed)`);
  // A suite can fail outside any test (a coverage threshold, an import error): count that as one failure.
  if (!ok && report.numFailedTests === 0) {
    failed++;
    failures.push(`${name} (suite failed)`);
  }
  if (report.numTotalTests === 0) {
    failed++;
    failures.push(`${name} (ran no test)`);
  }
}

const bin = (name: string) => join(root, 'node_modules/.bin', name);
check('lint (biome)', bin('biome'), ['ci', '.']);
check('import boundaries', process.execPath, ['--test', join(root, 'scripts/import-boundaries.test.ts')]);
check('no hard-coded text in the web app', process.execPath, [
  '--test',
  join(root, 'scripts/hard-coded-text.test.ts'),
]);
check("the README's layout names the tree's folders", process.execPath, [
  '--test',
  join(root, 'scripts/readme-layout.test.ts'),
]);
check('decision records index is up to date', process.execPath, [
  '--test',
  join(root, 'scripts/decisions-index.test.ts'),
]);
check('typecheck', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only']);
check('build web app', bin('turbo'), ['run', 'build', '--output-logs=errors-only']);
check(
  'page weight: / within 20 KB, each app route within 250 KB gzip JS, each in at most 16 files',
  process.execPath,
  [join(root, 'apps/web/scripts/budget.ts')],
);
check('bundle worker (wrangler deploy --dry-run)', 'pnpm', ['run', 'worker:build'], join(root, 'apps/api'));

suite('domain (unit, coverage)', 'packages/domain', ['--coverage']);
suite('db (integration)', 'packages/db');
suite('trpc (integration)', 'packages/trpc');
// The same procedures once more against sqld (Turso's server) over HTTP, the Worker's client.
suite('trpc (integration, sqld over HTTP)', 'packages/trpc', ['--config', 'vitest.sqld.config.ts']);
suite('api (integration)', 'apps/api');
// The Worker under wrangler dev against sqld primary + replica with the identity provider.
suite('edge (Worker + sqld, wrangler dev)', 'apps/api', ['--config', 'vitest.edge.config.ts']);
suite('web (unit)', 'apps/web');
suite('e2e (chromium)', 'e2e');
// A new athlete through every area in Chromium, against the Worker + sqld + the identity provider.
suite('e2e journey on the edge (chromium, Worker + sqld)', 'e2e', ['--config', 'vitest.edge.config.ts']);

if (reasons.length > 0) console.log(`\nWhy:\n${reasons.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
