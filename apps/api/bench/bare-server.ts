/**
 * The yardstick for `pnpm bench:api`: the least a Hono + libSQL server can do per request (one lookup by key on
 * the stock client, no session, no tRPC). Prints its URL on stdout once listening.
 *
 * `GET /lookup` answers the looked-up row. `GET /answer/:name` does the same lookup, then answers what the real
 * server answered that read (BENCH_ANSWERS, a JSON file of name → body): a 30 KB answer costs any server its
 * serialising and sending, and this shows how much of a read's time that is. `GET /asset` answers the bytes of
 * BENCH_ASSET as they are, with the headers a static file has.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createClient } from '@libsql/client';
import { Hono } from 'hono';

const url = process.env.DATABASE_URL;
const userId = process.env.BENCH_USER_ID;
if (!url || !userId) throw new Error('bare-server needs DATABASE_URL and BENCH_USER_ID');
const answers: Record<string, unknown> = process.env.BENCH_ANSWERS
  ? JSON.parse(readFileSync(process.env.BENCH_ANSWERS, 'utf8'))
  : {};
const asset = process.env.BENCH_ASSET ? readFileSync(process.env.BENCH_ASSET) : undefined;

const client = createClient({ url });
const lookup = async () =>
  (await client.execute({ sql: 'select * from users where id = ?', args: [userId] })).rows[0] ?? null;

const app = new Hono();
app.get('/lookup', async (c) => c.json(await lookup()));
app.get('/answer/:name', async (c) => {
  await lookup();
  const answer = answers[c.req.param('name')];
  return answer === undefined ? c.notFound() : c.json(answer);
});
app.get('/asset', (c) =>
  asset
    ? c.body(new Uint8Array(asset), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Encoding': 'br',
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
    : c.notFound(),
);

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`bare server at http://127.0.0.1:${info.port}`);
});
