import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from './node-client.ts';
import { currentRequestTrip, holdForNextTrip, inRequestTrip, withRequestTrips } from './request-trip.ts';

/** The calls that reach the database client: each is one request to the database (one trip) on the edge. */
function counted(client: Client) {
  const calls: string[] = [];
  const wrapped = new Proxy(client, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const first = args[0];
        calls.push(
          name === 'batch'
            ? `batch(${(first as unknown[]).length}, ${String(args[1])})`
            : `${String(name)}(${typeof first === 'string' ? first : ''})`,
        );
        return value.apply(target, args);
      };
    },
  });
  return { client: wrapped, calls };
}

const dir = mkdtempSync(join(tmpdir(), 'liftwise-request-trip-'));
const raw = createNodeClient({ url: `file:${join(dir, 'trip.db')}` });
const { client: inner, calls } = counted(raw);
const client = withRequestTrips(inner);

beforeAll(async () => {
  await raw.execute('create table lifts (name text not null)');
  // A guard as the session-proofs view is one: an insert its trigger aborts unless the condition holds.
  await raw.execute('create view guards as select null as ok where 0');
  await raw.execute(
    "create trigger guards_check instead of insert on guards when new.ok = 0 begin select raise(abort, 'guard failed'); end",
  );
});

const GUARD = (ok: 0 | 1) => ({ sql: 'insert into guards (ok) values (?)', args: [ok] });
afterAll(() => {
  raw.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a request trip', () => {
  it('sends a held statement in one read batch with the next read, each caller getting its own rows', async () => {
    calls.length = 0;
    const [held, next] = await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'));
      const next = await client.execute('select 2 as answer');
      return [await held, next];
    });
    expect(calls).toEqual(['batch(2, read)']);
    expect(held.rows[0]?.session).toBe(1);
    expect(next.rows[0]?.answer).toBe(2);
  });

  it('gathers the reads started together into that one batch', async () => {
    calls.length = 0;
    const [held, a, b] = await inRequestTrip(() =>
      Promise.all([
        holdForNextTrip(() => client.execute('select 1 as session')),
        client.execute('select 2 as a'),
        client.execute('select 3 as b'),
      ]),
    );
    expect(calls).toEqual(['batch(3, read)']);
    expect([held.rows[0]?.session, a.rows[0]?.a, b.rows[0]?.b]).toEqual([1, 2, 3]);
  });

  it('takes a batch of reads along too, in read mode, and hands back only the batch’s own results', async () => {
    calls.length = 0;
    const results = await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'));
      const mine = await client.batch(['select 2 as a', 'select 3 as b']);
      expect((await held).rows[0]?.session).toBe(1);
      return mine;
    });
    expect(calls).toEqual(['batch(3, read)']);
    expect(results.map((result) => result.columns[0])).toEqual(['a', 'b']);
  });

  it('sends the held statement alone when asked and nothing has taken it', async () => {
    calls.length = 0;
    const held = await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'));
      currentRequestTrip()?.sendHeldSoon();
      return held;
    });
    expect(held.rows[0]?.session).toBe(1);
    expect(calls).toEqual(['execute(select 1 as session)']);
  });

  it('never lets a write ride along, and writes nothing when the proof it waits for fails', async () => {
    calls.length = 0;
    const outcome = await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'));
      currentRequestTrip()?.writesWaitFor(held.then(() => Promise.reject(new Error('not signed in'))));
      return client.execute("insert into lifts (name) values ('squat')").then(
        () => 'written',
        (error: Error) => error.message,
      );
    });
    expect(outcome).toBe('not signed in');
    expect(calls).toEqual(['execute(select 1 as session)']);
    expect((await raw.execute('select count(*) as n from lifts')).rows[0]?.n).toBe(0);
  });

  it('writes once the proof holds, after the held statement was answered', async () => {
    calls.length = 0;
    await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'));
      currentRequestTrip()?.writesWaitFor(held);
      await client.batch(["insert into lifts (name) values ('bench')"], 'write');
    });
    expect(calls).toEqual(['execute(select 1 as session)', 'batch(1, write)']);
    expect((await raw.execute('select name from lifts')).rows.map((row) => row.name)).toEqual(['bench']);
  });

  it('takes the held statement along behind a write guard: one write batch', async () => {
    calls.length = 0;
    const [held, written] = await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'), GUARD(1));
      const written = await client.batch(["insert into lifts (name) values ('deadlift')"], 'write');
      return [await held, written];
    });
    expect(calls).toEqual(['batch(3, write)']);
    expect(held.rows[0]?.session).toBe(1);
    expect(written).toHaveLength(1);
    expect((await raw.execute("select count(*) as n from lifts where name = 'deadlift'")).rows[0]?.n).toBe(1);
  });

  it('keeps nothing of a write whose guard fails, and answers the held statement on its own', async () => {
    calls.length = 0;
    const [held, written] = await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'), GUARD(0));
      const written = client.execute("insert into lifts (name) values ('snatch')");
      return Promise.allSettled([held, written]);
    });
    expect(written.status === 'rejected' && String(written.reason)).toContain('guard failed');
    expect(held.status === 'fulfilled' && held.value.rows[0]?.session).toBe(1);
    expect(calls).toEqual(['batch(3, write)', 'execute(select 1 as session)']);
    expect((await raw.execute("select count(*) as n from lifts where name = 'snatch'")).rows[0]?.n).toBe(0);
  });

  it('is the client it wraps outside a request', async () => {
    calls.length = 0;
    const held = await holdForNextTrip(() => client.execute('select 1 as session'));
    expect(held.rows[0]?.session).toBe(1);
    expect(calls).toEqual(['execute(select 1 as session)']);
  });

  it('answers the held statement on its own when the read it rode with fails', async () => {
    calls.length = 0;
    const [held, next] = await inRequestTrip(async () => {
      const held = holdForNextTrip(() => client.execute('select 1 as session'));
      const next = client.execute('select * from no_such_table');
      return Promise.allSettled([held, next]);
    });
    expect(held.status === 'fulfilled' && held.value.rows[0]?.session).toBe(1);
    expect(next.status).toBe('rejected');
    expect(calls).toEqual(['batch(2, read)', 'execute(select 1 as session)']);
  });
});
