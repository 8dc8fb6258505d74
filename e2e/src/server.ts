import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const nodeEntry = new URL('../../apps/api/src/node.ts', import.meta.url).pathname;

export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
  /** Restarts the server on the same data, as a second `npm start` would. */
  restart: () => Promise<void>;
  output: () => string;
}

/**
 * Starts the real Node entry on a free port with a fresh database file, the way `npm start` runs it; `extraEnv`
 * adds configuration (e.g. a model endpoint).
 */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-e2e-'));
  let child: ChildProcess;
  let log = '';
  let port = '0';

  async function boot(): Promise<string> {
    child = spawn(process.execPath, [nodeEntry], {
      env: {
        ...process.env,
        ...extraEnv,
        PORT: port,
        NODE_ENV: 'test',
        DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 30_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(log);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${log}`));
      });
    });
  }

  async function stopChild() {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }

  const url = await boot();
  port = new URL(url).port;
  return {
    url,
    output: () => log,
    restart: async () => {
      await stopChild();
      await boot();
    },
    stop: async () => {
      await stopChild();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
