import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createDb, createQueries } from '@liftwise/db';
import { applyMigrations } from '@liftwise/db/migrate';
import { afterAll, expect, it } from 'vitest';
import { startNodeApi, stopChild } from '../../bench/node-server.ts';
import { createSignInSessionStore } from '../auth/sign-in-sessions.ts';
import { openEventStream } from './sse-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'liftwise-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the Node server (src/node.ts) stops at once on SIGTERM with streams open, ending them', async () => {
  const url = `file:${join(dir, 'app.db')}`;
  const client = createClient({ url });
  await applyMigrations(createDb(client));
  const queries = createQueries(createDb(client));
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'local',
      providerAccountId: 'stopping@example.test',
      email: 'stopping@example.test',
      displayName: 'Stopping',
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  client.close();
  const api = await startNodeApi(url);
  try {
    const streams = await Promise.all(
      [1, 2].map(() => openEventStream(`${api.url}/events`, { cookie: `session=${token}` })),
    );
    await Promise.all(streams.map((stream) => stream.next((e) => e.event === 'ready', 5000)));
    const asked = performance.now();
    await stopChild(api.child);
    // Not the keep-alive timeout (5 s) nor forever: a deploy's restart must not hang on open apps.
    expect(performance.now() - asked).toBeLessThan(1000);
    await Promise.all(streams.map((stream) => stream.ended));
  } finally {
    api.child.kill('SIGKILL');
  }
}, 30_000);
