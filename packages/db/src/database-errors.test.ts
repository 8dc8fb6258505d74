import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient as createFileClient } from '@libsql/client';
import { createClient } from '@libsql/client/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors.ts';
import { type SqldServer, startSqld } from './test-support/sqld.ts';

/** Real failures from a real libSQL server over HTTP (the Worker's client), not made-up error objects. */
let server: SqldServer;
beforeAll(async () => {
  server = await startSqld({ auth: true });
});
afterAll(() => server?.stop());

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  it('is true when the server refuses the token, asks for one, or refuses a read-only token a write', async () => {
    const wrong = createClient({ url: server.url, authToken: 'not.a.token' });
    expect(isDatabaseUnavailable(await failureOf(() => wrong.execute('select 1')))).toBe(true);
    const none = createClient({ url: server.url });
    expect(isDatabaseUnavailable(await failureOf(() => none.execute('select 1')))).toBe(true);
    const readOnly = createClient({ url: server.url, authToken: server.signToken({ readOnly: true }) });
    expect(isDatabaseUnavailable(await failureOf(() => readOnly.execute('create table t (x)')))).toBe(true);
  });

  it('is true when nothing answers at the URL', async () => {
    const gone = createClient({ url: 'http://127.0.0.1:9', authToken: server.authToken });
    expect(isDatabaseUnavailable(await failureOf(() => gone.execute('select 1')))).toBe(true);
  });

  it('is true, and says so, when a server takes the request but does not answer in time (the Worker gives up)', async () => {
    // Accepts connections and never answers, as a replica whose primary is down holds its reads.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const url = `http://127.0.0.1:${port}`;
    try {
      const patient = createClient({
        url,
        authToken: server.authToken,
        fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(200) }),
      });
      const error = await failureOf(() => patient.execute('select 1'));
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(describeDatabaseError(error, { url })).toBe(
        `Cannot reach ${url} (no answer in time): is the server running, and is DATABASE_URL right?`,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('is true when the server says it is over its load (HTTP 429, as sqld answers with a full queue)', async () => {
    const busy = createHttpServer((_request, response) => response.writeHead(429).end('too many requests'));
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as { port: number };
    try {
      const client = createClient({ url: `http://127.0.0.1:${port}`, authToken: server.authToken });
      expect(isDatabaseUnavailable(await failureOf(() => client.execute('select 1')))).toBe(true);
    } finally {
      busy.close();
    }
  });

  it('is true when the database stays locked by other writes past its busy timeout (SQLITE_BUSY)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'liftwise-busy-'));
    const url = `file:${join(dir, 'busy.db')}`;
    const holder = createFileClient({ url });
    const waiter = createFileClient({ url, timeout: 20 });
    try {
      await holder.execute('create table lifts (name text)');
      const held = await holder.transaction('write');
      await held.execute("insert into lifts values ('squat')");
      expect(
        isDatabaseUnavailable(await failureOf(() => waiter.execute("insert into lifts values ('bench')"))),
      ).toBe(true);
      await held.rollback();
    } finally {
      holder.close();
      waiter.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is false for a query the database refuses (a wrong table, a broken constraint)', async () => {
    const client = createClient({ url: server.url, authToken: server.authToken });
    expect(isDatabaseUnavailable(await failureOf(() => client.execute('select * from missing')))).toBe(false);
    await client.execute('create table once (id integer primary key)');
    await client.execute('insert into once values (1)');
    expect(isDatabaseUnavailable(await failureOf(() => client.execute('insert into once values (1)')))).toBe(
      false,
    );
  });
});
