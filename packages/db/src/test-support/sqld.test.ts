import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createClient } from '@libsql/client/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNamespace, namespaceFetch, type SqldServer, startSqld } from './sqld.ts';

/** Whether anything answers `url`'s health check (a stopped sqld refuses the connection). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

describe('sqld with JWT auth and a read replica', () => {
  let server: SqldServer;
  beforeAll(async () => {
    server = await startSqld({ auth: true, replica: true });
  });
  afterAll(() => server?.stop());

  it('serves Hrana over HTTP to the client the Worker uses, with its token', async () => {
    const client = createClient({ url: server.url, authToken: server.authToken });
    await client.execute('create table lifts (name text not null)');
    await client.execute({ sql: 'insert into lifts values (?)', args: ['Squat'] });
    const { rows } = await client.execute('select name from lifts');
    expect(rows.map((row) => row.name)).toEqual(['Squat']);
    client.close();
  });

  it('refuses a request without a token, with another key’s token, and a write with a read-only token', async () => {
    await expect(createClient({ url: server.url }).execute('select 1')).rejects.toThrow(/401/);
    const stranger = await startSqld({ auth: true });
    try {
      await expect(
        createClient({ url: server.url, authToken: stranger.authToken }).execute('select 1'),
      ).rejects.toThrow(/401/);
    } finally {
      await stranger.stop();
    }
    const readOnly = createClient({ url: server.url, authToken: server.signToken({ readOnly: true }) });
    await expect(readOnly.execute('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await expect(readOnly.execute('create table refused (x)')).rejects.toThrow(/403/);
  });

  it('forwards a write sent to the replica to the primary, and the replica then reads it', async () => {
    const replica = createClient({ url: server.replicaUrl ?? '', authToken: server.authToken });
    await replica.execute('create table sets (reps integer not null)');
    await replica.execute('insert into sets values (5)');
    const primary = createClient({ url: server.url, authToken: server.authToken });
    expect((await primary.execute('select reps from sets')).rows).toEqual([
      expect.objectContaining({ reps: 5 }),
    ]);
    await expect
      .poll(async () => (await replica.execute('select count(*) as n from sets')).rows[0]?.n)
      .toBe(1);
  });
});

describe('stopping and starting one process of a primary and replica (fault tests)', () => {
  let server: SqldServer;
  beforeAll(async () => {
    server = await startSqld({ auth: true, replica: true });
  });
  afterAll(() => server?.stop());

  it('stops the replica while the primary serves, and starts it again on the same URL with the writes it missed', async () => {
    const primary = createClient({ url: server.url, authToken: server.authToken });
    const replica = createClient({ url: server.replicaUrl ?? '', authToken: server.authToken });
    await primary.execute('create table missed (n integer not null)');
    await server.stopReplica();
    expect(await answers(server.replicaUrl ?? '')).toBe(false);
    await primary.execute('insert into missed values (1)');
    await server.startReplica();
    expect(await answers(server.replicaUrl ?? '')).toBe(true);
    await expect
      .poll(async () => (await replica.execute('select count(*) as n from missed')).rows[0]?.n)
      .toBe(1);
  });

  it('keeps every acknowledged write when the primary is killed (SIGKILL) and started again', async () => {
    const primary = createClient({ url: server.url, authToken: server.authToken });
    await primary.execute('create table kept (n integer primary key)');
    for (let n = 1; n <= 50; n += 1) await primary.execute({ sql: 'insert into kept values (?)', args: [n] });
    await server.stopPrimary('SIGKILL');
    expect(await answers(server.url)).toBe(false);
    await server.startPrimary();
    expect((await primary.execute('select count(*) as n from kept')).rows[0]?.n).toBe(50);
  });
});

describe('sqld with namespaces', () => {
  it('keeps each namespace a separate database', async () => {
    const server = await startSqld({ namespaces: true });
    try {
      await createNamespace(server.adminUrl ?? '', 'first');
      await createNamespace(server.adminUrl ?? '', 'second');
      const first = createClient({ url: server.url, fetch: namespaceFetch('first') });
      const second = createClient({ url: server.url, fetch: namespaceFetch('second') });
      await first.execute('create table only_here (x)');
      await expect(second.execute('select * from only_here')).rejects.toThrow(/no such table/);
      await expect(first.execute('select count(*) as n from only_here')).resolves.toMatchObject({
        rows: [{ n: 0 }],
      });
    } finally {
      await server.stop();
    }
  });
});

describe('stopping sqld', () => {
  it('stops every process and removes its temp folder', async () => {
    const server = await startSqld({ replica: true });
    expect(await answers(server.url)).toBe(true);
    expect(await answers(server.replicaUrl ?? '')).toBe(true);
    await server.stop();
    expect(await answers(server.url)).toBe(false);
    expect(await answers(server.replicaUrl ?? '')).toBe(false);
    expect(existsSync(server.dataDir)).toBe(false);
  });

  it.each([
    ['exits without stopping it', 'exit', undefined],
    ['is stopped with SIGTERM', 'wait', 'SIGTERM'],
    ['is interrupted with SIGINT', 'wait', 'SIGINT'],
  ] as const)('leaves no sqld running when the process that started it %s', async (_, mode, signal) => {
    const script = new URL('./sqld-owner.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [script, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((done) => child.once('exit', done));
    try {
      const line = await new Promise<string>((done) => {
        let buffered = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          if (buffered.includes('\n')) done(buffered.split('\n')[0] ?? '');
        });
      });
      const { url, replicaUrl } = JSON.parse(line) as { url: string; replicaUrl: string };
      // startSqld resolved in the child, so sqld answered; a child that waits is checked again before the kill.
      if (signal) {
        expect(await answers(url)).toBe(true);
        child.kill(signal);
      }
      await exited;
      expect(await answers(url)).toBe(false);
      expect(await answers(replicaUrl)).toBe(false);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
