import { createClient } from '@libsql/client/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';
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
