import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@libsql/client';
import { startSqld } from '@liftwise/db/sqld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DelayingProxy, startDelayingProxy } from './delaying-proxy.ts';
import { sequentialRoundTrips } from './round-trips.ts';

/** A target that answers what it received, so the test sees what the proxy sent on. */
let echo: Server;
let echoUrl: string;
let proxy: DelayingProxy;

beforeAll(async () => {
  echo = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization ?? null,
        body: Buffer.concat(chunks).toString(),
      }),
    );
  });
  await new Promise<void>((listening) => echo.listen(0, '127.0.0.1', listening));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
  proxy = await startDelayingProxy({ target: echoUrl, oneWayDelayMs: 0 });
});
afterAll(async () => {
  await proxy?.close();
  echo?.closeAllConnections();
  await new Promise((closed) => echo?.close(closed));
});

describe('the delaying proxy', () => {
  it('forwards method, path, Authorization and body, and the answer with its status, recording each request', async () => {
    const from = proxy.requests().length;
    const posted = await fetch(`${proxy.url}/v3/pipeline`, {
      method: 'POST',
      headers: { authorization: 'Bearer t0ken', 'content-type': 'application/json' },
      body: '{"baton":null,"requests":[]}',
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({
      method: 'POST',
      path: '/v3/pipeline',
      authorization: 'Bearer t0ken',
      body: '{"baton":null,"requests":[]}',
    });
    const missing = await fetch(`${proxy.url}/missing`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
    expect(proxy.requests(from).map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'POST', path: '/v3/pipeline', status: 200 },
      { method: 'GET', path: '/missing', status: 404 },
    ]);
    expect(proxy.inFlight).toBe(0);
  });

  it('adds the delay set at run time on the way there and back, and its records give the waves', async () => {
    proxy.oneWayDelayMs = 30;
    try {
      const from = proxy.requests().length;
      const sent = performance.now();
      // Two in parallel, then one after them: two waves of about 60 ms each.
      await Promise.all(
        [fetch(`${proxy.url}/a`), fetch(`${proxy.url}/b`)].map(async (r) => (await r).text()),
      );
      await (await fetch(`${proxy.url}/c`)).text();
      const took = performance.now() - sent;
      expect(took).toBeGreaterThanOrEqual(2 * 60);
      const recorded = proxy.requests(from);
      expect(recorded).toHaveLength(3);
      for (const { start, end } of recorded) expect(end - start).toBeGreaterThanOrEqual(59);
      expect(sequentialRoundTrips(recorded)).toBe(2);
    } finally {
      proxy.oneWayDelayMs = 0;
    }
  });

  it('answers 502 naming the target when it is unreachable, and counts the request', async () => {
    const closed = createServer();
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((done) => closed.close(done));
    const dead = await startDelayingProxy({ target: deadUrl, oneWayDelayMs: 0 });
    try {
      const answer = await fetch(`${dead.url}/v2/pipeline`, { method: 'POST', body: '{}' });
      expect(answer.status).toBe(502);
      expect(await answer.text()).toContain(deadUrl);
      expect(dead.requests()).toMatchObject([{ path: '/v2/pipeline', status: 502 }]);
    } finally {
      await dead.close();
    }
  });

  it("passes libSQL's Hrana over HTTP unchanged: a client with a token reads and writes sqld through it", async () => {
    const sqld = await startSqld({ auth: true });
    const toSqld = await startDelayingProxy({ target: sqld.url, oneWayDelayMs: 5 });
    const client = createClient({ url: toSqld.url, authToken: sqld.authToken });
    try {
      await client.batch(['CREATE TABLE t (n INTEGER)', 'INSERT INTO t VALUES (1), (2)'], 'write');
      const read = await client.execute('SELECT sum(n) AS total FROM t');
      expect(read.rows[0]?.total).toBe(3);
      const transaction = await client.transaction('write');
      await transaction.execute('INSERT INTO t VALUES (3)');
      await transaction.commit();
      expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(3);
      // A wrong token is sqld's to refuse, through the proxy as without it.
      const stranger = createClient({ url: toSqld.url, authToken: 'not-a-token' });
      await expect(stranger.execute('SELECT 1')).rejects.toThrow();
      stranger.close();
      expect(toSqld.requests().every(({ path }) => /^\/v[23]/.test(path))).toBe(true);
      expect(toSqld.requests().length).toBeGreaterThanOrEqual(4);
    } finally {
      client.close();
      await toSqld.close();
      await sqld.stop();
    }
  });
});
