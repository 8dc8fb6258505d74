/**
 * The Node servers the benchmarks load: `src/node.ts` (the real one, as `npm start` runs it) and the bare
 * yardstick, each its own process on a free loopback port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A limit no run reaches: one session sending tens of thousands of calls is the point here, not abuse. */
export const RATE_LIMIT_OFF = 1_000_000_000;

/** Starts a Node script (relative to apps/api) and resolves with the first http:// URL it prints. */
export function startServer(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/[^\s]+)/.exec(output)?.[1];
      if (url) resolve({ url: url.replace(/\/$/, ''), child });
    });
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before listening:\n${output}`)),
    );
  });
}

/**
 * The real server (src/node.ts) on a database, its rate limits out of the way; `watchLoop` has it print its longest
 * event-loop stall each second (loop-stalls.ts).
 */
export function startNodeApi(databaseUrl: string, { watchLoop = false } = {}) {
  const loopStalls = fileURLToPath(new URL('./loop-stalls.ts', import.meta.url));
  return startServer('src/node.ts', {
    ...(watchLoop ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${loopStalls}` } : {}),
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMIT_TRPC: String(RATE_LIMIT_OFF),
    RATE_LIMIT_AUTH: String(RATE_LIMIT_OFF),
  });
}

/**
 * What a request to the Node server carries: connect to the address it is bound to (`localhost` may resolve to ::1
 * first), but name the public host, as a browser would: the server sends requests for another loopback name to
 * PUBLIC_URL with a redirect.
 */
export function nodeTarget(url: string, sessionToken: string) {
  const host = { host: new URL(url).host };
  return {
    base: url.replace('localhost', '127.0.0.1'),
    host,
    headers: { ...host, cookie: `session=${sessionToken}` },
  };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()).kill());
}
