import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/http';
import { DEFAULT_EQUIPMENT_DATA } from '@liftwise/domain';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import { type SqldServer, startSqld } from './test-support/sqld.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const command = new URL('./migrate-command.ts', import.meta.url).pathname;
const migrationCount = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `executable args` with only the given database settings (and PATH), as an operator would. */
function run(
  executable: string,
  args: string[],
  settings: { DATABASE_URL?: string; DATABASE_AUTH_TOKEN?: string; NODE_EXTRA_CA_CERTS?: string },
): Promise<Run> {
  const child = spawn(executable, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

const migrate = (settings: Parameters<typeof run>[2]) => run(process.execPath, [command], settings);

/** The one line the command printed on stderr, checked to be one line and free of a stack trace. */
function problem(result: Run): string {
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  return lines[0] ?? '';
}

describe('pnpm db:migrate against a libSQL server with JWT auth', () => {
  let server: SqldServer;
  beforeAll(async () => {
    server = await startSqld({ auth: true });
  });
  afterAll(() => server?.stop());

  async function count(table: string): Promise<number> {
    const client = createClient({ url: server.url, authToken: server.authToken });
    const { rows } = await client.execute(`select count(*) as n from ${table}`);
    client.close();
    return Number(rows[0]?.n);
  }

  it('migrates and seeds once; a second run changes nothing and says so', async () => {
    const settings = { DATABASE_URL: server.url, DATABASE_AUTH_TOKEN: server.authToken };
    const first = await run(join(repoRoot, 'node_modules/.bin/pnpm'), ['--silent', 'db:migrate'], settings);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const catalogue = `${DEFAULT_EQUIPMENT_DATA.categories.length} categories, ${DEFAULT_EQUIPMENT_DATA.equipment.length} items`;
    expect(first.stdout.trim()).toBe(
      `Migrated ${server.url}: ${migrationCount} migrations applied, catalogue seeded (${catalogue}).`,
    );

    const second = await migrate(settings);
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe(
      `Up to date, nothing changed: ${server.url}: no migration to apply, catalogue unchanged (${catalogue}).`,
    );
    expect(await count('__drizzle_migrations')).toBe(migrationCount);
    expect(await count('default_equipment')).toBe(DEFAULT_EQUIPMENT_DATA.equipment.length);
    expect(await count('equipment_categories')).toBe(DEFAULT_EQUIPMENT_DATA.categories.length);
  }, 30_000);

  it('takes a libsql:// URL (HTTPS unless ?tls=0, as Turso’s)', async () => {
    const url = `${server.url.replace('http://', 'libsql://')}?tls=0`;
    const result = await migrate({ DATABASE_URL: url, DATABASE_AUTH_TOKEN: server.authToken });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^(Migrated|Up to date, nothing changed:) libsql:\/\/127\.0\.0\.1:\d+: /);
  });

  it('takes an https:// or a TLS libsql:// URL: TLS in front of the server, as Turso is (a certificate made for the test)', async () => {
    // A TLS endpoint on localhost with a certificate the command is told to trust (NODE_EXTRA_CA_CERTS), passing
    // each request on to sqld: the client's own https path, end to end, with no network beyond this machine.
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] },
      ],
    });
    const dir = mkdtempSync(join(tmpdir(), 'liftwise-tls-'));
    const certificate = join(dir, 'localhost.pem');
    writeFileSync(certificate, pems.cert);
    const target = new URL(server.url);
    const tls = createHttpsServer({ key: pems.private, cert: pems.cert }, (incoming, outgoing) => {
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const { port } = tls.address() as { port: number };
    try {
      const url = `https://localhost:${port}`;
      const result = await migrate({
        DATABASE_URL: url,
        DATABASE_AUTH_TOKEN: server.authToken,
        NODE_EXTRA_CA_CERTS: certificate,
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^(Migrated|Up to date, nothing changed:) ${url}: `));
      // Turso's own form: libsql:// is HTTPS.
      const libsql = await migrate({
        DATABASE_URL: `libsql://localhost:${port}`,
        DATABASE_AUTH_TOKEN: server.authToken,
        NODE_EXTRA_CA_CERTS: certificate,
      });
      expect(libsql.stderr).toBe('');
      expect(libsql.stdout).toMatch(/^Up to date, nothing changed: libsql:\/\/localhost:\d+: /);
      // Without trusting the certificate, the same URL is refused in one line, not a stack.
      const untrusted = await migrate({ DATABASE_URL: url, DATABASE_AUTH_TOKEN: server.authToken });
      expect(untrusted.code).toBe(1);
      expect(problem(untrusted)).toMatch(new RegExp(`^db:migrate: Cannot reach ${url} \\(`));
    } finally {
      tls.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('names a refused token in one line and exits with 1', async () => {
    const stranger = await startSqld({ auth: true });
    const wrongToken = stranger.authToken;
    await stranger.stop();
    const result = await migrate({ DATABASE_URL: server.url, DATABASE_AUTH_TOKEN: wrongToken });
    expect(result.code).toBe(1);
    expect(problem(result)).toBe(
      `db:migrate: ${server.url} refused DATABASE_AUTH_TOKEN (HTTP 401): the token is wrong, expired or for another database.`,
    );
    expect(result.stderr).not.toContain(wrongToken);
  });

  it('says a token is missing when the server asks for one', async () => {
    const result = await migrate({ DATABASE_URL: server.url });
    expect(result.code).toBe(1);
    expect(problem(result)).toBe(
      `db:migrate: ${server.url} asks for a token (HTTP 401): set DATABASE_AUTH_TOKEN.`,
    );
  });
});

describe('pnpm db:migrate without a server to talk to', () => {
  it('names an unreachable server in one line and exits with 1', async () => {
    const stopped = await startSqld();
    await stopped.stop();
    const result = await migrate({ DATABASE_URL: stopped.url, DATABASE_AUTH_TOKEN: 'any' });
    expect(result.code).toBe(1);
    expect(problem(result)).toBe(
      `db:migrate: Cannot reach ${stopped.url} (ECONNREFUSED): is the server running, and is DATABASE_URL right?`,
    );
  });

  it('refuses a missing or unknown DATABASE_URL, saying what to give', async () => {
    const unset = await migrate({});
    expect(unset.code).toBe(1);
    expect(problem(unset)).toBe(
      'db:migrate: DATABASE_URL is not set: give the database to migrate (libsql://, https://, http:// or file:).',
    );
    const unknown = await migrate({ DATABASE_URL: 'postgres://db.example/app' });
    expect(unknown.code).toBe(1);
    expect(problem(unknown)).toBe(
      'db:migrate: DATABASE_URL must start with libsql:, https:, http: or file:.',
    );
  });

  it('migrates a file: database, and then finds it up to date', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'liftwise-migrate-'));
    try {
      const settings = { DATABASE_URL: `file:${join(dir, 'nested/app.db')}` };
      expect((await migrate(settings)).stdout).toMatch(
        /^Migrated file:.*\/nested\/app\.db: \d+ migrations applied/,
      );
      expect((await migrate(settings)).stdout).toMatch(/^Up to date, nothing changed: file:/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
