import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient, LibsqlBatchError } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBEDDED_SETTINGS } from './embedded-settings.ts';
import { createNodeClient } from './node-client.ts';

let dir: string;
let url: string;
const opened: Client[] = [];
function open(): Client {
  const client = createNodeClient({ url });
  opened.push(client);
  return client;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'liftwise-file-'));
  url = `file:${join(dir, 'app.db')}`;
});
afterEach(() => {
  for (const client of opened.splice(0)) client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pragma(client: Client, name: string) {
  return (await client.execute(`pragma ${name}`)).rows[0]?.[0];
}

describe('the embedded database the Node server opens (the stock client, one writer and a pool of readers)', () => {
  it('runs with WAL, synchronous NORMAL, busy timeout and foreign keys on', async () => {
    const client = open();
    expect(await pragma(client, 'journal_mode')).toBe('wal');
    expect(await pragma(client, 'synchronous')).toBe(1); // NORMAL
    expect(await pragma(client, 'busy_timeout')).toBe(EMBEDDED_SETTINGS.busyTimeoutMs);
    expect(await pragma(client, 'foreign_keys')).toBe(1);
    // Still so after a transaction and a burst of writes at once, on whichever connection serves them.
    const transaction = await client.transaction('write');
    await transaction.commit();
    await Promise.all(Array.from({ length: 30 }, () => client.execute('pragma user_version = 1')));
    expect(await pragma(client, 'synchronous')).toBe(1);

    // Foreign keys hold on the readers' connections too (a read transaction is served by the pool).
    const reading = await client.transaction('read');
    expect((await reading.execute('pragma foreign_keys')).rows[0]?.[0]).toBe(1);
    expect((await reading.execute('pragma busy_timeout')).rows[0]?.[0]).toBe(EMBEDDED_SETTINGS.busyTimeoutMs);
    reading.close();

    // WAL is a property of the file: any other process that opens it writes through the log as well.
    const other = createClient({ url });
    expect(await pragma(other, 'journal_mode')).toBe('wal');
    other.close();
  });

  it('keeps every write acknowledged before the process was killed with SIGKILL', async () => {
    const script = new URL('./test-support/acknowledged-writer.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [script, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let acknowledged = 0;
    const killed = new Promise<void>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        const last = lines.at(-1);
        if (last) acknowledged = Number(last);
        // Killed mid-stream: the writer is between two inserts or inside one.
        if (acknowledged >= 300) child.kill('SIGKILL');
      });
      child.once('exit', (_code, signal) =>
        signal === 'SIGKILL' ? resolve() : reject(new Error(`writer ended on its own (${signal})`)),
      );
    });
    try {
      await killed;
    } finally {
      child.kill('SIGKILL');
    }

    const client = open();
    const { rows } = await client.execute('select count(*), max(n) from acknowledged');
    const [count, max] = [Number(rows[0]?.[0]), Number(rows[0]?.[1])];
    expect(acknowledged).toBeGreaterThanOrEqual(300);
    // Every acknowledged number is there, with no gap; at most the one in flight went further.
    expect(max).toBeGreaterThanOrEqual(acknowledged);
    expect(count).toBe(max);
    expect(await pragma(client, 'integrity_check')).toBe('ok');
  }, 20_000);

  it('reads a column a schema change added, on the readers that knew the table before', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    await client.execute('insert into t (a) values (1)');
    expect((await client.execute('select a from t')).columns).toEqual(['a']);
    await client.execute('alter table t add column b text');
    // Column by column, as drizzle selects: `select *` answers the old columns once on a connection that had read
    // the table before (the stock client reads a statement's columns before SQLite notices the change).
    const after = await client.execute('select a, b from t');
    expect(after.columns).toEqual(['a', 'b']);
    expect(after.rows[0]).toMatchObject({ a: 1, b: null });
  });

  it('answers rows with named fields and indices, the first of duplicate names winning', async () => {
    const client = open();
    const { rows } = await client.execute({ sql: 'select 1 as id, ? as name, 2 as id', args: ['Ada'] });
    const row = rows[0];
    expect(Object.keys(row ?? {})).toEqual(['id', 'name']);
    expect(row?.id).toBe(1);
    expect(Array.from(row as ArrayLike<unknown>)).toEqual([1, 'Ada', 2]);
  });

  it('reads a query ending in `limit ?` with the same rows whatever the limit (one row, none, or several)', async () => {
    const client = open();
    await client.execute('create table t (id integer primary key, name text)');
    await client.batch(["insert into t values (1, 'a')", "insert into t values (2, 'b')"]);
    const read = async (limit: number, from = 0) =>
      (
        await client.execute({
          sql: 'select id, name from t where id > ? order by id limit ?',
          args: [from, limit],
        })
      ).rows;
    const [one] = await read(1);
    expect(one?.name).toBe('a');
    expect(Array.from(one as ArrayLike<unknown>)).toEqual([1, 'a']);
    expect(await read(1, 2)).toEqual([]);
    expect((await read(5)).map((row) => row.name)).toEqual(['a', 'b']);
  });

  it('rolls a failed batch back and names the failing statement', async () => {
    const client = open();
    await client.execute('create table t (a integer primary key)');
    const batch = client.batch([
      { sql: 'insert into t (a) values (?)', args: [1] },
      { sql: 'insert into t (a) values (?)', args: [1] },
    ]);
    await expect(batch).rejects.toBeInstanceOf(LibsqlBatchError);
    await expect(batch).rejects.toMatchObject({ statementIndex: 1, code: 'SQLITE_CONSTRAINT' });
    expect((await client.execute('select count(*) as n from t')).rows[0]?.n).toBe(0);
  });

  it('holds other writes back while an interactive transaction is open, without stalling the thread, and applies them after', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    const transaction = await client.transaction('write');
    await transaction.execute('insert into t (a) values (1)');
    const started = performance.now();
    const outside = client.execute('insert into t (a) values (2)');
    // A write that reached SQLite's busy handler would sleep on this thread for the busy timeout before the timer ran.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now() - started).toBeLessThan(1000);
    await transaction.execute('insert into t (a) values (3)');
    await transaction.rollback();
    await outside;
    expect((await client.execute('select a from t')).rows.map((row) => row.a)).toEqual([2]);
  });

  it('takes a write turn back when a transaction is closed without commit or rollback', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    const transaction = await client.transaction('write');
    await transaction.execute('insert into t (a) values (1)');
    transaction.close();
    await client.execute('insert into t (a) values (2)');
    expect((await client.execute('select a from t')).rows.map((row) => row.a)).toEqual([2]);
  });

  it('refuses statements on a committed transaction, and the next write goes through', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    const transaction = await client.transaction('write');
    await transaction.execute('insert into t (a) values (1)');
    await transaction.commit();
    await expect(transaction.execute('insert into t (a) values (2)')).rejects.toMatchObject({
      code: 'TRANSACTION_CLOSED',
    });
    await client.execute('insert into t (a) values (3)');
    expect((await client.execute('select a from t order by a')).rows.map((row) => row.a)).toEqual([1, 3]);
  });

  it('runs transactions asked for at the same time one after the other', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    const asked = [client.transaction('write'), client.transaction('write')];
    const first = await asked[0];
    await first?.execute('insert into t (a) values (1)');
    await first?.commit();
    const second = await asked[1];
    await second?.execute('insert into t (a) values (2)');
    await second?.commit();
    expect((await client.execute('select a from t order by a')).rows.map((row) => row.a)).toEqual([1, 2]);
  });

  it('answers reads at once while a transaction is open, from the last commit, without its uncommitted rows', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    await client.execute('insert into t (a) values (1)');
    const transaction = await client.transaction('write');
    await transaction.execute('insert into t (a) values (2)');
    const read = client.execute('select a from t order by a');
    const batch = client.batch(['select count(*) as n from t']);
    const first = await Promise.race([
      read.then(() => 'read'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ]);
    expect(first).toBe('read');
    expect((await read).rows.map((row) => row.a)).toEqual([1]);
    expect((await batch)[0]?.rows[0]?.n).toBe(1);
    await transaction.commit();
    expect((await client.execute('select a from t order by a')).rows.map((row) => row.a)).toEqual([1, 2]);
  });

  it('fails calls waiting for a transaction once the client is closed, instead of leaving them pending', async () => {
    const client = createNodeClient({ url });
    await client.execute('create table t (a integer)');
    await client.transaction('write');
    const waiting = client.execute('insert into t (a) values (1)');
    client.close();
    await expect(waiting).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
  });

  it('refuses writes after close at once, even with a transaction left open', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    await client.transaction('write');
    client.close();
    await expect(client.execute('insert into t (a) values (1)')).rejects.toMatchObject({
      code: 'CLIENT_CLOSED',
    });
  });

  it('writes with its settings again after reconnect', async () => {
    const client = open();
    await client.execute('create table t (a integer)');
    client.close();
    await client.reconnect();
    await client.execute('insert into t (a) values (2)');
    expect((await client.execute('select a from t')).rows.map((row) => row.a)).toEqual([2]);
    expect(await pragma(client, 'synchronous')).toBe(1);
  });

  it('opens file:// URLs as well as file: paths', async () => {
    const client = createNodeClient({ url: `file://${join(dir, 'app.db')}` });
    opened.push(client);
    await client.execute('create table t (a integer)');
    expect((await open().execute("select name from sqlite_master where name = 't'")).rows).toHaveLength(1);
  });
});
