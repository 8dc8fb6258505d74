import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueries } from '@liftwise/db';
import { createFilePhotoStore } from '@liftwise/db/photo-files';
import { createTestDb } from '@liftwise/db/testing';
import { expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createSessionStore } from '../auth/sessions.ts';
import { createNodeListener } from '../node-listener.ts';

/** A phone that loses its connection mid-upload: the socket closes after part of the declared body. */
it('a connection dropped mid-upload on the real Node server leaves no file and no row', async () => {
  const testDb = await createTestDb();
  const folder = mkdtempSync(join(tmpdir(), 'liftwise-uploads-'));
  const queries = createQueries(testDb.db);
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: 'dropped',
      email: 'dropped@example.com',
      displayName: 'Dropped',
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const { token } = await createSessionStore({ queries: queries.auth, now: () => new Date() }).createSession(
    user.id,
  );
  const app = createApp({
    queries,
    auth: { publicUrl: 'http://127.0.0.1' },
    photoStore: createFilePhotoStore(folder),
  });
  // Settles once the app has finished with the request, whatever it answered: no waiting on a clock.
  let handled!: () => void;
  const finished = new Promise<void>((resolve) => {
    handled = resolve;
  });
  const server = createServer(
    createNodeListener({
      fetch: async (request) => {
        try {
          return await app.fetch(request);
        } finally {
          handled();
        }
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const part = new Uint8Array(64 * 1024);
    part.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    socket.write(
      [
        'POST /photos HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Cookie: session=${token}`,
        'Content-Type: image/png',
        `Content-Length: ${1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
    );
    await new Promise<void>((resolve) => socket.write(part, () => resolve()));
    socket.destroy();
    await finished;

    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    expect(await queries.photos.count(user.id)).toBe(0);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
    testDb.dispose();
  }
});
