/**
 * The yardstick for `pnpm bench:api`: the least a Hono + libSQL server can do per request (one lookup by key on
 * the stock client, no session, no tRPC). Prints its URL on stdout once listening.
 */
import { serve } from '@hono/node-server';
import { createClient } from '@libsql/client';
import { Hono } from 'hono';

const url = process.env.DATABASE_URL;
const userId = process.env.BENCH_USER_ID;
if (!url || !userId) throw new Error('bare-server needs DATABASE_URL and BENCH_USER_ID');

const client = createClient({ url });
const app = new Hono();
app.get('/lookup', async (c) => {
  const result = await client.execute({ sql: 'select * from users where id = ?', args: [userId] });
  return c.json(result.rows[0] ?? null);
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`bare server at http://127.0.0.1:${info.port}`);
});
