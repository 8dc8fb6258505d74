/**
 * The edge stack: the Worker under `wrangler dev` (workerd, the runtime it ships to) against a real libSQL server,
 * a primary and a read replica with JWT auth on (sqld, the server Turso runs), signing in through the local
 * identity provider as an OpenID Connect provider. `npm run edge` runs it for a person; the edge tests and
 * benchmarks start it from code:
 *
 *   const stack = await startEdgeStack({ dataDir, port: 0 });
 *   await fetch(`${stack.url}/health`);
 *   await stack.stopReplica(); … await stack.startReplica();
 *   await stack.stop();
 *
 * Order: sqld (primary + replica) → migrations and the catalogue seed on the primary with the token → the identity
 * provider → the Worker, reading through the replica and writing to the primary. The data lives in
 * `dataDir` (`sqld/` the databases, `r2/` the photos' local bucket) and outlives the stack.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb } from '@liftwise/db';
import { freePort } from '@liftwise/db/free-ports';
import { type MigrateAndSeedReport, migrateAndSeed } from '@liftwise/db/migrate';
import { createNodeClient } from '@liftwise/db/node';
import { startSqld } from '@liftwise/db/sqld';
import { type IdentityProviderProcess, startIdentityProviderProcess } from '../src/idp-process.ts';
import { RATE_LIMIT_BINDINGS } from '../src/rate-limit/binding.ts';
import { type RateLimits, ruleLimits } from '../src/rate-limit/rules.ts';

const apiDir = new URL('..', import.meta.url).pathname;
const wranglerBin = join(apiDir, 'node_modules', '.bin', 'wrangler');

/** The client the Worker is registered as at the identity provider. */
export const EDGE_OIDC_CLIENT_ID = 'liftwise-edge';

/** A replica the Worker reads from and the primary it writes to. */
export interface DatabaseUrls {
  primaryUrl: string;
  replicaUrl: string;
}

export interface EdgeStackOptions {
  /** Where the data goes (created if missing, kept): `.data/edge` for `npm run edge`. */
  dataDir: string;
  /** The Worker's port; 0 for a free one. */
  port: number;
  /** The identity provider's port; 0 for a free one. Its issuer names the port, and accounts are per issuer. */
  idpPort?: number;
  /** The origin people use; `http://127.0.0.1:{port}` when absent. */
  publicUrl?: string;
  /**
   * Where the Worker reaches the database, given sqld's own URLs (a bench puts delaying proxies there): the
   * Worker's DATABASE_URL and DATABASE_PRIMARY_URL. Migrations and the seed still go straight to sqld. sqld's own
   * URLs when absent.
   */
  workerDatabaseUrls?: (sqld: DatabaseUrls) => DatabaseUrls | Promise<DatabaseUrls>;
  /** The Worker's DATABASE_AUTH_TOKEN, when a test wants a wrong one; the stack's own token otherwise. */
  workerDatabaseToken?: string;
  /**
   * Other limits for the ratelimit bindings than wrangler.jsonc's (a load test, a thousand writes in a row): the
   * Worker then runs from a copy of wrangler.jsonc in `dataDir` that differs only there.
   */
  rateLimits?: RateLimits;
  /** More of the Worker's configuration (VAPID keys for the notifications' tests). */
  workerVars?: Record<string, string>;
  /** Called with each line the Worker (wrangler and workerd) prints. */
  onWorkerOutput?: (line: string) => void;
  /**
   * How long `wrangler dev` may take to answer (default 60 s): it builds the Worker first, which took about a minute
   * on two cores busy with other work.
   */
  workerStartTimeoutMs?: number;
}

export interface EdgeStack {
  /** The Worker's origin (PUBLIC_URL). */
  url: string;
  primaryUrl: string;
  replicaUrl: string;
  /** A read-write token both sqld processes accept (the Worker's DATABASE_AUTH_TOKEN). */
  token: string;
  /** The identity provider's issuer (the Worker's OIDC_ISSUER). */
  issuer: string;
  /** What migrations and the seed changed at this start. */
  migration: MigrateAndSeedReport;
  /** Everything the Worker printed so far (its log). */
  workerOutput(): string;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** SIGKILL crashes it as a power cut would; SIGTERM (the default) stops it. */
  stopPrimary(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  startPrimary(): Promise<void>;
  /** Stops the Worker, the identity provider and both sqld processes; the data stays. */
  stop(): Promise<void>;
}

/**
 * wrangler.jsonc with other ratelimit limits, as `dataDir/wrangler.json`: paths made absolute (they are relative to
 * the config file), everything else as deployed. Its comments are whole lines (as binding.test.ts reads it too).
 */
function configWithRateLimits(dataDir: string, limits: RateLimits): string {
  const config = JSON.parse(
    readFileSync(join(apiDir, 'wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
  ) as {
    $schema?: string;
    main: string;
    alias?: Record<string, string>;
    assets: { directory: string };
    ratelimits: { name: string; simple: { limit: number } }[];
  };
  const byBinding = new Map(
    Object.entries(ruleLimits(limits)).map(([rule, limit]) => [
      RATE_LIMIT_BINDINGS[rule as keyof typeof RATE_LIMIT_BINDINGS],
      limit,
    ]),
  );
  delete config.$schema;
  config.main = join(apiDir, config.main);
  config.assets.directory = join(apiDir, config.assets.directory);
  for (const [name, target] of Object.entries(config.alias ?? {}))
    if (config.alias) config.alias[name] = join(apiDir, target);
  for (const binding of config.ratelimits)
    binding.simple.limit = byBinding.get(binding.name) ?? binding.simple.limit;
  const file = join(dataDir, 'wrangler.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** A `.env` file for `wrangler dev --env-file`: secrets stay off the command line (visible to every local user). */
function writeEnvFile(file: string, vars: Record<string, string>) {
  const lines = Object.entries(vars).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
}

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** `wrangler dev` in its own process group (it starts workerd as a child): stopping ends the whole group. */
async function startWorker(
  args: string[],
  url: string,
  onLine?: (line: string) => void,
  timeoutMs = 60_000,
): Promise<WorkerProcess> {
  const child = spawn(wranglerBin, ['dev', ...args], {
    cwd: apiDir,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // The owner dying (Ctrl-C, a crashed test run) must not leave workerd behind: it is in a group of its own.
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  let partial = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok)
        return { child, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${url}/health:\n${output}`);
}

export async function startEdgeStack(options: EdgeStackOptions): Promise<EdgeStack> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const port = options.port || (await freePort());
  const url = (options.publicUrl ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');

  const sqld = await startSqld({ auth: true, replica: true, dataDir: join(dataDir, 'sqld') });
  let idp: IdentityProviderProcess | undefined;
  let worker: WorkerProcess | undefined;
  const stop = async () => {
    await worker?.stop();
    await idp?.close();
    await sqld.stop();
  };
  try {
    const token = sqld.authToken ?? '';
    const replicaUrl = sqld.replicaUrl ?? '';
    // Migrations and the seed go to the primary: the replica would forward them, but only the primary is the truth.
    const client = createNodeClient({ url: sqld.url, authToken: token });
    const migration = await migrateAndSeed(createDb(client)).finally(() => client.close());

    // A secret per start: the identity provider and the Worker are told the same one.
    const clientSecret = randomBytes(32).toString('base64url');
    idp = await startIdentityProviderProcess({
      clientId: EDGE_OIDC_CLIENT_ID,
      clientSecret,
      redirectUris: [`${url}/auth/callback/oidc`],
      port: options.idpPort ?? 0,
      nodeEnv: 'development',
    });

    const direct = { primaryUrl: sqld.url, replicaUrl };
    const workerDatabase = (await options.workerDatabaseUrls?.(direct)) ?? direct;
    const envFile = join(dataDir, 'worker.env');
    writeEnvFile(envFile, {
      DATABASE_URL: workerDatabase.replicaUrl,
      DATABASE_PRIMARY_URL: workerDatabase.primaryUrl,
      DATABASE_AUTH_TOKEN: options.workerDatabaseToken ?? token,
      PUBLIC_URL: url,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: EDGE_OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: 'the local identity provider',
      ...options.workerVars,
    });
    worker = await startWorker(
      [
        '--ip=127.0.0.1',
        `--port=${port}`,
        '--inspector-port=0',
        '--show-interactive-dev-session=false',
        '--log-level=warn',
        `--env-file=${envFile}`,
        ...(options.rateLimits ? [`--config=${configWithRateLimits(dataDir, options.rateLimits)}`] : []),
        // The local R2 bucket (photos) in the stack's data; the ratelimit bindings are local under `wrangler dev`.
        `--persist-to=${join(dataDir, 'wrangler')}`,
      ],
      `http://127.0.0.1:${port}`,
      options.onWorkerOutput,
      options.workerStartTimeoutMs,
    );
    const running = worker;
    return {
      url,
      primaryUrl: sqld.url,
      replicaUrl,
      token,
      issuer: idp.issuer,
      migration,
      workerOutput: () => running.output(),
      stopReplica: () => sqld.stopReplica(),
      startReplica: () => sqld.startReplica(),
      stopPrimary: (signal) => sqld.stopPrimary(signal),
      startPrimary: () => sqld.startPrimary(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
