import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '@liftwise/db/free-ports';
import { afterAll, expect, it } from 'vitest';

/** `npm run edge` as a person runs it: the URL printed as `npm start` prints it, and SIGTERM leaves nothing behind. */

const repoRoot = new URL('../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-command-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

it('prints the URL on PORT, serves the app there, and stops every process it started on SIGTERM', async () => {
  const [port, idpPort] = await freePorts(2);
  child = spawn(process.execPath, [join(repoRoot, 'scripts/edge.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), EDGE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child?.once('exit', (code) => done(code)));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm run edge did not start:\n${output}`)), 80_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('data: ')) {
        clearTimeout(timer);
        done();
      }
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.once('exit', () => fail(new Error(`npm run edge exited:\n${output}`)));
  });

  expect(output).toContain(`Liftwise is running at http://localhost:${port}`);
  const [, primaryUrl = '', replicaUrl = ''] = /sqld primary (\S+), replica (\S+)/.exec(output) ?? [];
  const issuer = /identity provider at (\S+)/.exec(output)?.[1] ?? '';
  expect(issuer).toBe(`http://127.0.0.1:${idpPort}/oidc`);
  expect(output).toContain(`data: ${dataDir}`);
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  expect(await health.json()).toEqual({ status: 'ok' });
  for (const url of [primaryUrl, replicaUrl, issuer]) expect(await answers(url)).toBe(true);

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const url of [`http://127.0.0.1:${port}/health`, primaryUrl, replicaUrl, issuer])
    expect(await answers(url)).toBe(false);
}, 120_000);
